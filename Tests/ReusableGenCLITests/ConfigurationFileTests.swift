import Testing
import GenCore
@testable import ReusableGenCLI

@Suite struct ConfigurationFileTests {
    private func decode(_ text: String) -> (configuration: ConfigurationFile, messages: [String]) {
        let (configuration, diagnostics) = ConfigurationFile.decode(SourceFile(path: "config.json", text: text))
        return (configuration, diagnostics.map(\.formatted))
    }

    @Test func everyKeyIsDecoded() {
        let (configuration, messages) = decode(
            """
            {
              "template": "Templates/Cells.mustache",
              "platform": "appkit",
              "accessLevel": "public",
              "bundle": "module",
              "qualifiedIdentifiers": true,
              "exclude": ["**/Legacy/**", "*Tests.swift"],
              "baseClassKinds": {"BaseCell": "tableViewCell", "Pods.Card": "collectionViewCell"},
              "moduleName": "App",
              "warningsAsErrors": false,
              "checks": {"ib-missing-xib": "warning", "ib-owner-recursion": "off", "ib-prototype-identifier": "error"}
            }
            """)
        #expect(messages == [])
        var expected = ConfigurationFile()
        expected.template = "Templates/Cells.mustache"
        expected.templateLocation = SourceLocation(path: "config.json", line: 2, column: 15)
        expected.platform = .appkit
        expected.accessLevel = .public
        expected.bundle = .module
        expected.qualifiedIdentifiers = true
        expected.excludes = ["**/Legacy/**", "*Tests.swift"]
        expected.baseClassKinds = ["BaseCell": .tableViewCell, "Pods.Card": .collectionViewCell]
        expected.moduleName = "App"
        expected.warningsAsErrors = false
        expected.checks = [.missingXIB: .warning, .ownerRecursion: .off, .prototypeIdentifier: .error]
        #expect(configuration == expected)
    }

