import Foundation
import Testing
@testable import GenCore

// MARK: - Fixtures

/// Loads the cross-check fixtures, naming each file by its path below the fixture folder.
private enum CheckFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilderChecks", isDirectory: true)

    /// The IB files of the correctly configured sample app.
    static let app = [
        "App/BannerView.xib", "App/CardView.xib", "App/FormCell.xib", "App/OnboardingViewController.xib",
        "App/PhotoCell.xib", "App/PreviewView.xib", "App/EmailFormCell.xib", "App/ProfileCell.xib",
        "App/SectionHeader.xib",
        "App/LoginViewController.storyboard", "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard",
        "App/macOS/FileCellView.xib", "App/macOS/PreviewView.xib",
    ]

    /// One fixture file, named by its path below the fixture folder.
    static func file(_ relativePath: String) throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(relativePath))
        return SourceFile(path: relativePath, bytes: Array(data))
    }

    /// The formatted diagnostics of reading the IB fixtures and cross-checking them against in-memory Swift.
    static func diagnostics(
        swift: String,
        interfaceFiles: [String],
        options: GenerationOptions = .app
    ) throws -> [String] {
        let model = buildModel([("App.swift", swift)], options: options)
        let files = try interfaceFiles.map(file)
        return InterfaceBuilderChecks.check(model, interfaceFiles: files.map(InputFile.init), options: options).map(
            \.formatted)
    }
}

extension GenerationOptions {
    /// The options of the sample app: module `App`, Reusable's bare identifiers.
    fileprivate static var app: GenerationOptions {
        var options = GenerationOptions()
        options.moduleName = "App"
        return options
    }
}

/// The Swift side of the correctly configured sample app; every class here matches the `App` fixtures.
private let appSource = """
    import UIKit
    import AppKit

    final class ProfileCell: UITableViewCell, NibReusable {}
    final class SectionHeader: UITableViewHeaderFooterView, NibReusable {
        static var reuseIdentifier: String { "Header" }
    }
    final class PhotoCell: UICollectionViewCell, NibReusable {}
    class FormCell: UITableViewCell, NibReusable {}
    final class EmailFormCell: FormCell {}
    final class BannerView: UIView, NibOwnerLoadable {}
    final class CardView: UIView, NibLoadable {}
    final class DynamicView: UIView, NibLoadable {
        static var nib: UINib { UINib(nibName: themeName, bundle: nil) }
    }
    final class OnboardingViewController: UIViewController, NibLoadable {}
    final class LoginViewController: UIViewController, StoryboardBased {}
    final class FeedViewController: UITableViewController, StoryboardSceneBased {
        static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
    }
    final class GalleryViewController: UIViewController, StoryboardSceneBased {
        static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
        static let sceneIdentifier = "Gallery"
    }
    final class PreferencesViewController: UITableViewController, StoryboardSceneBased {
        static var sceneStoryboard: UIStoryboard { UIStoryboard(name: currentStoryboard, bundle: nil) }
    }
    final class PostCell: UITableViewCell, Reusable {}
    final class ThumbnailCell: UICollectionViewCell, Reusable {}
    final class ToggleCell: UITableViewCell, Reusable {}
    final class ListCell<Item>: UITableViewCell, Reusable {}
    final class CodeOnlyCell: UITableViewCell, Reusable {}
    final class FileCellView: NSTableCellView, NibLoadable {}
    final class PreviewView: NSView, NibLoadable {}
    """

// MARK: - Sample app

@Suite struct InterfaceBuilderChecksAppTests {
    @Test func correctlyConfiguredAppHasNoDiagnostics() throws {
        // Only the storyboard computed at run time is mentioned, in a note: nothing in the app is wrong.
        #expect(
            try CheckFixture.diagnostics(swift: appSource, interfaceFiles: CheckFixture.app) == [
                """
                App.swift:25:13: note: the scene of 'PreferencesViewController' was not checked: its 'sceneStoryboard' or \
                'sceneIdentifier' is not a literal or a static constant of the sources created with UIStoryboard(name: \
                "…", bundle: …) [ib-unchecked-scene]
                """
            ])
    }

    @Test func noInterfaceBuilderFilesRunNoChecks() {
        let model = buildModel([("App.swift", appSource)], options: .app)
        #expect(InterfaceBuilderChecks.check(model, against: InterfaceBuilderCatalog([]), options: .app) == [])
        #expect(InterfaceBuilderChecks.check(model, interfaceFiles: [InputFile](), options: .app) == [])
    }
}

// MARK: - One mistake each

