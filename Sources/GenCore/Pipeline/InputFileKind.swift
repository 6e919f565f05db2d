// MARK: - InputFileKind

/// The kinds of file reusable-gen reads, named by their file name extension: the one list that input discovery
/// follows (the plugins, which cannot import GenCore, keep a copy that a test compares with this one).
public enum InputFileKind: String, Sendable, Hashable, CaseIterable {
    /// Swift sources, scanned for adopters and call sites.
    case swift
    /// Interface Builder XIBs, cross-checked with the adopters.
    case xib
    /// Interface Builder storyboards, cross-checked with the adopters.
    case storyboard

    /// Every input extension, without the dot, in declaration order.
    public static let extensions: [String] = allCases.map(\.rawValue)

    /// The extensions as a sentence names them: `.swift, .xib or .storyboard`.
    public static let spelledOut: String = {
        let dotted = extensions.map { "." + $0 }
        return dotted.dropLast().joined(separator: ", ") + " or " + (dotted.last ?? "")
    }()
}
