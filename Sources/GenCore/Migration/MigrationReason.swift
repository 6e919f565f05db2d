// MARK: - MigrationReason

/// Why `migrate` left a call site as it was; the raw value is the stable name printed in brackets.
public enum MigrationReason: String, Sendable, Hashable, CaseIterable, Comparable {
    case classNotNamed = "migrate-class-not-named"
    case classNotInSources = "migrate-class-not-in-sources"
    case ambiguousClassName = "migrate-ambiguous-class-name"
    case notReusableKind = "migrate-not-a-reusable-view"
    case genericClass = "migrate-generic-class"
    case notExtensible = "migrate-not-extensible"
    case identifierNotStatic = "migrate-identifier-not-static"
    case severalIdentifiers = "migrate-several-identifiers"
    case identifierNotClassName = "migrate-identifier-not-class-name"
    case identifierShared = "migrate-identifier-shared"
    case storyboardPrototype = "migrate-storyboard-prototype"
    case xibIdentifier = "migrate-xib-identifier"
    case dequeueWithoutIndexPath = "migrate-dequeue-without-index-path"
    case mixedRegistration = "migrate-mixed-registration"
    case nibNotReproducible = "migrate-nib-not-reproducible"
    case nibBundle = "migrate-nib-bundle"
    case customIdentifierNotLiteral = "migrate-custom-identifier-not-literal"
    case homeGrownIdentifier = "migrate-home-grown-identifier"
    case homeGrownAPI = "migrate-home-grown-api"
    case superclassConflict = "migrate-superclass-conflict"
    case conditionalCast = "migrate-conditional-cast"
    case optionalReceiver = "migrate-optional-receiver"
    case failsBuildCheck = "migrate-fails-build-check"
    case unverified = "migrate-unverified"

    public static func < (lhs: MigrationReason, rhs: MigrationReason) -> Bool { lhs.rawValue < rhs.rawValue }
}
