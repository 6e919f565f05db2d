// MARK: - GenerationOptions.BundleLookup spelling

extension GenerationOptions.BundleLookup {
    /// The Swift expression generated code uses for the bundle, for the type spelled `typeName`
    /// (`Bundle(for: Cell.self)`, `Bundle.module`, `Bundle.main`): the one spelling the renderer writes and migration
    /// compares call sites with.
    public func expression(for typeName: String) -> String {
        switch self {
        case .forClass: "Bundle(for: \(typeName).self)"
        case .module: "Bundle.module"
        case .main: "Bundle.main"
        }
    }

    /// The bundle in words, for generated documentation comments.
    public func description(for typeName: String) -> String {
        switch self {
        case .forClass: "the bundle of `\(typeName)`"
        case .module: "the target's resource bundle (`Bundle.module`)"
        case .main: "the main bundle"
        }
    }
}
