import Testing
@testable import GenCore

// MARK: - One scenario per check

/// Swift whose line 2 declares the class, and IB files, that give exactly one diagnostic of `check`.
struct CheckScenario: CustomTestStringConvertible, Sendable {
    var check: DiagnosticCheck
    var swift: String
    var files: [(String, String)]
    var severity: Severity
    /// The settings the scenario runs with: those that turn an opt-in check on.
    var enabling: [DiagnosticCheck: CheckSetting] = [:]
    var testDescription: String { check.name }

    /// The formatted diagnostics of the whole pipeline, with a comment line inserted above the class and settings
    /// (over the scenario's own).
    func diagnostics(comment: String? = nil, settings: [DiagnosticCheck: CheckSetting] = [:]) -> [Diagnostic] {
        var lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let comment { lines.insert(comment, at: 1) }
        var options = GenerationOptions()
        options.moduleName = "App"
        options.checks = enabling.merging(settings) { $1 }
        return Generator.generate(
            swiftFiles: [SourceFile(path: "App.swift", text: lines.joined(separator: "\n"))],
            interfaceFiles: files.map { SourceFile(path: $0.0, text: $0.1) },
            options: options
        ).diagnostics
    }
}

private func xib(_ objects: String) -> String { Inline.xib(objects) }

private func storyboard(initial: String? = nil, _ scenes: String) -> String {
    Inline.storyboard(initial: initial, scenes)
}

private let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView"/>"#

