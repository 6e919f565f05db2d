import Foundation
import Testing
@testable import GenCore

// MARK: - SourceSelectionTests

/// Scanning only the files the selection picks gives what scanning every file gives: the same Swift output, the same
/// model, and the same diagnostics but for those that concern unread files alone (their lexing errors, too deeply
/// nested declarations and superclass cycles), which are listed.
@Suite struct SourceSelectionTests {
    /// One run both ways.
    struct Comparison {
        var everyFile: GenerationResult
        var selected: GenerationResult
        /// The paths of the Swift files the selection left unread, in input order.
        var unread: [String]
        /// The diagnostics scanning every file gives that the selection does not.
        var lost: [Diagnostic]
    }

    static func compare(
        _ swift: [SourceFile], interface: [SourceFile] = [], options: GenerationOptions = GenerationOptions()
    ) -> Comparison {
        let sources = swift.filter { !GeneratedFile.isGenerated($0.bytes) }
        let input = GenerationInput(
            swiftFiles: sources.map(InputFile.init), interfaceFiles: interface.map(InputFile.init), options: options)
        let everyFile = Generator.generate(input) { $0.map { DeclarationScanner.scan(SourceFile($0)) } }
        let scanned = SourceSelection.scan(input.swiftFiles)
        let selected = Generator.generate(input)
        let read = Set(scanned.map(\.path))
        let kept = Set(selected.diagnostics)
        return Comparison(
            everyFile: everyFile, selected: selected, unread: sources.map(\.path).filter { !read.contains($0) },
            lost: everyFile.diagnostics.filter { !kept.contains($0) })
    }

    /// The messages a diagnostic about an unread file alone may have.
    static func concernsOnlyItsFile(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasPrefix("unterminated ") || diagnostic.message.hasPrefix("invalid ")
            || diagnostic.message.hasPrefix("file is too large")
            || diagnostic.message.hasPrefix("declarations nested more than")
            || diagnostic.message.contains("comes back to it")
    }

