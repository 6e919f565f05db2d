// MARK: - ModelJSON

/// Writes the model and diagnostics as the documented JSON object (`--format json`), byte-for-byte stable:
/// fixed key order, two-space indentation, types sorted by name, diagnostics sorted by place.
public enum ModelJSON {
    /// The JSON document for a model; notes are listed as diagnostics of their own right after their diagnostic.
    public static func render(_ model: Model, diagnostics: [Diagnostic]) -> String {
        var writer = JSONWriter()
        writer.openObject()
        writer.key("generator"); writer.string("reusable-gen")
        writer.key("types")
        writer.openArray()
        for type in model.types { writeType(type, into: &writer) }
        writer.closeArray()
        writer.key("diagnostics")
        writer.openArray()
        for diagnostic in diagnostics {
            writeDiagnostic(diagnostic, into: &writer)
            for note in diagnostic.notes { writeDiagnostic(note, into: &writer) }
        }
        writer.closeArray()
        writer.closeObject()
        return writer.output + "\n"
    }

    private static func writeType(_ type: ResolvedType, into writer: inout JSONWriter) {
        writer.openObject()
        writer.key("name"); writer.string(type.name)
        writer.key("bareName"); writer.string(type.bareName)
        writer.key("kind"); writer.string(type.kind.rawValue)
        writer.key("mixins"); writer.strings(type.mixins.map(\.rawValue))
        writer.key("inheritedMixins"); writer.strings(type.inheritedMixins.map(\.rawValue))
        writer.key("file"); writer.string(type.location.path)
        writer.key("line"); writer.number(type.location.line)
        writer.key("column"); writer.number(type.location.column)
        writer.key("conditions"); writer.strings(type.conditions)
        writer.key("access"); writer.string(type.access.rawValue)
        writer.key("isFinal"); writer.bool(type.isFinal)
        writer.key("genericParameters"); writer.optionalString(type.genericParameters)
        writer.key("whereClause"); writer.optionalString(type.whereClause)
        writer.key("attributes"); writer.strings(type.attributes)
        writer.key("superclassChain"); writer.strings(type.superclassChain)
        writer.key("subclasses"); writer.strings(type.subclasses)
        writer.key("providedMembers")
        writer.openArray()
        for member in type.providedMembers.sorted(by: { ($0.location, $0.name.rawValue) < ($1.location, $1.name.rawValue) }) {
            writer.openObject()
            writer.key("name"); writer.string(member.name.rawValue)
            writer.key("file"); writer.string(member.location.path)
            writer.key("line"); writer.number(member.location.line)
            writer.key("literal"); writer.optionalString(member.literal)
            writer.closeObject()
        }
        writer.closeArray()
        writer.key("inheritedMembers"); writer.strings(type.inheritedMembers.map(\.rawValue))
        writer.closeObject()
    }

    private static func writeDiagnostic(_ diagnostic: Diagnostic, into writer: inout JSONWriter) {
        writer.openObject()
        writer.key("file"); writer.optionalString(diagnostic.location?.path)
        writer.key("line"); diagnostic.location.map { writer.number($0.line) } ?? writer.null()
        writer.key("column"); diagnostic.location.map { writer.number($0.column) } ?? writer.null()
        writer.key("severity"); writer.string(diagnostic.severity.rawValue)
        writer.key("message"); writer.string(diagnostic.message)
        writer.closeObject()
    }
}

// MARK: - JSONWriter

/// A minimal pretty-printing JSON writer in the layout of `JSONEncoder`'s `.prettyPrinted` (`"key" : value`).
struct JSONWriter {
    private(set) var output = ""
    private var depth = 0
    private var needsComma = false
    private var afterKey = false

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if needsComma { output += "," }
        if depth > 0 { output += "\n" + String(repeating: "  ", count: depth) }
    }

    mutating func key(_ name: String) {
        beginValue()
        output += Self.quoted(name) + " : "
        afterKey = true
    }

    mutating func openObject() { open("{") }
    mutating func closeObject() { close("}") }
    mutating func openArray() { open("[") }
    mutating func closeArray() { close("]") }

    private mutating func open(_ bracket: String) {
        beginValue()
        output += bracket
        depth += 1
        needsComma = false
    }

    private mutating func close(_ bracket: String) {
        depth -= 1
        if needsComma { output += "\n" + String(repeating: "  ", count: depth) }
        output += bracket
        needsComma = true
    }

    private mutating func scalar(_ text: String) {
        beginValue()
        output += text
        needsComma = true
    }

    mutating func string(_ value: String) { scalar(Self.quoted(value)) }
    mutating func optionalString(_ value: String?) { value.map { string($0) } ?? null() }
    mutating func number(_ value: Int) { scalar(String(value)) }
    mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }
    mutating func null() { scalar("null") }

    /// An inline array of strings: `[ "a", "b" ]`, or `[]` when empty.
    mutating func strings(_ values: [String]) {
        scalar(values.isEmpty ? "[]" : "[ " + values.map(Self.quoted).joined(separator: ", ") + " ]")
    }

    /// A JSON string literal with the mandatory escapes.
    static func quoted(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
