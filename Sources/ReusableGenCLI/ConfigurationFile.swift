import GenCore

// MARK: - ConfigurationFile

/// The options read from a configuration file (`--config FILE`, or `reusable-gen.json` in the current directory);
/// every value is `nil`, `false` or empty when the file does not set it, so that the command line can override what
/// the file says. Its keys and their decoding come from `Option.all`.
@dynamicMemberLookup
public struct ConfigurationFile: Sendable, Hashable {
    /// The values the file sets.
    public var values = OptionValues()

    /// Every key a configuration file may contain.
    public static var keys: [String] { Option.configurationKeys }

    /// A configuration that sets nothing.
    public init() {}

    /// A value by its `OptionValues` name (`configuration.platform`).
    public subscript<Value>(dynamicMember path: WritableKeyPath<OptionValues, Value>) -> Value {
        get { values[keyPath: path] }
        set { values[keyPath: path] = newValue }
    }

    // MARK: - Decoding

    /// Reads a configuration from a file's bytes; problems (syntax, unknown keys, wrong types) are errors at their
    /// line and column, and every valid key is still applied.
    public static func decode(_ file: SourceFile) -> (configuration: ConfigurationFile, diagnostics: [Diagnostic]) {
        var decoder = Decoding(file: file)
        do {
            let root = try JSONDocument.parse(file.bytes)
            decoder.decodeRoot(root)
        } catch {
            decoder.report(error.message, at: error.offset)
        }
        // Repeated keys are reported before their object's members are read: sorted, the file's order.
        return (decoder.configuration, decoder.diagnostics.sorted())
    }
}

extension ConfigurationFile {
    // MARK: - Decoding

    /// The state of decoding one configuration file; `Option.all`'s entries read their values through it.
    struct Decoding {
        let file: SourceFile
        var configuration = ConfigurationFile()
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile) {
            self.file = file
        }

        mutating func report(_ message: String, at offset: Int) {
            diagnostics.append(Diagnostic(.error, message, at: file.location(at: offset)))
        }

        mutating func decodeRoot(_ root: JSONValue) {
            for member in uniqueMembers(of: root, "the configuration must be a JSON object") { decodeMember(member) }
        }

        /// The members of an object, each key once: a repeated key is reported at its position and left out. A value
        /// of another kind is reported as not meeting `expectation` and has no members.
        private mutating func uniqueMembers(of value: JSONValue, _ expectation: String) -> [JSONValue.Member] {
            guard case .object(let members) = value.content else {
                report("\(expectation), not \(value.kindDescription)", at: value.offset)
                return []
            }
            var seen = Set<String>()
            var unique: [JSONValue.Member] = []
            for member in members {
                if seen.insert(member.key).inserted {
                    unique.append(member)
                } else {
                    report("duplicate key '\(member.key)'", at: member.keyOffset)
                }
            }
            return unique
        }

        private mutating func decodeMember(_ member: JSONValue.Member) {
            guard let option = Option.all.first(where: { $0.key == member.key }) else {
                let hint = Suggestion.closest(to: member.key, in: ConfigurationFile.keys).map {
                    " (did you mean '\($0)'?)"
                }
                report("unknown key '\(member.key)'\(hint ?? "")", at: member.keyOffset)
                return
            }
            option.decode(&self, member.value, member.key)
            if member.key == "template" { configuration.templateLocation = file.location(at: member.value.offset) }
        }

        // MARK: - Typed values

        mutating func string(_ value: JSONValue, for key: String) -> String? {
            guard case .string(let text) = value.content else {
                report("'\(key)' must be a string, not \(value.kindDescription)", at: value.offset)
                return nil
            }
            if text.isEmpty {
                report("'\(key)' must not be empty", at: value.offset)
                return nil
            }
            return text
        }

        mutating func boolean(_ value: JSONValue, for key: String) -> Bool? {
            guard case .bool(let flag) = value.content else {
                report("'\(key)' must be true or false, not \(value.kindDescription)", at: value.offset)
                return nil
            }
            return flag
        }

        mutating func strings(_ value: JSONValue, for key: String) -> [String] {
            guard case .array(let elements) = value.content else {
                report("'\(key)' must be an array of strings, not \(value.kindDescription)", at: value.offset)
                return []
            }
            var result: [String] = []
            for element in elements {
                guard case .string(let text) = element.content else {
                    report(
                        "each element of '\(key)' must be a string, not \(element.kindDescription)", at: element.offset)
                    continue
                }
                result.append(text)
            }
            return result
        }

        mutating func choice<Value: RawRepresentable & CaseIterable>(
            _ value: JSONValue, for key: String
        ) -> Value? where Value.RawValue == String {
            guard case .string(let text) = value.content else {
                report("'\(key)' must be a string, not \(value.kindDescription)", at: value.offset)
                return nil
            }
            if let parsed = Value(rawValue: text) { return parsed }
            let accepted = Value.allCases.map(\.rawValue).joined(separator: ", ")
            report("invalid value '\(text)' for '\(key)' (expected one of: \(accepted))", at: value.offset)
            return nil
        }

        mutating func checks(_ value: JSONValue) -> [DiagnosticCheck: CheckSetting] {
            var result: [DiagnosticCheck: CheckSetting] = [:]
            for member in uniqueMembers(
                of: value, "'checks' must be an object mapping check names to warning, error or off")
            {
                guard let check = DiagnosticCheck(name: member.key) else {
                    let hint =
                        Suggestion.closest(to: member.key, in: DiagnosticCheck.names).map { "did you mean '\($0)'? " }
                        ?? ""
                    report(
                        "unknown check '\(member.key)' (\(hint)expected one of: \(DiagnosticCheck.names.joined(separator: ", ")))",
                        at: member.keyOffset)
                    continue
                }
                let setting: CheckSetting? = choice(member.value, for: member.key)
                if let setting { result[check] = setting }
            }
            return result
        }

        mutating func kinds(_ value: JSONValue) -> [String: TypeKind] {
            var result: [String: TypeKind] = [:]
            let names = TypeKind.allCases.filter { $0 != .unknown }.map(\.rawValue)
            for member in uniqueMembers(of: value, "'baseClassKinds' must be an object mapping class names to kinds") {
                guard case .string(let text) = member.value.content else {
                    report(
                        "the kind of '\(member.key)' must be a string, not \(member.value.kindDescription)",
                        at: member.value.offset)
                    continue
                }
                guard let kind = TypeKind(rawValue: text), kind != .unknown else {
                    let hint = Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'? " } ?? ""
                    report(
                        "unknown kind '\(text)' for '\(member.key)' (\(hint)expected one of: \(names.joined(separator: ", ")))",
                        at: member.value.offset)
                    continue
                }
                result[member.key] = kind
            }
            return result
        }
    }
}
