// MARK: - ObjectiveCMembers

/// The instance properties and methods a class body or extension declares, as the Objective-C runtime sees them:
/// what a XIB's or storyboard's outlets, actions and runtime attributes may name.
public struct ObjectiveCMembers: Sendable, Hashable {
    /// The key-value coding names of the properties visible to Objective-C (`@IBOutlet`, `@IBInspectable`, `@objc`,
    /// `@objc(name)`, `dynamic`, `@NSManaged`, `override`), in order.
    public var properties: [String] = []
    /// The other instance properties, in order: visible only when the class is `@objcMembers`.
    public var hiddenProperties: [String] = []
    /// The selectors of the methods visible to Objective-C (`@IBAction`, `@objc`, `@objc(selector)`, `dynamic`,
    /// `override`), spelled as Swift exposes them (`didTap:`, `didTapWithSender:`, `didTap`), in order.
    public var selectors: [String] = []
    /// The selectors the other instance methods would have: visible only when the class is `@objcMembers`.
    public var hiddenSelectors: [String] = []
    /// The base names of methods whose selector cannot be told from the header (`async`, `throws`): any selector
    /// starting with one of them is taken as provided.
    public var uncertainMethodNames: [String] = []
    /// The properties written with `@IBOutlet`, with where each is declared, in order.
    public var declaredOutlets: [DeclaredOutlet] = []

    public init() {}

    /// Whether nothing was recorded.
    public var isEmpty: Bool {
        properties.isEmpty && hiddenProperties.isEmpty && selectors.isEmpty && hiddenSelectors.isEmpty
            && uncertainMethodNames.isEmpty && declaredOutlets.isEmpty
    }

    /// Adds another declaration's members (an extension's, a superclass's).
    public mutating func formUnion(_ other: ObjectiveCMembers) {
        properties += other.properties
        hiddenProperties += other.hiddenProperties
        selectors += other.selectors
        hiddenSelectors += other.hiddenSelectors
        uncertainMethodNames += other.uncertainMethodNames
        declaredOutlets += other.declaredOutlets
    }

    /// The members with every hidden one made visible, as `@objcMembers` does.
    public var exposingEveryMember: ObjectiveCMembers {
        var exposed = self
        exposed.properties += hiddenProperties
        exposed.selectors += hiddenSelectors
        exposed.hiddenProperties = []
        exposed.hiddenSelectors = []
        return exposed
    }

    // MARK: - Spelling

    /// The attributes and modifiers that make a property or method visible to Objective-C.
    static func isVisible(_ attributes: [String]) -> Bool {
        attributes.contains { attribute in
            switch attribute {
            case "@IBOutlet", "@IBAction", "@IBInspectable", "@GKInspectable", "@objc", "@NSManaged", "dynamic",
                "override":
                true
            default: attribute.hasPrefix("@objc(")
            }
        }
    }

    /// The name given with `@objc(name)`, if any.
    static func objectiveCName(in attributes: [String]) -> String? {
        for attribute in attributes where attribute.hasPrefix("@objc(") && attribute.hasSuffix(")") {
            let name = attribute.dropFirst("@objc(".count).dropLast()
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The selectors Swift gives a method of this base name and argument labels (`_` for none): `didTap`,
    /// `didTap:` for `(_ sender:)`, `didTapWithSender:` for `(sender:)`, `didTap:forEvent:`. Swift leaves out the
    /// `With` when the first label starts with a preposition or the name ends with one (`scroll(to:)` is
    /// `scrollTo:`); both spellings are given then, so neither is ever wrongly missing.
    static func selectors(name: String, labels: [String]) -> [String] {
        guard let first = labels.first else { return [name] }
        var rest = ""
        for label in labels.dropFirst() { rest += (label == "_" ? "" : label) + ":" }
        guard first != "_" else { return [name + ":" + rest] }
        let capitalized = first.prefix(1).uppercased() + first.dropFirst()
        let withWith = name + "With" + capitalized + ":" + rest
        guard isPreposition(firstWord(of: first)) || isPreposition(lastWord(of: name)) else { return [withWith] }
        return [name + capitalized + ":" + rest, withWith]
    }

    /// The prepositions Swift's naming rules know (its `PartsOfSpeech` table).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first camel-case word: `for` of `forEvent`.
    private static func firstWord(of name: String) -> Substring {
        let end = name.dropFirst().firstIndex { $0.isUppercase } ?? name.endIndex
        return name[..<end]
    }

    /// The last camel-case word: `For` of `searchFor`.
    private static func lastWord(of name: String) -> Substring {
        let start = name.lastIndex { $0.isUppercase } ?? name.startIndex
        return name[start...]
    }
}
