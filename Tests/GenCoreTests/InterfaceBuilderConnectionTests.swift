import Foundation
import Testing
@testable import GenCore

// MARK: - Fixtures

/// Runs the generator on one folder of `Fixtures/InterfaceBuilderChecks/Connections/`, naming each file by its path
/// below that folder, with the module `App`.
private enum ConnectionFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilderChecks/Connections", isDirectory: true)

    static let checks: Set<DiagnosticCheck> = [.unknownOutlet, .unknownAction, .unknownRuntimeAttribute]

    /// The run's diagnostics of the connection checks.
    static func diagnostics(_ folder: String, edit: (String, String) -> String = { $1 }) throws -> [Diagnostic] {
        try run(folder, edit: edit).diagnostics.filter { $0.check.map(checks.contains) == true }
    }

    /// The run on the folder, each file's text given to `edit` with its name first.
    static func run(
        _ folder: String, format: GenerationOptions.Format = .swift, edit: (String, String) -> String = { $1 }
    ) throws -> GenerationResult {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .sorted()
        var swift: [InputFile] = []
        var interface: [InputFile] = []
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name))
            let text = edit(name, String(decoding: data, as: UTF8.self))
            let file = InputFile(path: folder + "/" + name, text: text)
            if name.hasSuffix(".swift") { swift.append(file) } else { interface.append(file) }
        }
        var options = GenerationOptions()
        options.moduleName = "App"
        options.format = format
        return Generator.generate(GenerationInput(swiftFiles: swift, interfaceFiles: interface, options: options))
    }

    /// The `--format json` output of the folder.
    static func json(_ folder: String) throws -> String {
        try run(folder, format: .json).output
    }

    /// `severity check Swift-location -> note-location`, one line per diagnostic.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let at = diagnostic.location.map { "\($0.path):\($0.line)" } ?? "-"
            let notes = diagnostic.notes.compactMap(\.location).map { "\($0.path):\($0.line)" }
            return "\(diagnostic.severity.rawValue) \(diagnostic.check?.name ?? "") \(at) -> "
                + notes.joined(separator: ",")
        }
    }
}

/// One fixture folder and the diagnostics the connection checks give on it.
struct ConnectionCase: CustomTestStringConvertible, Sendable {
    var folder: String
    var expected: [String]
    var testDescription: String { folder }
}

// MARK: - Tests

