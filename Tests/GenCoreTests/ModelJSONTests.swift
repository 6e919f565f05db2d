import Testing
@testable import GenCore

@Suite struct ModelJSONTests {
    static let files: [(String, String)] = [
        (
            "Sources/Cells.swift",
            """
            import UIKit
            #if os(iOS)
            final class PlainCell: UITableViewCell {}
            #endif
            final class ProfileCell: UITableViewCell, NibReusable {
                static var reuseIdentifier: String { "Profile" }
            }
            """
        ),
        (
            "Sources/Scenes.swift",
            """
            final class LoginViewController: UIViewController, StoryboardBased {}
            private final class Secret: UIView, NibOwnerLoadable {}
            """
        ),
    ]

    static func json(_ files: [(String, String)]) -> String {
        var options = GenerationOptions()
        options.format = .json
        return Generator.generate(
            swiftFiles: files.map { SourceFile(path: $0.0, text: $0.1) }, interfaceFiles: [], options: options
        ).output
    }

    @Test func printsTheDocumentedContract() {
        #expect(
            Self.json(Self.files) == """
                {
                  "generator" : "reusable-gen",
                  "types" : [
                    {
                      "name" : "LoginViewController",
                      "bareName" : "LoginViewController",
                      "kind" : "viewController",
                      "mixins" : [ "StoryboardBased" ],
                      "inheritedMixins" : [],
                      "file" : "Sources/Scenes.swift",
                      "line" : 1,
                      "column" : 13,
                      "conditions" : [],
                      "access" : "internal",
                      "isFinal" : true,
                      "genericParameters" : null,
                      "whereClause" : null,
                      "attributes" : [],
                      "superclassChain" : [ "UIViewController" ],
                      "subclasses" : [],
                      "providedMembers" : [],
                      "inheritedMembers" : []
                    },
                    {
                      "name" : "ProfileCell",
                      "bareName" : "ProfileCell",
                      "kind" : "tableViewCell",
                      "mixins" : [ "NibLoadable", "Reusable" ],
                      "inheritedMixins" : [],
                      "file" : "Sources/Cells.swift",
                      "line" : 5,
                      "column" : 13,
                      "conditions" : [],
                      "access" : "internal",
                      "isFinal" : true,
                      "genericParameters" : null,
                      "whereClause" : null,
                      "attributes" : [],
                      "superclassChain" : [ "UITableViewCell" ],
                      "subclasses" : [],
                      "providedMembers" : [
                        {
                          "name" : "reuseIdentifier",
                          "file" : "Sources/Cells.swift",
                          "line" : 6,
                          "literal" : "Profile"
                        }
                      ],
                      "inheritedMembers" : []
                    }
                  ],
                  "diagnostics" : [
                    {
                      "file" : "Sources/Scenes.swift",
                      "line" : 2,
                      "column" : 21,
                      "severity" : "note",
                      "message" : "'Secret' adopts NibOwnerLoadable but is private, so it cannot be extended from another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))"
                    }
                  ]
                }

                """)
    }

    @Test func isIdenticalForAnyInputOrderAndAcrossRuns() {
        let reference = Self.json(Self.files)
        #expect(Self.json(Self.files.reversed()) == reference)
        #expect(Self.json(Self.files) == reference)
    }

    @Test func escapesStrings() {
        #expect(JSONWriter.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
