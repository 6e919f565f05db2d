// MARK: - MemberAvailability

/// The `@available` attribute of a generated member that needs an SDK API introduced in some OS versions, fitted
/// inside the availability of the type it extends: Swift warns when a member is more available than its scope.
///
/// Each platform the member needs gets the later of its version and the type's; every other platform the type
/// introduces in a version keeps that version; a platform the type marks unavailable is left out.
/// Attributes the type writes in other forms (`@available(*, deprecated)`, `@available(swift 5)`) do not
/// constrain the member.
struct MemberAvailability {
    /// A platform and the version it is introduced in, as written.
    struct Requirement: Equatable {
        var platform: String
        var version: String
    }

    /// What the member needs, in the order it is written: `iOS 14.0`, `tvOS 14.0`.
    var required: [Requirement]

    /// The attribute for a member of a type with the given `@available` attributes (as written), or `nil` when no
    /// platform is left to name.
    func attribute(within typeAttributes: [String]) -> String? {
        var introduced: [Requirement] = []
        var unavailable: Set<String> = []
        for attribute in typeAttributes {
            Self.read(attribute, introduced: &introduced, unavailable: &unavailable)
        }
        var result: [Requirement] = []
        for requirement in required where !unavailable.contains(requirement.platform) {
            var fitted = requirement
            for scope in introduced
            where scope.platform == requirement.platform
                && Self.isEarlier(fitted.version, than: scope.version)
            {
                fitted.version = scope.version
            }
            result.append(fitted)
        }
        for scope in introduced where !unavailable.contains(scope.platform) {
            if let index = result.firstIndex(where: { $0.platform == scope.platform }) {
                if Self.isEarlier(result[index].version, than: scope.version) { result[index].version = scope.version }
            } else {
                result.append(scope)
            }
        }
        guard !result.isEmpty else { return nil }
        return "@available(" + result.map { "\($0.platform) \($0.version)" }.joined(separator: ", ") + ", *)"
    }

    /// Collects the platforms an `@available(…)` attribute introduces (shorthand `iOS 15.0, *` or
    /// `iOS, introduced: 15.0`) or marks unavailable (`iOS, unavailable`).
    private static func read(_ attribute: String, introduced: inout [Requirement], unavailable: inout Set<String>) {
        guard attribute.hasPrefix("@available("), attribute.hasSuffix(")") else { return }
        let arguments = attribute.dropFirst("@available(".count).dropLast()
            .split(separator: ",").map { Self.trimmingSpaces($0) }
        guard let first = arguments.first, first != "*", first.lowercased() != "swift" else { return }
        let words = first.split(separator: " ")
        if words.count == 1 {
            // Long form: the platform, then labelled arguments.
            for argument in arguments.dropFirst() {
                if argument == "unavailable" { unavailable.insert(first) }
                let parts = argument.split(separator: ":", maxSplits: 1).map { Self.trimmingSpaces($0) }
                if parts.count == 2, parts[0] == "introduced", isVersion(parts[1]) {
                    introduced.append(Requirement(platform: first, version: parts[1]))
                }
            }
            return
        }
        for argument in arguments where argument != "*" {
            let parts = argument.split(separator: " ")
            guard parts.count == 2, parts[0].lowercased() != "swift", isVersion(String(parts[1])) else { continue }
            introduced.append(Requirement(platform: String(parts[0]), version: String(parts[1])))
        }
    }

    /// Whether the text is a dotted version number.
    private static func isVersion(_ text: String) -> Bool {
        !text.isEmpty
            && text.split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    /// Whether version `a` comes before `b`, component by component (missing components are 0).
    static func isEarlier(_ a: String, than b: String) -> Bool {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }
        let right = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0
            let r = index < right.count ? right[index] : 0
            if l != r { return l < r }
        }
        return false
    }

    /// The text without leading and trailing spaces.
    private static func trimmingSpaces(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
