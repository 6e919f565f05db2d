import GenCore

// MARK: - JSONValue

/// A JSON value with the byte offset where it starts, so that a reader of it can report positions.
struct JSONValue: Sendable, Hashable {
    /// One member of an object, with the offset of its key.
    struct Member: Sendable, Hashable {
        var key: String
        var keyOffset: Int
        var value: JSONValue
    }

    /// What the value is.
    enum Content: Sendable, Hashable {
        case object([Member])
        case array([JSONValue])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var content: Content
    var offset: Int

    /// The kind of value in words, for "must be …, not …" messages.
    var kindDescription: String {
        switch content {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }
}
