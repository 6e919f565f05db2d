// MARK: - KeyValueCodingKey

/// How a document's outlet or runtime attribute reaches a property: nib loading sets it with key-value coding,
/// which calls the setter `set<Key>:` with the key's first letter upper-cased, so the keys `containerView` and
/// `ContainerView` both set the property `containerView` (public apps connect outlets spelled both ways).
enum KeyValueCodingKey {
    /// The key or property name as its setter spells it: `ContainerView` for `containerView` and `ContainerView`.
    static func setterStem(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The names of the properties a key sets: itself, and itself with its first letter in the other case.
    static func propertyNames(reachedBy key: String) -> [String] {
        var names = [key]
        for other in [key.prefix(1).lowercased() + key.dropFirst(), setterStem(key)] where !names.contains(other) {
            names.append(other)
        }
        return names
    }
}
