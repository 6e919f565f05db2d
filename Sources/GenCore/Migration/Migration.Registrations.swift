// MARK: - Migration.Registrations

extension Migration {
    /// What the string-typed registrations of the sources register, by the type (bare name) that makes them: what
    /// attributes a dequeue without a cast, and what tells whether an `as? X` dequeue can fail.
    struct Registrations {
        /// By type, then by identifier: the classes registered (qualified when attributed, else as written).
        var classesByScope: [String: [String: Set<String>]] = [:]
        /// By type: the identifiers registered with a class the call does not name (a metatype or nib held elsewhere).
        var unnamedByScope: [String: Set<String>] = [:]
        /// The types with a registration whose identifier is not known.
        var scopesWithUnknownIdentifiers: Set<String> = []

        init(_ found: [FoundSite]) {
            for entry in found where entry.site.kind != .dequeueByIdentifier {
                let scope = entry.site.enclosingType.map(TypeReference.lastComponent(of:)) ?? ""
                guard let identifier = entry.identifier else {
                    scopesWithUnknownIdentifiers.insert(scope)
                    continue
                }
                if entry.typeName.isEmpty {
                    unnamedByScope[scope, default: []].insert(identifier)
                } else {
                    classesByScope[scope, default: [:]][identifier, default: []].insert(
                        entry.className ?? entry.typeName)
                }
            }
        }

        /// The classes registered with `identifier` anywhere in the sources.
        func classes(_ identifier: String) -> Set<String> {
            classesByScope.values.reduce(into: []) { $0.formUnion($1[identifier] ?? []) }
        }

        /// Whether a registration in the type has an identifier or a class migrate cannot read.
        func hasUnreadable(in scope: String) -> Bool {
            scopesWithUnknownIdentifiers.contains(scope) || unnamedByScope[scope]?.isEmpty == false
        }
    }
}
