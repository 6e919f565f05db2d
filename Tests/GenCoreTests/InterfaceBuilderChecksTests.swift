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
        "App/PhotoCell.xib", "App/PreviewView.xib", "App/ProfileCell.xib", "App/SectionHeader.xib",
        "App/LoginViewController.storyboard", "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard",
        "App/macOS/FileCellView.xib", "App/macOS/PreviewView.xib",
    ]

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
        return InterfaceBuilderChecks.check(model, interfaceFiles: files, options: options).map(\.formatted)
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
        #expect(try CheckFixture.diagnostics(swift: appSource, interfaceFiles: CheckFixture.app) == [])
    }

    @Test func noInterfaceBuilderFilesRunNoChecks() {
        let model = buildModel([("App.swift", appSource)], options: .app)
        #expect(InterfaceBuilderChecks.check(model, against: InterfaceBuilderCatalog([]), options: .app) == [])
        #expect(InterfaceBuilderChecks.check(model, interfaceFiles: [], options: .app) == [])
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
            diagnostics: ["""
                App.swift:2:13: error: 'ProfileCell' is NibLoadable but the root view of ProfileCell.xib is of class \
                'PhotoCell'; set its Custom Class to 'ProfileCell' in the Identity inspector
                Cases/WrongRootClass/ProfileCell.xib:11:9: note: root view declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "missing reuse identifier",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/MissingReuseIdentifier/ProfileCell.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'ProfileCell' is Reusable with the identifier 'ProfileCell' but the root view \
                of ProfileCell.xib has no reuse identifier; set its Identifier to 'ProfileCell' in the Attributes \
                inspector
                Cases/MissingReuseIdentifier/ProfileCell.xib:11:9: note: root view declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "different reuse identifier",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/DifferentReuseIdentifier/ProfileCell.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'ProfileCell' is Reusable with the identifier 'ProfileCell' but the root view \
                of ProfileCell.xib has the reuse identifier 'Profile'; set its Identifier to 'ProfileCell' in the \
                Attributes inspector
                Cases/DifferentReuseIdentifier/ProfileCell.xib:11:9: note: root view declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "missing XIB",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["App/CardView.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'ProfileCell' is NibLoadable but no XIB named 'ProfileCell' is among the \
                inputs; add ProfileCell.xib to the target or provide 'static var nib'
                """]),
        InterfaceBuilderCheckCase(
            name: "File's Owner mismatch",
            swift: "import UIKit\nfinal class BannerView: UIView, NibOwnerLoadable {}\n",
            interfaceFiles: ["Cases/FilesOwnerMismatch/BannerView.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'BannerView' is NibOwnerLoadable but the File's Owner of BannerView.xib is of \
                class 'HeaderView'; set its Custom Class to 'BannerView' in the Identity inspector
                Cases/FilesOwnerMismatch/BannerView.xib:9:9: note: File's Owner declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "missing storyboard",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["App/Base.lproj/Main.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'LoginViewController' is StoryboardBased but no storyboard named \
                'LoginViewController' is among the inputs; add LoginViewController.storyboard to the target or \
                provide 'static var sceneStoryboard'
                """]),
        InterfaceBuilderCheckCase(
            name: "no initial view controller",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["Cases/NoInitialViewController/LoginViewController.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'LoginViewController' is StoryboardBased but LoginViewController.storyboard \
                has no initial view controller; select the scene of 'LoginViewController' and check Is Initial View \
                Controller in the Attributes inspector
                Cases/NoInitialViewController/LoginViewController.storyboard:11:17: note: scene of \
                'LoginViewController' declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "wrong initial class",
            swift: "import UIKit\nfinal class LoginViewController: UIViewController, StoryboardBased {}\n",
            interfaceFiles: ["Cases/WrongInitialClass/LoginViewController.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'LoginViewController' is StoryboardBased but the initial view controller of \
                LoginViewController.storyboard is of class 'UINavigationController'; set its Custom Class to \
                'LoginViewController' in the Identity inspector
                Cases/WrongInitialClass/LoginViewController.storyboard:11:17: note: initial view controller declared \
                here
                """]),
        InterfaceBuilderCheckCase(
            name: "missing scene identifier",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/MissingScene/Main.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'FeedViewController' is StoryboardSceneBased but Main.storyboard has no scene \
                with Storyboard ID 'FeedViewController'; set the Storyboard ID of the scene of 'FeedViewController' \
                to 'FeedViewController' in the Identity inspector
                Cases/MissingScene/Main.storyboard:25:17: note: scene of 'FeedViewController' declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "wrong scene class",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/WrongSceneClass/Main.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'FeedViewController' is StoryboardSceneBased but the scene with Storyboard ID \
                'FeedViewController' in Main.storyboard is of class 'TimelineViewController'; set its Custom Class \
                to 'FeedViewController' in the Identity inspector
                Cases/WrongSceneClass/Main.storyboard:11:17: note: scene declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "prototype cell identifier mismatch",
            swift: "import UIKit\nfinal class PostCell: UITableViewCell, Reusable {}\n",
            interfaceFiles: ["Cases/PrototypeMismatch/Main.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'PostCell' is Reusable with the identifier 'PostCell' but its prototype in \
                Main.storyboard has the reuse identifier 'Post'; set its Identifier to 'PostCell' in the Attributes \
                inspector
                Cases/PrototypeMismatch/Main.storyboard:15:29: note: prototype declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "localized copy wrong in fr.lproj only",
            swift: """
                import UIKit
                final class FeedViewController: UITableViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                }
                """,
            interfaceFiles: ["Cases/Localized/Base.lproj/Main.storyboard", "Cases/Localized/fr.lproj/Main.storyboard"],
            diagnostics: ["""
                App.swift:2:13: error: 'FeedViewController' is StoryboardSceneBased but fr.lproj/Main.storyboard has \
                no scene with Storyboard ID 'FeedViewController'; set the Storyboard ID of the scene of \
                'FeedViewController' to 'FeedViewController' in the Identity inspector
                Cases/Localized/fr.lproj/Main.storyboard:11:17: note: scene of 'FeedViewController' declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "class of another module",
            swift: "import UIKit\nfinal class CardView: UIView, NibLoadable {}\n",
            interfaceFiles: ["Cases/OtherModule/CardView.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'CardView' is NibLoadable but the root view of CardView.xib is of class \
                'CardView' from module 'DesignKit', not 'App'; set its Module to 'App' or check Inherit Module From \
                Target in the Identity inspector
                Cases/OtherModule/CardView.xib:11:9: note: root view declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "view controller XIB whose File's Owner has no custom class",
            swift: "import UIKit\nfinal class OnboardingViewController: UIViewController, NibLoadable {}\n",
            interfaceFiles: ["Cases/ControllerOwner/OnboardingViewController.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'OnboardingViewController' is NibLoadable but the File's Owner of \
                OnboardingViewController.xib has no custom class; set its Custom Class to 'OnboardingViewController' \
                in the Identity inspector
                Cases/ControllerOwner/OnboardingViewController.xib:9:9: note: File's Owner declared here
                """]),
        InterfaceBuilderCheckCase(
            name: "AppKit class whose only XIB is for iOS",
            swift: "import AppKit\nfinal class CardView: NSView, NibLoadable {}\n",
            interfaceFiles: ["App/CardView.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'CardView' is NibLoadable but no AppKit XIB named 'CardView' is among the \
                inputs; add CardView.xib to the target or provide 'static var nib'
                App/CardView.xib:1:1: note: this XIB is for UIKit, so an AppKit class cannot load it
                """]),
        InterfaceBuilderCheckCase(
            name: "user's nib name literal that names no XIB",
            swift: """
                import UIKit
                final class ProfileCell: UITableViewCell, NibReusable {
                    static var nib: UINib { UINib(nibName: "ProfileRow", bundle: nil) }
                }
                """,
            interfaceFiles: ["App/ProfileCell.xib"],
            diagnostics: ["""
                App.swift:2:13: error: 'ProfileCell' is NibLoadable but no XIB named 'ProfileRow' is among the \
                inputs; add ProfileRow.xib to the target or correct the name in 'static var nib'
                """]),
        InterfaceBuilderCheckCase(
            name: "malformed XIB is reported by the reader only",
            swift: "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}\n",
            interfaceFiles: ["Cases/Malformed/ProfileCell.xib"],
            diagnostics: ["""
                Cases/Malformed/ProfileCell.xib:23:12: error: malformed XML in Interface Builder file: opening and \
                ending tag mismatch
                """]),
    ]

    @Test(arguments: cases)
    func mistake(_ testCase: InterfaceBuilderCheckCase) throws {
        let diagnostics = try CheckFixture.diagnostics(swift: testCase.swift, interfaceFiles: testCase.interfaceFiles)
        #expect(diagnostics == testCase.diagnostics)
    }
}