/// One cross-check case: Swift text in, IB fixtures in, formatted diagnostics out.
struct InterfaceBuilderCheckCase: CustomTestStringConvertible, Sendable {
    var name: String
    var swift: String
    var interfaceFiles: [String]
    var diagnostics: [String]
    var testDescription: String { name }
}

@Suite struct InterfaceBuilderChecksMistakeTests {
    static let cases: [InterfaceBuilderCheckCase] = [
        InterfaceBuilderCheckCase(
            name: "wrong root class",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/WrongRootClass/ProfileCell.xib"],
            diagnostics: [
                """
                App.swift:2:13: error: 'ProfileCell' is NibLoadable but the root view of ProfileCell.xib is of class \
                'PhotoCell'; set its Custom Class to 'ProfileCell' in the Identity inspector [ib-root-view-class]
                Cases/WrongRootClass/ProfileCell.xib:11:9: note: root view declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "no reuse identifier in the XIB is the registered one (shape 1)",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/MissingReuseIdentifier/ProfileCell.xib"],
            diagnostics: []),
        InterfaceBuilderCheckCase(
            name: "different reuse identifier",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/DifferentReuseIdentifier/ProfileCell.xib"],
            diagnostics: [
                """
                App.swift:2:13: error: 'ProfileCell' is Reusable with the identifier 'ProfileCell' but the root view \
                of ProfileCell.xib has the reuse identifier 'Profile'; set its Identifier to 'ProfileCell' in the \
                Attributes inspector [ib-reuse-identifier]
                Cases/DifferentReuseIdentifier/ProfileCell.xib:11:9: note: root view declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "missing XIB, never loaded through it",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["App/CardView.xib"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'ProfileCell' is NibLoadable but no XIB named 'ProfileCell' is among the \
                inputs; add ProfileCell.xib to the target or provide 'static var nib' [ib-missing-xib]
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "File's Owner mismatch",
            swift: "import UIKit\nfinal class BannerView: UIView, NibOwnerLoadable {}\n",
            interfaceFiles: ["Cases/FilesOwnerMismatch/BannerView.xib"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'BannerView' is NibOwnerLoadable but the File's Owner of BannerView.xib is \
                of class 'HeaderView'; set its Custom Class to 'BannerView' in the Identity inspector \
                [ib-files-owner-class]
                Cases/FilesOwnerMismatch/BannerView.xib:9:9: note: File's Owner declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "missing storyboard, never instantiated from it",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["App/Base.lproj/Main.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'LoginViewController' is StoryboardBased but no storyboard named \
                'LoginViewController' is among the inputs; add LoginViewController.storyboard to the target or \
                provide 'static var sceneStoryboard' [ib-missing-storyboard]
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "no initial view controller",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["Cases/NoInitialViewController/LoginViewController.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'LoginViewController' is StoryboardBased but LoginViewController.storyboard \
                has no initial view controller; select the scene of 'LoginViewController' and check Is Initial View \
                Controller in the Attributes inspector [ib-missing-scene]
                Cases/NoInitialViewController/LoginViewController.storyboard:11:17: note: scene of \
                'LoginViewController' declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "wrong initial class",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["Cases/WrongInitialClass/LoginViewController.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: error: 'LoginViewController' is StoryboardBased but the initial view controller of \
                LoginViewController.storyboard is of class 'UINavigationController'; set its Custom Class to \
                'LoginViewController' in the Identity inspector [ib-scene-class]
                Cases/WrongInitialClass/LoginViewController.storyboard:11:17: note: initial view controller declared \
                here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "missing scene identifier",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/MissingScene/Main.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'FeedViewController' is StoryboardSceneBased but Main.storyboard has no \
                scene with Storyboard ID 'FeedViewController'; set the Storyboard ID of the scene of \
                'FeedViewController' to 'FeedViewController' in the Identity inspector [ib-missing-scene]
                Cases/MissingScene/Main.storyboard:25:17: note: scene of 'FeedViewController' declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "wrong scene class",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/WrongSceneClass/Main.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: error: 'FeedViewController' is StoryboardSceneBased but the scene with Storyboard ID \
                'FeedViewController' in Main.storyboard is of class 'TimelineViewController'; set its Custom Class \
                to 'FeedViewController' in the Identity inspector [ib-scene-class]
                Cases/WrongSceneClass/Main.storyboard:11:17: note: scene declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "prototype cell identifier mismatch",
            swift: "import UIKit\nfinal class PostCell: UITableViewCell, Reusable {}\n",
            interfaceFiles: ["Cases/PrototypeMismatch/Main.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'PostCell' is Reusable with the identifier 'PostCell' but its prototype in \
                Main.storyboard has the reuse identifier 'Post'; set its Identifier to 'PostCell' in the Attributes \
                inspector [ib-prototype-identifier]
                Cases/PrototypeMismatch/Main.storyboard:15:29: note: prototype declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "localized copy wrong in fr.lproj only",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/Localized/Base.lproj/Main.storyboard", "Cases/Localized/fr.lproj/Main.storyboard"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'FeedViewController' is StoryboardSceneBased but fr.lproj/Main.storyboard \
                has no scene with Storyboard ID 'FeedViewController'; set the Storyboard ID of the scene of \
                'FeedViewController' to 'FeedViewController' in the Identity inspector [ib-missing-scene]
                Cases/Localized/fr.lproj/Main.storyboard:11:17: note: scene of 'FeedViewController' declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "class of another module",
            swift: "import UIKit\nfinal class CardView: UIView, NibLoadable {}\n",
            interfaceFiles: ["Cases/OtherModule/CardView.xib"],
            diagnostics: [
                """
                App.swift:2:13: error: 'CardView' is NibLoadable but the root view of CardView.xib is of class \
                'CardView' from module 'DesignKit', not 'App'; set its Module to 'App' or check Inherit Module From \
                Target in the Identity inspector [ib-root-view-class]
                Cases/OtherModule/CardView.xib:11:9: note: root view declared here
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "view controller XIB whose File's Owner has no custom class (shape 5)",
            swift: "import UIKit\nfinal class OnboardingViewController: UIViewController, NibLoadable {}\n",
            interfaceFiles: ["Cases/ControllerOwner/OnboardingViewController.xib"],
            diagnostics: []),
        InterfaceBuilderCheckCase(
            name: "AppKit class whose only XIB is for iOS",
            swift: "import AppKit\nfinal class CardView: NSView, NibLoadable {}\n",
            interfaceFiles: ["App/CardView.xib"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'CardView' is NibLoadable but no AppKit XIB named 'CardView' is among the \
                inputs; add CardView.xib to the target or provide 'static var nib' [ib-missing-xib]
                App/CardView.xib:1:1: note: this XIB is for UIKit, so an AppKit class cannot load it
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "user's nib name literal that names no XIB",
            swift: """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {
                    static var nib: UINib { UINib(nibName: "ProfileRow", bundle: nil) }
                }
                """,
            interfaceFiles: ["App/ProfileCell.xib"],
            diagnostics: [
                """
                App.swift:2:13: warning: 'ProfileCell' is NibLoadable but no XIB named 'ProfileRow' is among the \
                inputs; add ProfileRow.xib to the target or correct the name in 'static var nib' [ib-missing-xib]
                """
            ]),
        InterfaceBuilderCheckCase(
            name: "malformed XIB is reported by the reader only",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/Malformed/ProfileCell.xib"],
            diagnostics: [
                """
                Cases/Malformed/ProfileCell.xib:23:1: warning: not cross-checked: this Interface Builder file departs \
                here from the XML Xcode writes (an end tag that does not close the open element)
                """
            ]),
    ]

    @Test(arguments: cases)
    func mistake(_ testCase: InterfaceBuilderCheckCase) throws {
        let diagnostics = try CheckFixture.diagnostics(swift: testCase.swift, interfaceFiles: testCase.interfaceFiles)
        #expect(diagnostics == testCase.diagnostics)
    }
}

// MARK: - Rules

/// An IB document written inline: a UIKit XIB or storyboard, or an AppKit storyboard, whose objects start on line 4.
enum Inline {
    /// A UIKit (or AppKit) XIB holding the given top-level objects.
    static func xib(appKit: Bool = false, _ objects: String) -> String {
        let type = appKit ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = appKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)">
                <objects>
            \(objects)
                </objects>
            </document>
            """
    }

    /// A UIKit (or AppKit) storyboard holding the given scenes.
    static func storyboard(initial: String? = nil, appKit: Bool = false, _ scenes: String) -> String {
        let type =
            appKit
            ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
            : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        let runtime = appKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)"\(initialAttribute)>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    /// A scene holding a UIKit table view controller with the given prototype cells.
    static func tableScene(_ cells: String) -> String {
        """
                <scene sceneID="sc-1"><objects>
                    <tableViewController id="vc-1" sceneMemberID="viewController"><tableView id="tv-1"><prototypes>
        \(cells)
                    </prototypes></tableView></tableViewController>
                </objects></scene>
        """
    }

    /// The formatted diagnostics of checking inline IB files against in-memory Swift.
    static func diagnostics(
        _ swift: String,
        _ files: [(String, String)],
        options: GenerationOptions = .app
    ) -> [String] {
        let model = buildModel([("App.swift", swift)], options: options)
        let sources = files.map { InputFile(path: $0.0, text: $0.1) }
        return InterfaceBuilderChecks.check(model, interfaceFiles: sources, options: options).map(\.formatted)
    }
}

@Suite struct InterfaceBuilderChecksRuleTests {
    /// A class whose mixin comes from an extension, or from its superclass, gets a note there that names the comment
    /// silencing the check for it; a class that lists the mixin itself gets none.
    @Test func aMissingXIBPointsToWhereTheMixinIsDeclared() throws {
        let swift = """
            import UIKit
            class RoomCallBaseCell: UITableViewCell {}
            extension RoomCallBaseCell: NibReusable {}
            final class RoomDirectCallStatusCell: RoomCallBaseCell {}
            class ListedCell: UITableViewCell, NibReusable {}
            final class ListedChildCell: ListedCell {}
            final class OwnCell: UITableViewCell, NibReusable {}
            """
        let diagnostics = try CheckFixture.diagnostics(swift: swift, interfaceFiles: ["App/CardView.xib"])
        let missing = { (name: String, line: Int) in
            """
            App.swift:\(line):13: warning: '\(name)' is NibLoadable but no XIB named '\(name)' is among the inputs; \
            add \(name).xib to the target or provide 'static var nib' [ib-missing-xib]
            """
        }
        let origin = { (name: String, place: String) in
            """
            App.swift:\(place): note: '\(name)' is NibLoadable through this declaration; if it never loads its XIB, \
            write '// reusable-gen:disable:next ib-missing-xib' above '\(name)'
            """
        }
        // The open base classes are left to their subclasses; the extension's and the superclass's places are noted.
        #expect(
            diagnostics == [
                missing("RoomDirectCallStatusCell", 4) + "\n" + origin("RoomDirectCallStatusCell", "3:11"),
                missing("ListedChildCell", 6) + "\n" + origin("ListedChildCell", "5:7"),
                missing("OwnCell", 7),
            ])
    }

    @Test func qualifiedIdentifiersAreExpectedWhenTheOptionIsOn() {
        let swift = "enum Gallery {\n    final class ThumbnailCell: UICollectionViewCell, Reusable {}\n}\n"
        let cell = """
                            <collectionViewCell id="c-1" reuseIdentifier="ThumbnailCell" customClass="ThumbnailCell" \
            customModule="App" customModuleProvider="target"/>
            """
        let files = [("Main.storyboard", Inline.storyboard(Inline.tableScene(cell)))]
        #expect(Inline.diagnostics(swift, files) == [])
        var qualified = GenerationOptions.app
        qualified.qualifiedIdentifiers = true
        #expect(
            Inline.diagnostics(swift, files, options: qualified) == [
                """
                App.swift:2:17: warning: 'Gallery.ThumbnailCell' is Reusable with the identifier 'Gallery.ThumbnailCell' \
                but its prototype in Main.storyboard has the reuse identifier 'ThumbnailCell'; set its Identifier to \
                'Gallery.ThumbnailCell' in the Attributes inspector [ib-prototype-identifier]
                Main.storyboard:6:17: note: prototype declared here
                """
            ])
    }

    @Test func identifiersInheritedFromAnAncestorAreTheAncestorsLiteral() {
        let swift = """
            class BaseCell: UITableViewCell, Reusable {
                static var reuseIdentifier: String { "Row" }
            }
            final class ChildCell: BaseCell {}
            final class OtherCell: BaseCell {}
            """
        let cells = """
                            <tableViewCell id="c-1" reuseIdentifier="Row" customClass="ChildCell"/>
                            <tableViewCell id="c-2" reuseIdentifier="OtherCell" customClass="OtherCell"/>
            """
        #expect(
            Inline.diagnostics(swift, [("Main.storyboard", Inline.storyboard(Inline.tableScene(cells)))]) == [
                """
                App.swift:5:13: warning: 'OtherCell' is Reusable with the identifier 'Row' but its prototype in \
                Main.storyboard has the reuse identifier 'OtherCell'; set its Identifier to 'Row' in the Attributes \
                inspector [ib-prototype-identifier]
                Main.storyboard:7:17: note: prototype declared here
                """
            ])
    }

    @Test func reusableViewChecksTheDefaultReuseIdentifier() {
        let swift = "final class ListItemCell: UITableViewCell, ReusableView {}\n"
        let cells = "                <tableViewCell id=\"c-1\" reuseIdentifier=\"Item\" customClass=\"ListItemCell\"/>"
        #expect(
            Inline.diagnostics(swift, [("Main.storyboard", Inline.storyboard(Inline.tableScene(cells)))]) == [
                """
                App.swift:1:13: warning: 'ListItemCell' is ReusableView with the identifier 'ListItemCell' but its \
                prototype in Main.storyboard has the reuse identifier 'Item'; set its Identifier to 'ListItemCell' in the \
                Attributes inspector [ib-prototype-identifier]
                Main.storyboard:6:17: note: prototype declared here
                """
            ])
    }

    @Test func prototypesOfAnotherModuleAreNotOurs() {
        let swift = "final class PostCell: UITableViewCell, Reusable {}\n"
        let cells = """
                            <tableViewCell id="c-1" reuseIdentifier="X" customClass="PostCell" customModule="FeedKit"/>
                            <tableViewCell id="c-2" reuseIdentifier="Y" customClass="PostCell" customModule="OldName" \
            customModuleProvider="target"/>
            """
        // The first is another module's PostCell; the second follows the target, whatever module it recorded.
        #expect(
            Inline.diagnostics(swift, [("Main.storyboard", Inline.storyboard(Inline.tableScene(cells)))]) == [
                """
                App.swift:1:13: warning: 'PostCell' is Reusable with the identifier 'PostCell' but its prototype in \
                Main.storyboard has the reuse identifier 'Y'; set its Identifier to 'PostCell' in the Attributes inspector \
                [ib-prototype-identifier]
                Main.storyboard:7:17: note: prototype declared here
                """
            ])
    }

    @Test func appKitPrototypesUseTheirIdentifier() {
        let swift = "import AppKit\nfinal class FileCellView: NSTableCellView, Reusable {}\n"
        let scene = """
                    <scene sceneID="sc-1"><objects>
                        <viewController id="vc-1" sceneMemberID="viewController"><view key="view" id="v-1">
                            <tableCellView identifier="File" id="c-1" customClass="FileCellView"/>
                        </view></viewController>
                    </objects></scene>
            """
        #expect(
            Inline.diagnostics(swift, [("Mac.storyboard", Inline.storyboard(appKit: true, scene))]) == [
                """
                App.swift:2:13: warning: 'FileCellView' is Reusable with the identifier 'FileCellView' but its prototype \
                in Mac.storyboard has the reuse identifier 'File'; set its Identifier to 'FileCellView' in the Identity \
                inspector [ib-prototype-identifier]
                Mac.storyboard:6:17: note: prototype declared here
                """
            ])
    }

    @Test func everyWrongLocalizedCopyIsReported() throws {
        let swift = "final class PostCell: UITableViewCell, Reusable {\n    static let reuseIdentifier = \"Post\"\n}\n"
        let files = ["App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard"]
        #expect(
            try CheckFixture.diagnostics(swift: swift, interfaceFiles: files) == [
                """
                App.swift:1:13: warning: 'PostCell' is Reusable with the identifier 'Post' but its prototype in \
                Base.lproj/Main.storyboard has the reuse identifier 'PostCell'; set its Identifier to 'Post' in the \
                Attributes inspector [ib-prototype-identifier]
                App/Base.lproj/Main.storyboard:29:29: note: prototype declared here
                """,
                """
                App.swift:1:13: warning: 'PostCell' is Reusable with the identifier 'Post' but its prototype in \
                fr.lproj/Main.storyboard has the reuse identifier 'PostCell'; set its Identifier to 'Post' in the \
                Attributes inspector [ib-prototype-identifier]
                App/fr.lproj/Main.storyboard:29:29: note: prototype declared here
                """,
            ])
    }

    /// A storyboard given both unlocalized and in `Base.lproj` (a template's leftover beside the real one): the bundle
    /// finds the unlocalized file first, and whether the other is in the app cannot be seen, so a scene missing from
    /// one copy is a warning; copies that are all localized each load for their language, and stay errors.
    @Test func aProblemOfOneCopyBesideAnUnlocalizedOneIsAWarning() {
        let swift = """
            import UIKit
            final class AudioListViewController: UIViewController, StoryboardSceneBased {
                static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
            }
            enum Assembler { static func list() -> UIViewController { AudioListViewController.instantiate() } }
            """
        let withScene = Inline.storyboard(
            #"<scene sceneID="s-1"><objects><viewController storyboardIdentifier="AudioListViewController" "#
                + #"id="vc-1" customClass="AudioListViewController" sceneMemberID="viewController"/></objects></scene>"#
        )
        let template = Inline.storyboard(
            initial: "vc-2",
            #"<scene sceneID="s-2"><objects><viewController id="vc-2" customClass="ViewController" "#
                + #"sceneMemberID="viewController"/></objects></scene>"#)
        let severities = { (files: [(String, String)]) in
            Inline.diagnostics(swift, files).map { diagnostic in
                let firstLine = diagnostic.prefix { $0 != "\n" }
                return diagnostic.components(separatedBy: ": ")[1] + " " + (firstLine.split(separator: " ").last ?? "")
            }
        }
        #expect(
            severities([("Storyboards/Main.storyboard", withScene), ("Base.lproj/Main.storyboard", template)]) == [
                "warning [ib-missing-scene]"
            ])
        #expect(
            severities([("en.lproj/Main.storyboard", withScene), ("vi.lproj/Main.storyboard", template)]) == [
                "error [ib-missing-scene]"
            ])
    }