@Suite struct InterfaceBuilderConnectionTests {
    static let cases: [ConnectionCase] = [
        // Inherited outlets, outlet collections, a member under `#if`, an action added by an extension, an outlet
        // key with its first letter upper-cased (`TitleLabel` sets `titleLabel`); the XIB is registered with
        // `UINib(nibName:)`: errors.
        ConnectionCase(
            folder: "Cell",
            expected: [
                "error ib-unknown-outlet Cell/Cells.swift:7 -> Cell/MemberCell.xib:30",
                "error ib-unknown-outlet Cell/Cells.swift:7 -> Cell/MemberCell.xib:27",
                "error ib-unknown-outlet Cell/Cells.swift:7 -> Cell/MemberCell.xib:32",
                "error ib-unknown-action Cell/Cells.swift:7 -> Cell/MemberCell.xib:18",
            ]),
        // Every selector spelling, `@objc(name)`, `dynamic`, a `UIResponder` action, `@objcMembers` inherited,
        // `setValue(_:forUndefinedKey:)`, another module's class; nothing loads the XIB: warnings.
        ConnectionCase(
            folder: "Selectors",
            expected: [
                "warning ib-unknown-action Selectors/Views.swift:3 -> Selectors/ControlsView.xib:24",
                "warning ib-unknown-action Selectors/Views.swift:3 -> Selectors/ControlsView.xib:22",
                "warning ib-unknown-action Selectors/Views.swift:3 -> Selectors/ControlsView.xib:23",
                "warning ib-unknown-outlet Selectors/Views.swift:20 -> Selectors/ControlsView.xib:31",
            ]),
        // A File's Owner (a warning: its class is whatever the loading code passes) and a root view loaded with
        // `loadFromNib()` (an error); runtime attributes; chains ending at classes the table does not know.
        ConnectionCase(
            folder: "Owner",
            expected: [
                "warning ib-unknown-outlet Owner/Controllers.swift:4 -> Owner/SignInViewController.xib:12",
                "warning ib-unknown-action Owner/Controllers.swift:4 -> Owner/SignInViewController.xib:22",
                "error ib-unknown-outlet Owner/Controllers.swift:9 -> Owner/TagView.xib:41",
                "warning ib-unknown-runtime-attribute Owner/Controllers.swift:9 -> Owner/TagView.xib:27",
            ]),
        // A scene the sources instantiate (errors), a scene they do not and a prototype cell (warnings).
        ConnectionCase(
            folder: "Storyboard",
            expected: [
                "error ib-unknown-outlet Storyboard/Mailbox.swift:3 -> Storyboard/Mailbox.storyboard:35",
                "error ib-unknown-action Storyboard/Mailbox.swift:3 -> Storyboard/Mailbox.storyboard:29",
                "warning ib-unknown-outlet Storyboard/Mailbox.swift:9 -> Storyboard/Mailbox.storyboard:48",
                "warning ib-unknown-outlet Storyboard/Mailbox.swift:13 -> Storyboard/Mailbox.storyboard:16",
            ]),
        // Members added by extensions of typealiases (`typealias DeveloperOnly = BidViewController`, `typealias
        // PlatformView = UIView`), as Swift adds them to the aliased class; the scene is instantiated: an error for
        // the one action nothing answers.
        ConnectionCase(
            folder: "Alias",
            expected: [
                "error ib-unknown-action Alias/Bid.swift:3 -> Alias/Bid.storyboard:16"
            ]),
        // A class Interface Builder knows by its `@objc(Name)`, whose superclass is in another file: read and judged
        // (nothing loads the XIB: a warning).
        ConnectionCase(
            folder: "Renamed",
            expected: [
                "warning ib-unknown-outlet Renamed/BadgeCell.swift:4 -> Renamed/BadgeCell.xib:18"
            ]),
        // An AppKit window controller as File's Owner (`target=` actions), a view controller object, and a scene the
        // sources instantiate: warnings all, as AppKit logs a connection it cannot make and goes on.
        ConnectionCase(
            folder: "AppKit",
            expected: [
                "warning ib-unknown-outlet AppKit/Preferences.swift:3 -> AppKit/PreferencesWindowController.xib:11",
                "warning ib-unknown-action AppKit/Preferences.swift:3 -> AppKit/PreferencesWindowController.xib:23",
                "warning ib-unknown-outlet AppKit/Preferences.swift:8 -> AppKit/PreferencesWindowController.xib:35",
                "warning ib-unknown-outlet AppKit/Preferences.swift:12 -> AppKit/Account.storyboard:23",
                "warning ib-unknown-outlet AppKit/Preferences.swift:12 -> AppKit/Account.storyboard:24",
                "warning ib-unknown-action AppKit/Preferences.swift:12 -> AppKit/Account.storyboard:16",
            ]),
    ]

    @Test(arguments: cases) func eachMistakeIsReportedAndEachCorrectShapeIsNot(_ test: ConnectionCase) throws {
        let found = ConnectionFixture.summary(try ConnectionFixture.diagnostics(test.folder))
        #expect(found == test.expected)
    }

