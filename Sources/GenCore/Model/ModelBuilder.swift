// MARK: - ModelBuilder

/// Merges the scanned files into the module model: resolves names, expands mixins through typealiases and
/// protocols, follows superclass chains to a kind, and attaches extensions in any file to their class.
///
/// Decisions, each pinned by a test:
/// - Names resolve from the innermost enclosing type outward, then at module scope; a qualified name whose first
///   component names no type is taken as module-qualified and retried without it (`UIKit.UIView`, `App.Cell`).
/// - The first inherited name of a class is its superclass when it names a class (in the sources, a known UIKit or
///   AppKit class, or one mapped in the configuration) or something unknown; it is a protocol when it resolves to
///   a protocol, typealias or mixin.
/// - A class declared in several `#if` branches yields one entry per branch; a superclass declared that way is
///   followed through its first declaration (by path, then line).
/// - Walks are iterative and memoized, so deep or cyclic hierarchies cost linear time and no stack.
public enum ModelBuilder {
    /// Builds the model from scanned files (in any order: the result is sorted and does not depend on it); with
    /// `resolvingEveryClass`, `Model.everyClass` resolves every class, not only the adopters (for `migrate`, which
    /// decides which classes should adopt, and for checks of classes that adopt nothing).
    public static func build(
        _ files: [ScannedFile], options: GenerationOptions, resolvingEveryClass: Bool = false
    ) -> Model {
        // Files usually come sorted (the CLI sorts paths byte-wise, which orders ASCII paths as `String` does):
        // then checking costs one comparison a file, where sorting would cost a dozen and move every file.
        let isSorted = files.indices.dropFirst().allSatisfy { !(files[$0].path < files[$0 - 1].path) }
        var resolver = ModuleResolver(files: isSorted ? files : files.sorted { $0.path < $1.path }, options: options)
        var model = resolver.model(resolvingEveryClass: resolvingEveryClass)
        model.callSites = CallSiteIndex(files.flatMap(\.callSites))
        return model
    }
}