    @Test func unknownChecksAndSettingsAreErrorsAtTheirPosition() {
        let (configuration, messages) = decode(
            """
            {"checks": {
              "ib-missing-xip": "off",
              "ib-owner-recursion": "silent",
              "ib-missing-scene": "off"
            }}
            """)
        #expect(
            messages == [
                """
                config.json:2:3: error: unknown check 'ib-missing-xip' (did you mean 'ib-missing-xib'? expected one of: \
                \(DiagnosticCheck.names.joined(separator: ", ")))
                """,
                "config.json:3:25: error: invalid value 'silent' for 'ib-owner-recursion' (expected one of: warning, error, off)",
            ])
        #expect(configuration.checks == [.missingScene: .off])
        #expect(
            decode(#"{"checks": ["ib-missing-xib"]}"#).messages == [
                "config.json:1:12: error: 'checks' must be an object mapping check names to warning, error or off, not an array"
            ])
    }

    @Test func emptyObjectSetsNothing() {
        let (configuration, messages) = decode(" {} \n")
        #expect(messages == [])
        #expect(configuration == ConfigurationFile())
    }

    @Test func unknownKeysAreErrorsAtTheirPositionAndOtherKeysStillApply() {
        let (configuration, messages) = decode(
            "{\n  \"bundle\": \"main\",\n    \"tempate\": \"uikit\",\n  \"frobs\": 1\n}")
        #expect(
            messages == [
                "config.json:3:5: error: unknown key 'tempate' (did you mean 'template'?)",
                "config.json:4:3: error: unknown key 'frobs'",
            ])
        #expect(configuration.bundle == .main)
    }

    @Test(arguments: [
        (#"{"accessLevel": 3}"#, "config.json:1:17: error: 'accessLevel' must be a string, not a number"),
        (
            #"{"accessLevel": "open"}"#,
            "config.json:1:17: error: invalid value 'open' for 'accessLevel' (expected one of: internal, package, public)"
        ),
        (
            #"{"platform": "macos"}"#,
            "config.json:1:14: error: invalid value 'macos' for 'platform' (expected one of: auto, uikit, appkit)"
        ),
        (
            #"{"bundle": "app"}"#,
            "config.json:1:12: error: invalid value 'app' for 'bundle' (expected one of: class, module, main)"
        ),
        (
            #"{"qualifiedIdentifiers": "yes"}"#,
            "config.json:1:26: error: 'qualifiedIdentifiers' must be true or false, not a string"
        ),
        (#"{"warningsAsErrors": null}"#, "config.json:1:22: error: 'warningsAsErrors' must be true or false, not null"),
        (#"{"exclude": "*.swift"}"#, "config.json:1:13: error: 'exclude' must be an array of strings, not a string"),
        (
            #"{"exclude": ["a", 2]}"#,
            "config.json:1:19: error: each element of 'exclude' must be a string, not a number"
        ),
        (#"{"moduleName": ""}"#, "config.json:1:16: error: 'moduleName' must not be empty"),
        (#"{"template": ["uikit"]}"#, "config.json:1:14: error: 'template' must be a string, not an array"),
        (
            #"{"baseClassKinds": []}"#,
            "config.json:1:20: error: 'baseClassKinds' must be an object mapping class names to kinds, not an array"
        ),
        (
            #"{"baseClassKinds": {"B": true}}"#,
            "config.json:1:26: error: the kind of 'B' must be a string, not a Boolean"
        ),
        (
            #"{"baseClassKinds": {"B": "tableCell"}}"#,
            "config.json:1:26: error: unknown kind 'tableCell' for 'B' (did you mean 'tableViewCell'? expected one of: "
                + "tableViewCell, tableViewHeaderFooterView, collectionViewCell, collectionReusableView, view, viewController, "
                + "appKitTableCellView, appKitTableRowView, appKitCollectionViewItem, appKitView, appKitViewController)"
        ),
        (#"{"bundle": "main", "bundle": "class"}"#, "config.json:1:20: error: duplicate key 'bundle'"),
    ])
    func wrongValuesAreErrorsAtTheValue(text: String, message: String) {
        #expect(decode(text).messages == [message])
    }

    /// A key repeated inside `checks` or `baseClassKinds` is reported as the top level's are, also when its first
    /// value was wrong; the errors come in the file's order.
    @Test func repeatedKeysInNestedObjectsAreErrors() {
        let text =
            #"{"checks": {"ib-missing-xib": "loud", "ib-missing-xib": "off"}, "#
            + #""baseClassKinds": {"B": 1, "B": "view"}}"#
        #expect(
            decode(text).messages == [
                "config.json:1:31: error: invalid value 'loud' for 'ib-missing-xib' (expected one of: warning, error, off)",
                "config.json:1:39: error: duplicate key 'ib-missing-xib'",
                "config.json:1:89: error: the kind of 'B' must be a string, not a number",
                "config.json:1:92: error: duplicate key 'B'",
            ])
    }

    @Test(arguments: [
        ("", "config.json:1:1: error: the file is empty; expected a JSON object"),
        ("[1]", "config.json:1:1: error: the configuration must be a JSON object, not an array"),
        ("{\n  \"bundle\" \"main\"\n}", "config.json:2:12: error: expected ':' after the key"),
        ("{\"bundle\": \"main\",}", "config.json:1:19: error: expected a key in double quotes"),
        ("{\"bundle\": \"main\" \"x\": 1}", "config.json:1:19: error: expected ',' or '}' after an object member"),
        ("{\"exclude\": [\"a\" \"b\"]}", "config.json:1:18: error: expected ',' or ']' after an array element"),
        ("{\"bundle\": \"main", "config.json:1:12: error: unterminated string"),
        ("{\"bundle\": tru}", "config.json:1:12: error: expected a value"),
        ("{\"bundle\": 1.}", "config.json:1:12: error: invalid number '1.'"),
        ("{\"b\\q\": 1}", "config.json:1:4: error: invalid escape sequence in a string"),
        ("{\"b\\u12\": 1}", "config.json:1:4: error: '\\u' must be followed by four hexadecimal digits"),
        ("{\"b\n\": 1}", "config.json:1:4: error: control character in a string; escape it"),
        ("{} {}", "config.json:1:4: error: unexpected text after the JSON value"),
        ("é{}", "config.json:1:1: error: expected a value"),
        ("{\"é\": 1, \"x\" 2}", "config.json:1:15: error: expected ':' after the key"),
    ])
    func syntaxErrorsAreReportedAtTheirPosition(text: String, message: String) {
        #expect(decode(text).messages == [message])
    }

    @Test func escapesAreDecoded() {
        let (configuration, messages) = decode(#"{"moduleName": "A\u00e9\ud83d\ude00\n\"\\\/"}"#)
        #expect(messages == [])
        #expect(configuration.moduleName == "Aé😀\n\"\\/")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = "{\"exclude\": " + String(repeating: "[", count: 100_000) + "}"
        #expect(decode(text).messages == ["config.json:1:76: error: nesting is too deep"])
    }
}