    @Test func theMessagesSayWhatToDo() throws {
        let formatted = try ConnectionFixture.diagnostics("Cell").map(\.formatted)
        #expect(
            formatted.first == """
                Cell/Cells.swift:7:13: error: a tableViewCell in MemberCell.xib has an outlet 'plainLabel', but the \
                'plainLabel' of 'MemberCell' (declared by it, a superclass or an extension) is not visible to \
                Objective-C, so loading it raises 'this class is not key value coding-compliant for the key \
                plainLabel'; mark it '@IBOutlet' [ib-unknown-outlet]
                Cell/MemberCell.xib:30:17: note: outlet connected here
                """)
        #expect(
            formatted.last == """
                Cell/Cells.swift:7:13: error: a tableViewCell in MemberCell.xib is sent the action 'didTapName:', \
                which no method of 'MemberCell' or its superclasses answers, so the event raises 'unrecognized \
                selector sent to instance'; connect the action again in MemberCell.xib or add '@IBAction func \
                didTapName(_ sender: Any)' to 'MemberCell' [ib-unknown-action]
                Cell/MemberCell.xib:18:29: note: action connected here
                """)
    }

    /// AppKit logs an outlet or action it cannot connect and loads the rest of the document: the message says so,
    /// and a scene the sources instantiate is no error.
    @Test func appKitMessagesSayTheConnectionIsLoggedAndLeftOut() throws {
        let formatted = try ConnectionFixture.diagnostics("AppKit").filter {
            $0.location?.line == 12
        }.map(\.formatted)
        #expect(
            formatted == [
                """
                AppKit/Preferences.swift:12:13: warning: a viewController in Account.storyboard has an outlet \
                'passwordField' of 'AccountPaneController', which neither it nor its superclasses declare, so AppKit \
                leaves it unset when it loads the document (it logs 'Failed to connect (passwordField) outlet'); \
                rename it in Account.storyboard or add '@IBOutlet var passwordField' to 'AccountPaneController' \
                [ib-unknown-outlet]
                AppKit/Account.storyboard:23:25: note: outlet connected here
                """,
                """
                AppKit/Preferences.swift:12:13: warning: a viewController in Account.storyboard has an outlet \
                'statusField', but the 'statusField' of 'AccountPaneController' (declared by it, a superclass or an \
                extension) is not visible to Objective-C, so AppKit may leave it unset when it loads the document (it \
                logs 'Failed to connect (statusField) outlet'); mark it '@IBOutlet' [ib-unknown-outlet]
                AppKit/Account.storyboard:24:25: note: outlet connected here
                """,
                """
                AppKit/Preferences.swift:12:13: warning: a viewController in Account.storyboard is sent the action \
                'signOut:', which no method of 'AccountPaneController' or its superclasses answers, so AppKit does not \
                connect it when it loads the document (it logs 'Could not connect action') and the control sends \
                nothing; connect the action again in Account.storyboard or add '@IBAction func signOut(_ sender: \
                Any)' to 'AccountPaneController' [ib-unknown-action]
                AppKit/Account.storyboard:16:37: note: action connected here
                """,
            ])
    }

    @Test func theConfigurationTurnsTheChecksOffOrReGradesThem() throws {
        let diagnostics = try ConnectionFixture.diagnostics("Cell")
        let settings: [DiagnosticCheck: CheckSetting] = [.unknownOutlet: .off, .unknownAction: .warning]
        let applied = CheckPolicy.apply(diagnostics, files: [], settings: settings)
        #expect(
            ConnectionFixture.summary(applied) == [
                "warning ib-unknown-action Cell/Cells.swift:7 -> Cell/MemberCell.xib:18"
            ])
    }

    @Test func aSuppressionCommentSilencesACheck() throws {
        let diagnostics = try ConnectionFixture.diagnostics("Cell") { name, text in
            guard name == "Cells.swift" else { return text }
            return text.replacingOccurrences(
                of: "final class MemberCell",
                with: "// reusable-gen:disable:next ib-unknown-action\nfinal class MemberCell")
        }
        #expect(ConnectionFixture.summary(diagnostics).count == 3)
        #expect(diagnostics.allSatisfy { $0.check == .unknownOutlet && $0.location?.line == 8 })
    }

    @Test func theJSONModelListsTheNamesCheckedPerClass() throws {
        let json = try ConnectionFixture.json("Cell")
        let start = try #require(json.range(of: "\"interfaceBuilderConnections\""))
        let end = try #require(json.range(of: "\"diagnostics\""))
        #expect(
            String(json[start.lowerBound..<end.lowerBound]) == """
                "interfaceBuilderConnections" : [
                    {
                      "name" : "MemberCell",
                      "file" : "Cell/Cells.swift",
                      "line" : 7,
                      "outlets" : [ "TitleLabel", "badges", "debugLabel", "gestureRecognizers", "plainLabel", \
                "releaseLabel", "stars", "subtitleLabel", "titleLabel" ],
                      "actions" : [ "didTapAvatar:", "didTapName:" ],
                      "runtimeAttributes" : []
                    }
                  ],
                  
                """)
    }

    /// Key-value coding sets a key through `set<Key>:`, its first letter upper-cased: `TitleLabel` sets the
    /// property `titleLabel`, in a File's Owner's outlets (`ib-owner-outlet`) as on any object.
    @Test func anOutletKeySetsThePropertyWhateverTheCaseOfItsFirstLetter() {
        #expect(KeyValueCodingKey.propertyNames(reachedBy: "TitleLabel") == ["TitleLabel", "titleLabel"])
        #expect(KeyValueCodingKey.propertyNames(reachedBy: "titleLabel") == ["titleLabel", "TitleLabel"])
        #expect(KeyValueCodingKey.propertyNames(reachedBy: "_title") == ["_title"])
        #expect(KeyValueCodingKey.setterStem("containerView") == "ContainerView")

        func ownerDiagnostics(_ key: String) -> [String] {
            var options = GenerationOptions()
            options.moduleName = "App"
            let swift = """
                import UIKit
                final class BannerView: UIView, NibOwnerLoadable {
                    @IBOutlet private weak var titleLabel: UILabel!
                }
                """
            let owner =
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView"><connections>"#
                + #"<outlet property="\#(key)" destination="v-1" id="o-1"/></connections></placeholder>"#
                + "\n" + #"<view id="v-1"/>"#
            return Generator.generate(
                swiftFiles: [SourceFile(path: "App.swift", text: swift)],
                interfaceFiles: [SourceFile(path: "BannerView.xib", text: Inline.xib(owner))],
                options: options
            ).diagnostics.map { "\($0.severity.rawValue) \($0.check?.name ?? "")" }
        }
        #expect(ownerDiagnostics("TitleLabel") == [])
        #expect(ownerDiagnostics("titleLabel") == [])
        #expect(ownerDiagnostics("TitleLabels") == ["error ib-owner-outlet"])
    }

    /// A tvOS storyboard connects `UIViewController.tabBarObservedScrollView` (tvOS 13 and later), as a public app's
    /// does: the framework's own property, not the class's.
    @Test func aTvOSControllersTabBarScrollViewIsTheFrameworksOutlet() {
        var options = GenerationOptions()
        options.moduleName = "App"
        let swift = "import UIKit\nfinal class CheatsViewController: UITableViewController {}\n"
        let scene =
            #"<scene sceneID="s-1"><objects><tableViewController id="vc-1" customClass="CheatsViewController" "#
            + #"customModule="App" sceneMemberID="viewController"><tableView key="view" id="tv-1"/><connections>"#
            + #"<outlet property="tabBarObservedScrollView" destination="tv-1" id="o-1"/>"#
            + #"<outlet property="observedScrollView" destination="tv-1" id="o-2"/>"#
            + #"</connections></tableViewController></objects></scene>"#
        let diagnostics = Generator.generate(
            swiftFiles: [SourceFile(path: "App.swift", text: swift)],
            interfaceFiles: [SourceFile(path: "Cheats.storyboard", text: Inline.storyboard(scene))],
            options: options
        ).diagnostics
        #expect(diagnostics.map { "\($0.severity.rawValue) \($0.check?.name ?? "")" } == ["warning ib-unknown-outlet"])
        #expect(diagnostics.first?.message.contains("'observedScrollView'") == true)
    }

    /// An AppKit collection view item connects `NSViewController.sourceItemView` (an `@IBOutlet` of AppKit's since
    /// macOS 10.10), as a public app's does.
    @Test func anAppKitItemsSourceItemViewIsTheFrameworksOutlet() {
        var options = GenerationOptions()
        options.moduleName = "App"
        let swift = "import AppKit\nclass PlayingItem: NSCollectionViewItem {}\n"
        let item =
            #"<collectionViewItem id="i-1" customClass="PlayingItem" customModuleProvider="target"><connections>"#
            + #"<outlet property="sourceItemView" destination="v-1" id="o-1"/>"#
            + #"<outlet property="sourceView" destination="v-1" id="o-2"/>"#
            + #"</connections></collectionViewItem>"# + "\n" + #"<customView id="v-1"/>"#
        let diagnostics = Generator.generate(
            swiftFiles: [SourceFile(path: "App.swift", text: swift)],
            interfaceFiles: [SourceFile(path: "PlayingItem.xib", text: Inline.xib(appKit: true, item))],
            options: options
        ).diagnostics
        #expect(diagnostics.map { "\($0.severity.rawValue) \($0.check?.name ?? "")" } == ["warning ib-unknown-outlet"])
        #expect(diagnostics.first?.message.contains("'sourceView'") == true)
    }

    @Test func selectorsAreSpelledAsSwiftExposesThem() {
        #expect(ObjectiveCMembers.selectors(name: "didTap", labels: []) == ["didTap"])
        #expect(ObjectiveCMembers.selectors(name: "didTap", labels: ["_"]) == ["didTap:"])
        #expect(ObjectiveCMembers.selectors(name: "didTap", labels: ["sender"]) == ["didTapWithSender:"])
        #expect(ObjectiveCMembers.selectors(name: "didTap", labels: ["_", "forEvent"]) == ["didTap:forEvent:"])
        #expect(ObjectiveCMembers.selectors(name: "didTap", labels: ["_", "_"]) == ["didTap::"])
        #expect(ObjectiveCMembers.selectors(name: "move", labels: ["x", "y"]) == ["moveWithX:y:"])
        #expect(ObjectiveCMembers.selectors(name: "scroll", labels: ["to"]) == ["scrollTo:", "scrollWithTo:"])
        #expect(
            ObjectiveCMembers.selectors(name: "searchFor", labels: ["text"]) == [
                "searchForText:", "searchForWithText:",
            ])
    }
}

// MARK: - Reading

@Suite struct InterfaceBuilderConnectionReaderTests {
    @Test func theReaderRecordsOutletsCollectionsActionsAndRuntimeAttributes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/InterfaceBuilderChecks/Connections/Owner/TagView.xib")
        let file = SourceFile(path: "TagView.xib", bytes: Array(try Data(contentsOf: url)))
        let document = try #require(InterfaceBuilderReader.read(file).document)
        #expect(
            document.classedObjects.map { object in
                "\(object.customClass ?? "") \(object.line): "
                    + object.connections.map { "\($0.kind.rawValue) \($0.name) \($0.line):\($0.column)" }
                    .joined(separator: ", ")
            } == [
                "TagView 10: runtimeAttribute cornerRadius 24:17, runtimeAttribute borderWidth 27:17, "
                    + "runtimeAttribute shadowOpacity 30:17, runtimeAttribute fromACategory 33:17, outlet titleLabel 41:17",
                "PinView 12: outlet unknownToUs 14:25",
                "FancyLabel 17: outlet vendorOutlet 19:25",
            ])
    }
}