@Suite struct CheckSuppressionTests {
    static let scenarios: [CheckScenario] = [
        CheckScenario(
            check: .missingXIB, swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            files: [("Other.xib", xib(#"<view id="v-1"/>"#))], severity: .warning),
        CheckScenario(
            check: .missingStoryboard,
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            files: [("Other.xib", xib(#"<view id="v-1"/>"#))], severity: .warning),
        CheckScenario(
            check: .missingScene,
            swift: """
                import UIKit
                final class FeedViewController: UIViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            files: [
                (
                    "Main.storyboard",
                    storyboard(
                        #"<scene sceneID="s"><objects><viewController id="c" sceneMemberID="viewController"/></objects></scene>"#
                    )
                )
            ],
            severity: .warning),
        CheckScenario(
            check: .rootViewClass, swift: "import UIKit\nfinal class CardView: UIView, NibLoadable {}\n",
            files: [("CardView.xib", xib(#"<view id="v-1" customClass="OtherView"/>"#))], severity: .error),
        CheckScenario(
            check: .sceneClass,
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            files: [
                (
                    "LoginViewController.storyboard",
                    storyboard(
                        initial: "c",
                        #"<scene sceneID="s"><objects><viewController id="c" customClass="Other" sceneMemberID="viewController"/></objects></scene>"#
                    )
                )
            ],
            severity: .error),
        CheckScenario(
            check: .reuseIdentifier, swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            files: [
                (
                    "ProfileCell.xib",
                    xib(#"<tableViewCell id="c-1" reuseIdentifier="Profile" customClass="ProfileCell"/>"#)
                )
            ],
            severity: .error),
        CheckScenario(
            check: .prototypeIdentifier, swift: "import UIKit\nfinal class PostCell: UITableViewCell, Reusable {}\n",
            files: [
                (
                    "Main.storyboard",
                    storyboard(
                        #"<scene sceneID="s"><objects><tableViewController id="c" sceneMemberID="viewController"><tableView id="t"><prototypes><tableViewCell id="p" reuseIdentifier="Post" customClass="PostCell"/></prototypes></tableView></tableViewController></objects></scene>"#
                    )
                )
            ],
            severity: .warning),
        CheckScenario(
            check: .filesOwnerClass, swift: "import UIKit\nfinal class HeaderView: UIView, NibOwnerLoadable {}\n",
            files: [("HeaderView.xib", xib(owner + #"<view id="v-1"/>"#))], severity: .warning),
        CheckScenario(
            check: .ownerOutlet, swift: "import UIKit\nfinal class BannerView: UIView, NibOwnerLoadable {}\n",
            files: [
                (
                    "BannerView.xib",
                    xib(
                        """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView"><connections>\
                        <outlet property="titleLabel" destination="l-1" id="o-1"/></connections></placeholder>
                        <view id="v-1"><subviews><label id="l-1"/></subviews></view>
                        """)
                )
            ],
            severity: .error),
        CheckScenario(
            check: .ownerRecursion, swift: "import UIKit\nfinal class BannerView: UIView, NibOwnerLoadable {}\n",
            files: [("BannerView.xib", xib(owner + #"<view id="v-1" customClass="BannerView"/>"#))], severity: .warning),
        CheckScenario(
            check: .uncheckedScene,
            swift: """
                import UIKit
                final class ThemeViewController: UIViewController, StoryboardSceneBased {
                    static var sceneStoryboard: UIStoryboard { Theme.current }
                }
                """,
            files: [("Other.xib", xib(#"<view id="v-1"/>"#))], severity: .note),
        CheckScenario(
            check: .unknownOutlet, swift: "import UIKit\nfinal class CardView: UIView {}\n",
            files: [
                (
                    "CardView.xib",
                    xib(
                        #"<view id="v-1" customClass="CardView"><connections>"#
                            + #"<outlet property="titleLabel" destination="v-1" id="o-1"/></connections></view>"#)
                )
            ], severity: .warning),
        CheckScenario(
            check: .unknownAction, swift: "import UIKit\nfinal class CardView: UIView {}\n",
            files: [
                (
                    "CardView.xib",
                    xib(
                        #"<view id="v-1" customClass="CardView"><subviews><button id="b-1"><connections>"#
                            + #"<action selector="tap:" destination="v-1" eventType="touchUpInside" id="a-1"/>"#
                            + #"</connections></button></subviews></view>"#)
                )
            ], severity: .warning),
        CheckScenario(
            check: .unknownRuntimeAttribute, swift: "import UIKit\nfinal class CardView: UIView { var radius = 0 }\n",
            files: [
                (
                    "CardView.xib",
                    xib(
                        #"<view id="v-1" customClass="CardView"><userDefinedRuntimeAttributes>"#
                            + #"<userDefinedRuntimeAttribute type="number" keyPath="radius"><real key="value" value="1"/>"#
                            + #"</userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view>"#)
                )
            ], severity: .warning),
        CheckScenario(
            check: .unusedOutlet,
            swift: "import UIKit\nfinal class CardView: UIView { @IBOutlet var subtitleLabel: UILabel! }\n",
            files: [("CardView.xib", xib(#"<view id="v-1" customClass="CardView"/>"#))], severity: .warning,
            enabling: [.unusedOutlet: .warning]),
    ]

    @Test func everyCheckHasAScenario() {
        #expect(Set(Self.scenarios.map(\.check)) == Set(DiagnosticCheck.allCases))
    }

    /// An opt-in check says nothing until the configuration turns it on; the others run unless turned off.
    @Test(arguments: scenarios)
    func onlyTheOptInCheckIsOffByDefault(_ scenario: CheckScenario) {
        var unset = scenario
        unset.enabling = [:]
        #expect(unset.diagnostics().count == (scenario.check.isOptIn ? 0 : 1))
        #expect(scenario.check.isOptIn == (scenario.check == .unusedOutlet))
    }

    @Test(arguments: scenarios)
    func theScenarioGivesOneDiagnosticOfItsCheck(_ scenario: CheckScenario) {
        let found = scenario.diagnostics()
        #expect(found.map(\.check) == [scenario.check])
        #expect(found.map(\.severity) == [scenario.severity])
        #expect(found.first?.name == scenario.check.name)
        #expect(found.first?.printedMessage == (found.first?.message ?? "") + " [\(scenario.check.name)]")
        #expect(found.first?.location?.line == 2)
    }

    @Test(arguments: scenarios)
    func aCommentAboveTheClassSilencesIt(_ scenario: CheckScenario) {
        #expect(scenario.diagnostics(comment: "// reusable-gen:disable:next \(scenario.check.name)") == [])
        #expect(scenario.diagnostics(comment: "// reusable-gen:disable:next all") == [])
        // Another check's name leaves it alone.
        let other = DiagnosticCheck.allCases.first { $0 != scenario.check }!
        #expect(scenario.diagnostics(comment: "// reusable-gen:disable:next \(other.name)").count == 1)
    }

    @Test(arguments: scenarios)
    func theConfigurationSilencesOrRegradesIt(_ scenario: CheckScenario) {
        #expect(scenario.diagnostics(settings: [scenario.check: .off]) == [])
        #expect(scenario.diagnostics(settings: [scenario.check: .error]).map(\.severity) == [.error])
        #expect(scenario.diagnostics(settings: [scenario.check: .warning]).map(\.severity) == [.warning])
    }
}

// MARK: - Comment forms

@Suite struct SuppressionCommentTests {
    private let scenario = CheckSuppressionTests.scenarios[0]

    /// The missing-XIB scenario with the given Swift, as formatted diagnostics.
    private func run(_ swift: String) -> [String] {
        var changed = scenario
        changed.swift = swift
        return changed.diagnostics().map(\.formatted)
    }

    @Test func disableNextReachesTheDeclarationThroughItsAttributes() {
        #expect(
            run(
                """
                import UIKit
                // reusable-gen:disable:next ib-missing-xib - registered by class in Objective-C
                @objc(LegacyProfileCell)
                @available(iOS 15, *)
                final class ProfileCell: UITableViewCell, NibReusable {}
                """) == [])
        // A blank-free line of other code in between ends it.
        #expect(
            run(
                """
                import UIKit
                // reusable-gen:disable:next ib-missing-xib
                let spacing = 8
                final class ProfileCell: UITableViewCell, NibReusable {}
                """
            ).count == 1)
    }

    /// `disable:previous` applies to the line of code before the comment's line, as SwiftLint's does, also when the
    /// comment ends a line of code.
    @Test func disablePreviousIsTheLineOfCodeAbove() {
        #expect(
            run(
                """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {}

                // reusable-gen:disable:previous ib-missing-xib
                """) == [])
        #expect(
            run(
                """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {}
                let spacing = 8 // reusable-gen:disable:previous ib-missing-xib
                """) == [])
        // At the end of the class's own line it names the line above, which holds no class.
        #expect(
            run(
                """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {} // reusable-gen:disable:previous ib-missing-xib
                """
            ).count == 1)
    }

    @Test func disableThisAndRegions() {
        #expect(
            run(
                """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {} // reusable-gen:disable:this ib-missing-xib
                """) == [])
        #expect(
            run(
                """
                import UIKit
                // reusable-gen:disable ib-missing-xib ib-reuse-identifier
                final class ProfileCell: UITableViewCell, NibReusable {}
                final class PhotoCell: UITableViewCell, NibReusable {}
                // reusable-gen:enable ib-missing-xib
                final class AvatarCell: UITableViewCell, NibReusable {}
                """) == [
                    """
                    App.swift:6:13: warning: 'AvatarCell' is NibLoadable but no XIB named 'AvatarCell' is among the inputs; \
                    add AvatarCell.xib to the target or provide 'static var nib' [ib-missing-xib]
                    """
                ])
    }

    @Test func aMarkerInAStringOrABlockCommentIsNotASuppressionComment() {
        let missing = """
            App.swift:3:13: warning: 'ProfileCell' is NibLoadable but no XIB named 'ProfileCell' is among the inputs; \
            add ProfileCell.xib to the target or provide 'static var nib' [ib-missing-xib]
            """
        #expect(
            run(
                """
                import UIKit
                let text = "// reusable-gen:disable:next ib-missing-xib"
                final class ProfileCell: UITableViewCell, NibReusable {}
                """) == [missing])
        #expect(
            run(
                """
                import UIKit
                /* see // reusable-gen:disable:next ib-missing-xib */
                final class ProfileCell: UITableViewCell, NibReusable {}
                """) == [missing])
    }

    @Test func unknownNamesAndActionsAreErrorsAtTheirPosition() {
        #expect(
            run(
                """
                import UIKit
                // reusable-gen:disable:next ib-missing-xip
                final class ProfileCell: UITableViewCell, NibReusable {}
                //reusable-gen:disabel ib-missing-xib
                """) == [
                    """
                    App.swift:2:30: error: unknown check 'ib-missing-xip' in a reusable-gen comment (did you mean \
                    'ib-missing-xib'? expected 'all' or one of: \(DiagnosticCheck.names.joined(separator: ", ")))
                    """,
                    """
                    App.swift:3:13: warning: 'ProfileCell' is NibLoadable but no XIB named 'ProfileCell' is among the \
                    inputs; add ProfileCell.xib to the target or provide 'static var nib' [ib-missing-xib]
                    """,
                    """
                    App.swift:4:16: error: unknown reusable-gen comment action 'disabel' (expected one of: disable, enable, \
                    disable:next, disable:this, disable:previous)
                    """,
                ])
    }
}
