// MARK: - DeclaredAccess in generated code

extension DeclaredAccess {
    /// The access an option allows generated members to have.
    init(_ level: GenerationOptions.AccessLevel) {
        switch level {
        case .internal: self = .internal
        case .package: self = .package
        case .public: self = .public
        }
    }

    /// The keyword for a generated member with this access (`open` types get `public` members).
    var memberKeyword: String { self == .open ? "public" : rawValue }
}
