// MARK: - TemplateValue

/// The data a Mustache template renders: the JSON data model, decodable from JSON and writable as Swift literals.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TemplateValue])
    case object([String: TemplateValue])
}

// MARK: - Literals

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }

    /// Creates a Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// Creates a number value from an integer.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// Creates a number value.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// Creates an array value.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }

    /// Creates an object value; a later duplicate key replaces an earlier one.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = [String: TemplateValue](minimumCapacity: elements.count)
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }

    /// Creates the null value.
    public init(nilLiteral: ()) { self = .null }
}

// MARK: - Decodable

extension TemplateValue: Decodable {
    /// Decodes any JSON value: null, Boolean, number, string, array or object, nested to any depth the decoder allows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TemplateValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: TemplateValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }
}

// MARK: - Rendering semantics

extension TemplateValue {
    /// Whether a section renders its content for this value: false, null and the empty list are falsey, all else
    /// (the empty string and zero too) is truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .array(let items): !items.isEmpty
        case .number, .string, .object: true
        }
    }

    /// The text an interpolation tag writes: integers without a fraction, other numbers in shortest round-trip form,
    /// null as nothing, and arrays and objects as nothing (integers below 10^16 in magnitude print all digits).
    public var interpolatedText: String {
        switch self {
        case .null, .array, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .number(let value): Self.text(of: value)
        }
    }

    /// The value stored under `key` when this is an object, else `nil`.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    private static func text(of number: Double) -> String {
        if number.magnitude < 1e16, Double(Int64(number)) == number {
            return String(Int64(number))
        }
        return String(number)
    }
}
