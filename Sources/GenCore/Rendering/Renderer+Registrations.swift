import Mustache

// MARK: - Cell and supplementary registrations

extension Renderer {
    /// Adds the registration fields of a type to its context (`cellRegistration`, `supplementaryRegistration`;
    /// `false` where they do not apply, so both templates render in strict mode) and returns whether one applies.
    ///
    /// They go to the topmost `Reusable` adopter of a UIKit collection view cell or reusable view (AppKit has no
    /// registration API). A final class registers its own class; a class that may have subclasses gets a method
    /// generic over its subclasses, so that a registration asked for a subclass creates the subclass (Swift lets a
    /// class method name `Self` only as its result). `instantiate(creator:)` needs `Self` in a parameter, which
    /// only a protocol extension allows: the templates declare it beside `instantiate()`, not per type.
    ///
    /// `nibLoadable` tells whether `NibLoadable` has the library's `nib` (`APISupply.fits`): a class that may have
    /// subclasses is then registered by the nib of a `NibLoadable` subclass, else by class.
    func addRegistrationFields(
        _ type: ResolvedType, swiftName: String, roots: MixinSet, nibLoadable: Bool,
        to fields: inout [String: TemplateValue]
    ) -> Bool {
        let isReusableRoot = roots.contains(MixinSet(.reusable))
        let taken = Self.namesInScope(of: type, swiftName: swiftName)
        var cellRegistration: TemplateValue = false
        var supplementaryRegistration: TemplateValue = false
        var applies = false
        if isReusableRoot && type.kind == .collectionViewCell {
            applies = true
            let item = Self.freeName("Item", taken: taken)
            var value = registration(
                type, swiftName: swiftName, parameter: Self.freeName("Cell", taken: taken),
                trailing: [item], nibLoadable: nibLoadable)
            value["item"] = .string(item)
            value["availability"] = Self.availability(Self.iOS14, for: type)
            cellRegistration = .object(value)
        }
        if isReusableRoot && type.kind == .collectionReusableView {
            applies = true
            var value = registration(
                type, swiftName: swiftName, parameter: Self.freeName("Supplementary", taken: taken), trailing: [],
                nibLoadable: nibLoadable)
            value["availability"] = Self.availability(Self.iOS14, for: type)
            supplementaryRegistration = .object(value)
        }
        fields["cellRegistration"] = cellRegistration
        fields["supplementaryRegistration"] = supplementaryRegistration
        return applies
    }

    /// UIKit's cell and supplementary registrations: iOS 14, tvOS 14.
    static let iOS14 = MemberAvailability(required: [
        .init(platform: "iOS", version: "14.0"), .init(platform: "tvOS", version: "14.0"),
    ])

    /// The `availability` field of a helper: its attribute fitted inside the type's, as an array of `{attribute}`.
    static func availability(_ availability: MemberAvailability, for type: ResolvedType) -> TemplateValue {
        .array(availability.attribute(within: type.availability).map { [["attribute": .string($0)]] } ?? [])
    }

    /// The fields shared by both registrations: the registered type (the class, or a generic parameter bound to
    /// it when the class may have subclasses), the method's generic parameter clause, and how the registration
    /// creates views (`byNib`, `bySubclassNib`: by class unless a subclass is `NibLoadable`, `byClass`).
    private func registration(
        _ type: ResolvedType, swiftName: String, parameter: String, trailing: [String], nibLoadable: Bool
    ) -> [String: TemplateValue] {
        let registered = type.isFinal ? swiftName : parameter
        let parameters = (type.isFinal ? [] : ["\(parameter): \(swiftName)"]) + trailing
        let byNib = type.mixins.contains(.nibLoadable)
        return [
            "registered": .string(registered),
            "genericParameters": .string(parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">"),
            "byNib": .bool(byNib),
            "bySubclassNib": .bool(!byNib && !type.isFinal && nibLoadable),
            "byClass": .bool(!byNib && (type.isFinal || !nibLoadable)),
        ]
    }

    /// The identifiers a generated generic parameter must not take: the first component of the type's name (a
    /// constraint names the type) and every identifier in the generic clauses in scope (Swift 6 forbids
    /// shadowing an outer generic parameter; constraint names are included, which is merely cautious).
    static func namesInScope(of type: ResolvedType, swiftName: String) -> Set<String> {
        var names: Set<String> = []
        let first = swiftName.prefix { $0 != "." }
        names.insert(String(first.filter { $0 != "`" }))
        for clause in type.genericParametersInScope {
            var current = ""
            for scalar in clause.unicodeScalars {
                if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    current.unicodeScalars.append(scalar)
                } else if !current.isEmpty {
                    names.insert(current)
                    current = ""
                }
            }
            if !current.isEmpty { names.insert(current) }
        }
        return names
    }

    /// `preferred`, or the first of `preferred1`, `preferred2`, … that is not taken.
    static func freeName(_ preferred: String, taken: Set<String>) -> String {
        guard taken.contains(preferred) else { return preferred }
        var suffix = 1
        while taken.contains(preferred + String(suffix)) { suffix += 1 }
        return preferred + String(suffix)
    }
}