    @Test func xibWithoutTopLevelView() {
        let swift = "final class CardView: UIView, NibLoadable {}\n"
        let objects = "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>"
        #expect(
            Inline.diagnostics(swift, [("CardView.xib", Inline.xib(objects))]) == [
                """
                App.swift:1:13: error: 'CardView' is NibLoadable but CardView.xib has no top-level view; add a view of \
                class 'CardView' to it [ib-root-view-class]
                CardView.xib:1:1: note: the XIB starts here
                """
            ])
    }

    @Test func appKitCollectionViewItemIsTheTopLevelItemOrTheFilesOwner() {
        let swift = """
            import AppKit
            final class PhotoItem: NSCollectionViewItem, NibLoadable {}
            final class AlbumItem: NSCollectionViewItem, NibLoadable {}
            """
        let photo = """
                    <customObject id="-2" userLabel="File's Owner"/>
                    <collectionViewItem id="i-1" customClass="AlbumItem"/>
            """
        let album = "        <customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"AlbumItem\"/>"
        let files = [
            ("PhotoItem.xib", Inline.xib(appKit: true, photo)), ("AlbumItem.xib", Inline.xib(appKit: true, album)),
        ]
        #expect(
            Inline.diagnostics(swift, files) == [
                """
                App.swift:2:13: error: 'PhotoItem' is NibLoadable but the collection view item of PhotoItem.xib is of \
                class 'AlbumItem'; set its Custom Class to 'PhotoItem' in the Identity inspector [ib-root-view-class]
                PhotoItem.xib:5:9: note: collection view item declared here
                """
            ])
    }

    @Test func storyboardWithoutTheClassesSceneIsPointedAtAsAWhole() {
        let swift = """
            final class SettingsViewController: UIViewController, StoryboardSceneBased {
                static let sceneStoryboard = UIStoryboard(name: "Settings", bundle: .main)
                static let sceneIdentifier = "settings"
            }
            """
        let scene = """
                    <scene sceneID="sc-1"><objects>
                        <viewController storyboardIdentifier="about" id="vc-1" sceneMemberID="viewController"/>
                    </objects></scene>
            """
        #expect(
            Inline.diagnostics(swift, [("Settings.storyboard", Inline.storyboard(scene))]) == [
                """
                App.swift:1:13: warning: 'SettingsViewController' is StoryboardSceneBased but Settings.storyboard has no \
                scene with Storyboard ID 'settings'; set the Storyboard ID of the scene of 'SettingsViewController' to \
                'settings' in the Identity inspector [ib-missing-scene]
                Settings.storyboard:1:1: note: the storyboard starts here
                """
            ])
    }

    @Test func ownerOutletsMustNameAPropertyOfTheClassOrItsChain() {
        let swift = """
            class BaseView: UIView {
                @IBOutlet weak var iconView: UIImageView!
            }
            final class BannerView: BaseView, NibOwnerLoadable {
                @IBOutlet private(set) weak var titleLabel: UILabel!
                @objc(detailLabel) var detail: UILabel?
            }
            final class ThirdPartyBanner: VendorView, NibOwnerLoadable {}
            final class WelcomeViewController: UIViewController, NibLoadable {}
            """
        func owner(_ className: String, _ outlets: [String]) -> String {
            let connections = outlets.enumerated().map {
                #"<outlet property="\#($1)" destination="v-1" id="o-\#($0)"/>"#
            }
            return """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(className)"><connections>
                            \(connections.joined(separator: "\n                "))
                        </connections></placeholder>
                        <view id="v-1"/>
                """
        }
        let files = [
            (
                "BannerView.xib",
                Inline.xib(owner("BannerView", ["iconView", "titleLabel", "detailLabel", "subtitleLabel"]))
            ),
            ("ThirdPartyBanner.xib", Inline.xib(owner("ThirdPartyBanner", ["anything"]))),
            ("WelcomeViewController.xib", Inline.xib(owner("WelcomeViewController", ["view", "logoView"]))),
        ]
        // Only the outlets no class of the chain declares; a chain through an unknown class is not judged.
        #expect(
            Inline.diagnostics(swift, files) == [
                """
                App.swift:4:13: error: 'BannerView' is NibOwnerLoadable but the File's Owner of BannerView.xib has an \
                outlet 'subtitleLabel' that 'BannerView' does not declare, so loading it raises 'this class is not key \
                value coding-compliant'; declare '@IBOutlet var subtitleLabel' or remove the outlet in the Connections \
                inspector [ib-owner-outlet]
                BannerView.xib:8:17: note: outlet declared here
                """,
                """
                App.swift:9:13: error: 'WelcomeViewController' is NibLoadable but the File's Owner of \
                WelcomeViewController.xib has an outlet 'logoView' that 'WelcomeViewController' does not declare, so \
                loading it raises 'this class is not key value coding-compliant'; declare '@IBOutlet var logoView' or \
                remove the outlet in the Connections inspector [ib-owner-outlet]
                WelcomeViewController.xib:6:17: note: outlet declared here
                """,
            ])
    }

    @Test func initialStoryboardReferenceIsNotFollowed() {
        let swift = "final class LoginViewController: UIViewController, StoryboardBased {}\n"
        let scene = """
                    <scene sceneID="sc-1"><objects>
                        <viewControllerPlaceholder storyboardName="Auth" id="r-1" sceneMemberID="viewController"/>
                    </objects></scene>
            """
        let files = [("LoginViewController.storyboard", Inline.storyboard(initial: "r-1", scene))]
        #expect(Inline.diagnostics(swift, files) == [])
    }

    @Test func unknownKindIsCheckedForExistenceOnly() {
        let swift = """
            final class Badge: ThirdPartyView, NibLoadable {}
            final class Chip: ThirdPartyView, NibLoadable {}
            """
        let objects = "        <view id=\"v-1\" customClass=\"Other\"/>"
        // Badge's XIB root is another class, but a class of unknown kind may be loaded either way.
        #expect(
            Inline.diagnostics(swift, [("Badge.xib", Inline.xib(objects))]) == [
                """
                App.swift:2:13: warning: 'Chip' is NibLoadable but no XIB named 'Chip' is among the inputs; add Chip.xib \
                to the target or provide 'static var nib' [ib-missing-xib]
                """
            ])
    }

    /// A missing XIB is an error only when the sources certainly load the class through it: a site naming a bare
    /// `Cell` that two adopting classes answer to loads one of them, and which depends on the scope.
    @Test func aBareNameTwoClassesShareLoadsNeitherCertainly() {
        var options = GenerationOptions.app
        options.qualifiedIdentifiers = true
        let swift = """
            enum Feed { final class Cell: UITableViewCell, NibReusable {} }
            enum Chat { final class Cell: UITableViewCell, NibReusable {} }
            extension Feed { func setUp(_ tableView: UITableView) { tableView.register(cellType: Cell.self) } }
            func setUp(_ tableView: UITableView) { tableView.register(cellType: Chat.Cell.self) }
            """
        let files = [("Other.xib", Inline.xib("        <view id=\"v-1\"/>"))]
        #expect(
            Inline.diagnostics(swift, files, options: options) == [
                """
                App.swift:1:25: warning: 'Feed.Cell' is NibLoadable but no XIB named 'Feed.Cell' is among the inputs; \
                add Feed.Cell.xib to the target or provide 'static var nib' [ib-missing-xib]
                """,
                """
                App.swift:2:25: error: 'Chat.Cell' is NibLoadable but no XIB named 'Chat.Cell' is among the inputs; \
                add Chat.Cell.xib to the target or provide 'static var nib' [ib-missing-xib]
                """,
            ])
    }

    @Test func unreadableFileOfAnotherNameDoesNotHideAMissingOne() {
        let swift = "final class CardView: UIView, NibLoadable {}\nfinal class ChipView: UIView, NibLoadable {}\n"
        let files = [("ChipView.xib", "<document>"), ("CardView.storyboard", "not xml")]
        // ChipView.xib exists but cannot be read: the reader says so, and ChipView is not also missing.
        #expect(
            Inline.diagnostics(swift, files) == [
                """
                App.swift:1:13: warning: 'CardView' is NibLoadable but no XIB named 'CardView' is among the inputs; add \
                CardView.xib to the target or provide 'static var nib' [ib-missing-xib]
                """,
                """
                CardView.storyboard:1:1: warning: not cross-checked: this Interface Builder file departs here from the \
                XML Xcode writes (not the XML declaration Xcode writes)
                """,
                """
                ChipView.xib:1:1: warning: not cross-checked: this Interface Builder file departs here from the XML \
                Xcode writes (not the XML declaration Xcode writes)
                """,
            ])
    }

    /// A storyboard whose file name differs from the one the sources use only in case may well be the one the app
    /// loads (a Mac's disk ignores case, and the bundle holds the name the Xcode project gives it): a warning with a
    /// note at the file, not an error, even where the sources instantiate the class.
    @Test func aFileNamedOtherwiseOnlyInCaseMakesAMissingOneAWarning() {
        let swift = """
            import UIKit
            final class SettingsGeoFenceViewController: UIViewController, StoryboardBased {}
            enum Router { static func geofence() -> UIViewController { SettingsGeoFenceViewController.instantiate() } }
            final class AboutViewController: UIViewController, StoryboardBased {}
            enum About { static func about() -> UIViewController { AboutViewController.instantiate() } }
            """
        let scene = Inline.storyboard(
            initial: "vc-1",
            #"<scene sceneID="s-1"><objects><viewController id="vc-1" customClass="SettingsGeoFenceViewController" "#
                + #"customModule="App" sceneMemberID="viewController"/></objects></scene>"#)
        #expect(
            Inline.diagnostics(swift, [("Settings/SettingsGeofenceViewController.storyboard", scene)]) == [
                """
                App.swift:2:13: warning: 'SettingsGeoFenceViewController' is StoryboardBased but no storyboard named \
                'SettingsGeoFenceViewController' is among the inputs; add SettingsGeoFenceViewController.storyboard to \
                the target or provide 'static var sceneStoryboard' [ib-missing-storyboard]
                Settings/SettingsGeofenceViewController.storyboard:1:1: note: 'SettingsGeofenceViewController.storyboard' \
                differs from 'SettingsGeoFenceViewController' only in case: the app bundle holds the name the Xcode \
                project gives the file, which reusable-gen does not read; if the project spells it \
                'SettingsGeoFenceViewController' too, rename the file to match
                """,
                """
                App.swift:4:13: error: 'AboutViewController' is StoryboardBased but no storyboard named \
                'AboutViewController' is among the inputs; add AboutViewController.storyboard to the target or provide \
                'static var sceneStoryboard' [ib-missing-storyboard]
                """,
            ])
    }

    @Test func aFileGivenTwiceIsReportedOnce() throws {
        let swift = "import UIKit\nfinal class PostCell: UITableViewCell, Reusable {}\n"
        let file = "Cases/PrototypeMismatch/Main.storyboard"
        let once = try CheckFixture.diagnostics(swift: swift, interfaceFiles: [file])
        #expect(once.count == 1)
        #expect(try CheckFixture.diagnostics(swift: swift, interfaceFiles: [file, file]) == once)
    }

    @Test func inputOrderDoesNotChangeTheResult() throws {
        let swift = InterfaceBuilderChecksMistakeTests.cases.map(\.swift).joined(separator: "\n")
        let files = Array(Set(InterfaceBuilderChecksMistakeTests.cases.flatMap(\.interfaceFiles))).sorted()
        let forward = try CheckFixture.diagnostics(swift: swift, interfaceFiles: files)
        let backward = try CheckFixture.diagnostics(swift: swift, interfaceFiles: files.reversed())
        #expect(!forward.isEmpty)
        #expect(forward == backward)
    }
}

