import Testing
@testable import GenCore

// MARK: - WitnessAccessTests

/// A member that satisfies a mixin's requirement is as visible as the conformance needs: Swift requires a public
/// adopter of a public protocol to have public witnesses, whatever `--access-level` allows the rest of the API.
@Suite struct WitnessAccessTests {
    /// The lines of `Badge`'s extension that declare `reuseIdentifier` or `nib`, trimmed.
    private func witnessLines(_ source: String, access: GenerationOptions.AccessLevel = .internal) -> [String] {
        var options = GenerationOptions()
        options.accessLevel = access
        let result = Generator.generate(swiftFiles: [SourceFile(path: "App.swift", text: source)], options: options)
        let lines = result.output.split(separator: "\n").drop { !$0.hasPrefix("extension Badge") }
        return lines.map { String($0.drop { $0 == " " }) }.filter {
            $0.contains("static let reuseIdentifier") || $0.contains("static var reuseIdentifier")
                || $0.contains("static var nib:")
        }
    }

    @Test(
        arguments: [
            // The library's protocols are public: a public or open adopter needs public witnesses.
            (
                "import Reusable\nimport UIKit\nopen class Badge: UITableViewCell, NibReusable {}",
                [#"public nonisolated static var reuseIdentifier: String {"#]
            ),
            (
                "import Reusable\nimport UIKit\nfinal class Badge: UITableViewCell, Reusable {}",
                [
                    #"nonisolated static let reuseIdentifier = "Badge""#
                ]
            ),
            // The app's own public protocol: the same.
            (
                "import UIKit\npublic protocol Reusable: AnyObject { static var reuseIdentifier: String { get } }\n"
                    + "public final class Badge: UITableViewCell, Reusable {}",
                [#"public nonisolated static let reuseIdentifier = "Badge""#]
            ),
            // The app's own internal protocol, or the generated one: an internal conformance, internal witnesses.
            (
                "import UIKit\nprotocol Reusable: AnyObject { static var reuseIdentifier: String { get } }\n"
                    + "public final class Badge: UITableViewCell, Reusable {}",
                [#"nonisolated static let reuseIdentifier = "Badge""#]
            ),
            (
                "import UIKit\npublic final class Badge: UITableViewCell, Reusable {}",
                [
                    #"nonisolated static let reuseIdentifier = "Badge""#
                ]
            ),
        ] as [(String, [String])])
    func witnessesAreAsVisibleAsTheConformanceNeeds(_ source: String, _ expected: [String]) {
        #expect(witnessLines(source) == expected)
    }

    /// With `--access-level public` a generated protocol is public, and so are a public adopter's witnesses.
    @Test func aPublicAccessLevelMakesGeneratedProtocolsAndWitnessesPublic() {
        #expect(
            witnessLines("import UIKit\npublic final class Badge: UITableViewCell, NibReusable {}", access: .public)
                == [
                    #"public nonisolated static let reuseIdentifier = "Badge""#,
                    "public static var nib: UINib { UINib(nibName: nibName, bundle: Bundle(for: Badge.self)) }",
                ])
    }
}
