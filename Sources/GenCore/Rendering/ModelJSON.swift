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
        if !model.interfaceBuilderConnections.isEmpty {
            writer.key("interfaceBuilderConnections")
            writer.openArray()
            for checked in model.interfaceBuilderConnections {
                writer.openObject()
                writer.key("name"); writer.string(checked.name)
                writer.key("file"); writer.string(checked.location.path)
                writer.key("line"); writer.number(checked.location.line)
                writer.key("outlets"); writer.strings(checked.outlets)
                writer.key("actions"); writer.strings(checked.actions)
                writer.key("runtimeAttributes"); writer.strings(checked.runtimeAttributes)
                writer.closeObject()
            }
            writer.closeArray()
        }
        writer.key("diagnostics")
        writer.openArray()
        for diagnostic in diagnostics {
            writeDiagnostic(diagnostic, into: &writer)
            for note in diagnostic.notes { writeDiagnostic(note, into: &writer) }
        }
        writer.closeArray()
        writer.closeObject()
        return writer.document
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
        for member in type.providedMembers.sorted(by: {
            ($0.location, $0.name.rawValue) < ($1.location, $1.name.rawValue)
        }) {
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
        writer.key("message"); writer.string(diagnostic.printedMessage)
        writer.closeObject()
    }
}