/// A class renamed for Objective-C appears in its XIB under the runtime name.
@Suite struct ObjectiveCNameTests {
    @Test func theObjectiveCNameIsTheClassInInterfaceBuilder() {
        let swift = SourceFile(
            path: "Cells.swift",
            text: """
                @objc(LegacyProfileCell) final class ProfileCell: UITableViewCell, NibReusable {}
                """)
        let xib = SourceFile(
            path: "ProfileCell.xib",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <tableViewCell reuseIdentifier="ProfileCell" customClass="LegacyProfileCell" id="c-1"/>
                    </objects>
                </document>
                """)
        let result = Generator.generate(swiftFiles: [swift], interfaceFiles: [xib], options: GenerationOptions())
        #expect(result.diagnostics.map(\.formatted) == [])
        let renamed = SourceFile(
            path: "ProfileCell.xib",
            text: String(decoding: xib.bytes, as: UTF8.self)
                .replacingOccurrences(of: "LegacyProfileCell", with: "OtherCell"))
        let wrong = Generator.generate(swiftFiles: [swift], interfaceFiles: [renamed], options: GenerationOptions())
        #expect(
            wrong.diagnostics.map(\.formatted) == [
                "Cells.swift:1:38: error: 'ProfileCell' is NibLoadable but the root view of ProfileCell.xib is of class "
                    + "'OtherCell'; set its Custom Class to 'ProfileCell' in the Identity inspector [ib-root-view-class]"
                    + "\nProfileCell.xib:5:9: note: root view declared here"
            ])
    }
}