    /// Asserts that a comparison shows the same run, and returns it.
    @discardableResult
    static func expectSameRun(_ comparison: Comparison, _ name: String) -> Comparison {
        #expect(comparison.selected.output == comparison.everyFile.output || !comparison.lost.isEmpty, "\(name)")
        #expect(comparison.selected.model.types == comparison.everyFile.model.types, "\(name)")
        #expect(
            comparison.selected.diagnostics
                == comparison.everyFile.diagnostics.filter { !comparison.lost.contains($0) },
            "\(name)")
        for diagnostic in comparison.lost {
            #expect(diagnostic.location.map { comparison.unread.contains($0.path) } == true, "\(name): \(diagnostic)")
            #expect(concernsOnlyItsFile(diagnostic), "\(name): \(diagnostic.formatted)")
        }
        return comparison
    }

    @Test(arguments: SourceSelectionFixture.apps.indices)
    func everyFixtureFolderGivesTheSameRun(_ index: Int) {
        let app = SourceSelectionFixture.apps[index]
        for format in GenerationOptions.Format.allCases {
            for var options in [GenerationOptions(), GenerationOptions.fixtureApp] {
                options.format = format
                let comparison = Self.compare(app.swift, interface: app.interface, options: options)
                Self.expectSameRun(comparison, "\(app.name) \(format)")
                // The Swift output has no diagnostics in it: it is the same whatever was lost.
                if format == .swift {
                    #expect(comparison.selected.output == comparison.everyFile.output, "\(app.name)")
                }
            }
        }
    }

    /// The names of a round worked out from those of the round before (`RelevantNames(_:from:)`, as the selection
    /// does) are the names worked out from nothing, whichever files the round before had.
    @Test(arguments: SourceSelectionFixture.apps.indices)
    func namesWorkedOutFromTheRoundBeforeAreTheNamesFromNothing(_ index: Int) {
        let files = scanEveryFile(SourceSelectionFixture.apps[index].swift)
        let fromNothing = RelevantNames(files)
        for earlier in [Array(files.prefix(files.count / 3)), Array(files.suffix(files.count / 2)), [], files] {
            #expect(RelevantNames(files, from: RelevantNames(earlier)) == fromNothing)
        }
        #expect(RelevantNames([], from: fromNothing) == fromNothing)
    }

    /// The comparison is not vacuous: in the fixture folders the selection leaves many files unread (the stand-in
    /// UIKit and AppKit modules, test files, a class no adopter depends on), and loses no diagnostic.
    @Test func theFixtureFoldersLeaveFilesUnreadAndLoseNothing() {
        var unread: Set<String> = []
        var lost: [Diagnostic] = []
        for app in SourceSelectionFixture.apps.dropLast() {
            let comparison = Self.compare(app.swift, interface: app.interface)
            unread.formUnion(comparison.unread)
            lost += comparison.lost
        }
        #expect(unread.count > 50, "\(unread.count)")
        #expect(unread.contains("Tests/Fixtures/App/Sources/UIKit/UITableView.swift"))
        #expect(
            unread.contains(
                "Tests/GenCoreTests/Fixtures/InterfaceBuilderChecks/Shapes/03-ModuleQualified/Operation.swift"))
        #expect(
            !unread.contains(
                "Tests/GenCoreTests/Fixtures/InterfaceBuilderChecks/Shapes/11-StoryboardConstant/Storyboards.swift"))
        #expect(lost.isEmpty)
    }

    // MARK: - Each rule

    /// A run over files given as texts, by name.
    static func compare(_ texts: KeyValuePairs<String, String>, options: GenerationOptions = GenerationOptions())
        -> Comparison
    {
        expectSameRun(compare(texts.map { SourceFile(path: $0.key, text: $0.value) }, options: options), "\(texts)")
    }

    @Test func theSuperclassChainAndItsExtensionsAreRead() {
        let comparison = Self.compare([
            "Cell.swift": "import Reusable\nfinal class FeedCell: BaseCell, Reusable {}",
            "Base.swift": "import UIKit\nclass /* shared */ BaseCell: RootCell {}",
            "Root.swift": "import UIKit\nclass RootCell: UITableViewCell {}",
            "RootExtras.swift": "extension RootCell {\n    static var reuseIdentifier: String { \"Root\" }\n}",
            "Views.swift": "import UIKit\nclass Banner: UIView {}\nextension UITableViewCell { func clear() {} }",
        ])
        #expect(comparison.unread == ["Views.swift"])
        #expect(comparison.selected.model.types.map(\.kind) == [.tableViewCell])
        #expect(comparison.selected.model.types[0].inheritedMembers == [.reuseIdentifier])
    }

    @Test func subclassesConformancesAndRefiningProtocolsAreRead() {
        let comparison = Self.compare([
            "Protocols.swift":
                "protocol FeedItem: Reusable {}\ntypealias FeedItemCell = UICollectionViewCell & FeedItem",
            "Card.swift": "final class CardCell: FeedItemCell {}",
            "Photo.swift": "class PhotoCell: UICollectionViewCell {}\nfinal class WidePhotoCell: PhotoCell {}",
            "Photo+Feed.swift": "extension PhotoCell: FeedItem {}",
            "Other.swift": "final class Plain: UICollectionViewCell {}",
        ])
        #expect(comparison.unread == ["Other.swift"])
        #expect(comparison.selected.model.types.map(\.name) == ["CardCell", "PhotoCell", "WidePhotoCell"])
    }

    @Test func aFrameworkClassThatAdoptsMakesEveryFileOfItsSubclassesRead() {
        let comparison = Self.compare([
            "Conformances.swift": "extension UIView: NibLoadable {}",
            "Header.swift": "final class HeaderCell: UITableViewCell {}",
            "Model.swift": "struct Item {}",
        ])
        #expect(comparison.unread == ["Model.swift"])
        #expect(comparison.selected.model.types.map(\.name) == ["HeaderCell"])
    }

    @Test func theTypealiasOfAnAncestorIsReadWithItsExtensions() {
        let comparison = Self.compare([
            "Cell.swift": "final class FeedCell: BaseCell, Reusable {}",
            "Base.swift": "class BaseCell: UITableViewCell {}",
            "Alias.swift": "typealias Legacy = BaseCell",
            "Legacy.swift": "extension Legacy {\n    static var reuseIdentifier: String { \"Legacy\" }\n}",
            "Aliases.swift": "typealias Completion = () -> Void",
        ])
        #expect(comparison.unread == ["Aliases.swift"])
        #expect(
            comparison.selected.model.types.map(\.inheritedMembers)
                == comparison.everyFile.model.types.map(\.inheritedMembers))
    }

    @Test func enclosingTypesStoryboardConstantsAndImportedModulesAreRead() {
        let comparison = Self.compare([
            "Feed.swift": "private enum Feed {}",
            "FeedCells.swift": "extension Feed {\n    final class Cell: UITableViewCell, Reusable {}\n}",
            "Storyboards.swift":
                "extension UIStoryboard {\n    static let login = UIStoryboard(name: \"Login\", bundle: nil)\n}",
            "Login.swift":
                "final class LoginViewController: UIViewController, StoryboardBased {\n"
                + "    static var sceneStoryboard: UIStoryboard { .login }\n}",
            "Imports.swift": "import Accounts",
            "Account.swift": "final class AccountCell: Accounts.Base, Reusable {}",
            "Base.swift": "class Base: UITableViewCell {}",
            "Unrelated.swift": "import Foundation\nenum Tools {}",
        ])
        #expect(comparison.unread == ["Unrelated.swift"])
    }

    @Test func callSitesInFilesWithoutMixinsAreRead() {
        let comparison = Self.compare([
            "ProfileCell.swift": "final class ProfileCell: UITableViewCell, NibReusable {}",
            "Feed.swift":
                "func setUp(_ tableView: UITableView) {\n    tableView.register(cellType: ProfileCell.self)\n}",
            "Settings.swift": "func setUp(_ tableView: UITableView) {\n    tableView.register(Plain.self)\n}",
        ])
        #expect(comparison.unread == ["Settings.swift"])
        // Which decides that a missing XIB is an error, not a warning.
        #expect(comparison.selected.model.callSites.sites(of: "ProfileCell").map(\.location.path) == ["Feed.swift"])
    }

    @Test func suppressionCommentsAndLowerCaseNamesAreRead() {
        let comparison = Self.compare([
            "Cells.swift": "final class cell: UITableViewCell, Reusable {}",
            "Sub.swift": "final class special: cell {}",
            "Notes.swift": "// reusable-gen:disable-file missing-xib\nlet x = 1",
        ])
        #expect(comparison.unread.isEmpty)
        #expect(comparison.selected.model.types.map(\.name) == ["cell", "special"])
    }

    /// A file a later round selects is scanned from its own bytes, and the result keeps the files' order.
    @Test func aFileSelectedLaterIsScannedInItsPlace() {
        let files = [
            SourceFile(path: "Cell.swift", text: "final class FeedCell: BaseCell, Reusable {}"),
            SourceFile(path: "Base.swift", text: "class BaseCell: UITableViewCell {}"),
            SourceFile(path: "Other.swift", text: "struct Other {}"),
        ]
        let selected = SourceSelection.scan(files.map(InputFile.init))
        #expect(selected == scanEveryFile(Array(files.prefix(2))))
        #expect(selected.map(\.path) == ["Cell.swift", "Base.swift"])
    }

    /// A name read from invalid UTF-8 holds U+FFFD where the files have other bytes: every file is read.
    @Test func aNameInInvalidUTF8MakesEveryFileRead() {
        let files = [
            SourceFile(
                path: "Cell.swift",
                bytes: Array("final class Cell".utf8) + [0xFF] + Array(": UITableViewCell, Reusable {}".utf8)),
            SourceFile(path: "Sub.swift", bytes: Array("final class Sub: Cell".utf8) + [0xFF] + Array(" {}".utf8)),
            SourceFile(path: "Other.swift", text: "struct Other {}"),
        ]
        let comparison = Self.expectSameRun(Self.compare(files), "invalid UTF-8")
        #expect(comparison.unread.isEmpty)
        #expect(comparison.selected.model.types.count == 2)
    }

    /// What the selection knowingly does not report: problems of files it does not read.
    @Test func problemsOfUnreadFilesAreLeftToTheCompiler() {
        let comparison = Self.compare([
            "Cell.swift": "final class FeedCell: UITableViewCell, Reusable {}",
            "Broken.swift": "let text = \"never closed\n",
            "Cycle.swift": "class Loop: Back {}\nclass Back: Loop {}",
        ])
        #expect(comparison.unread == ["Broken.swift", "Cycle.swift"])
        #expect(
            comparison.lost.map(\.message) == [
                "unterminated string literal",
                "the superclass chain of 'Loop' comes back to it, as it does when modules scanned together declare classes of the same name, so its kind is unknown",
            ])
        #expect(comparison.selected.output == comparison.everyFile.output)
    }
}
