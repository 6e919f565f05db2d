import Foundation
import Testing
@testable import GenCore

// MARK: - SourceSelectionTests

/// Scanning only the files the selection picks gives what scanning every file gives: the same Swift output, the same
/// model, and the same diagnostics but for those that concern unread files alone (their lexing errors, too deeply
/// nested declarations and superclass cycles), which are listed.
///
/// "The same model" is every field of `Model` that the output or the diagnostics can depend on, compared exactly
/// (`expectSameModel`), with two fields compared for what is read of them:
/// - `importedModules` lacks the modules that only unread files import (`UIKit` of a file of string registrations,
///   `Foundation` of a stand-in module's file…). Nothing but `importsReusable` and `isForeignModule` reads the set:
///   a file that imports `Reusable` mentions a mixin and is always read, and a module that decides whether a
///   qualifier in play names it (`Other.User`) is one the selection reads the importers of (`RelevantNames.imported`);
///   an SDK module is foreign whether imported or not. So the set may shrink, never in a way that changes a run.
/// - `callSites` lacks the sites of unread files, which name no class of the model; the checks look sites up by the
///   model's classes only (`CallSiteIndex.loads`), and those are the same.
@Suite struct SourceSelectionTests {
    /// One run both ways.
    struct Comparison {
        var everyFile: GenerationResult
        var selected: GenerationResult
        /// The paths of the Swift files the selection left unread, in input order.
        var unread: [String]
        /// The diagnostics scanning every file gives that the selection does not.
        var lost: [Diagnostic]
        /// The modules that unread files import and no read file does, worked out from scanning every file.
        var importedOnlyByUnreadFiles: [String]
        /// The classes the IB documents connect outlets, actions or runtime attributes on.
        var connectedClasses: Set<String> = []
    }

    static func compare(
        _ swift: [SourceFile], interface: [SourceFile] = [], options: GenerationOptions = GenerationOptions()
    ) -> Comparison {
        let sources = swift.filter { !GeneratedFile.isGenerated($0.bytes) }
        let input = GenerationInput(
            swiftFiles: sources.map(InputFile.init), interfaceFiles: interface.map(InputFile.init), options: options)
        let connectedClasses = InterfaceBuilderChecks.readClassed(input.interfaceFiles).classNames
        let recordingObjectiveC = !interface.isEmpty
        let all = scanEveryFile(sources, recordingObjectiveC: recordingObjectiveC)
        let everyFile = Generator.generate(input) { _, _ in all }
        let scanned = SourceSelection.scan(
            input.swiftFiles, classNames: connectedClasses, recordingObjectiveC: recordingObjectiveC)
        let selected = Generator.generate(input)
        let read = Set(scanned.map(\.path))
        let kept = Set(selected.diagnostics)
        let importedByReadFiles = Set(all.filter { read.contains($0.path) }.flatMap(\.importedModules))
        return Comparison(
            everyFile: everyFile, selected: selected, unread: sources.map(\.path).filter { !read.contains($0) },
            lost: everyFile.diagnostics.filter { !kept.contains($0) },
            importedOnlyByUnreadFiles: Set(all.filter { !read.contains($0.path) }.flatMap(\.importedModules))
                .subtracting(importedByReadFiles).sorted(), connectedClasses: connectedClasses)
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
        expectSameModel(comparison, name)
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

    /// The fields of `Model` that `expectSameModel` compares: a field added to the model must be added there.
    static let comparedModelFields = [
        "types", "diagnostics", "importedModules", "declaredMixinNames", "declaredAPI", "everyClass",
        "frameworkExtensionMembers", "interfaceBuilderConnections", "callSites",
    ]

    /// Asserts that the selection's model is the model of every file (see the suite's comment for the two fields
    /// compared for what is read of them).
    static func expectSameModel(_ comparison: Comparison, _ name: String) {
        let selected = comparison.selected.model
        let everyFile = comparison.everyFile.model
        #expect(selected.types == everyFile.types, "\(name)")
        // Every class the IB documents connect names on, and its ancestors, is resolved exactly as from every file,
        // and so are the framework extensions their checks read; other classes may come from unread files.
        var connected = comparison.connectedClasses
        let everyClassByName = Dictionary(grouping: everyFile.everyClass, by: \.name)
        for type in everyFile.everyClass where connected.contains(type.bareName) || connected.contains(type.name) {
            connected.formUnion(type.superclassChain)
        }
        for type in everyFile.everyClass where connected.contains(type.bareName) || connected.contains(type.name) {
            #expect(selected.everyClass.filter { $0.name == type.name } == everyClassByName[type.name], "\(name)")
            let base = type.superclassChain.last.map(TypeReference.lastComponent(of:)) ?? ""
            for ancestor in FrameworkMembers.lineage(of: base) {
                #expect(
                    selected.frameworkExtensionMembers[ancestor] == everyFile.frameworkExtensionMembers[ancestor],
                    "\(name)")
            }
        }
        #expect(Set(selected.everyClass.map(\.name)).isSubset(of: everyFile.everyClass.map(\.name)), "\(name)")
        #expect(selected.interfaceBuilderConnections == everyFile.interfaceBuilderConnections, "\(name)")
        #expect(selected.declaredMixinNames == everyFile.declaredMixinNames, "\(name)")
        #expect(selected.declaredAPI == everyFile.declaredAPI, "\(name)")
        #expect(selected.importsReusable == everyFile.importsReusable, "\(name)")
        #expect(selected.vendorsReusable == everyFile.vendorsReusable, "\(name)")
        #expect(selected.declaresReusableView == everyFile.declaresReusableView, "\(name)")
        // The model's own diagnostics, but for those of unread files alone.
        #expect(
            selected.diagnostics
                == everyFile.diagnostics.filter { diagnostic in
                    !(diagnostic.location.map { comparison.unread.contains($0.path) } == true
                        && concernsOnlyItsFile(diagnostic))
                }, "\(name)")
        // Exactly the modules only unread files import are missing, and none of them is `Reusable`.
        #expect(
            everyFile.importedModules.filter { !selected.importedModules.contains($0) }
                == comparison.importedOnlyByUnreadFiles, "\(name)")
        #expect(Set(selected.importedModules).isSubset(of: everyFile.importedModules), "\(name)")
        #expect(!comparison.importedOnlyByUnreadFiles.contains("Reusable"), "\(name)")
        // The sites of every class of the model, as the checks look them up; the others come from unread files.
        for type in everyFile.types {
            #expect(
                selected.callSites.sites(of: type.name) == everyFile.callSites.sites(of: type.name),
                "\(name): \(type.name)")
        }
        let read = Set(selected.callSites.all)
        for site in everyFile.callSites.all where !read.contains(site) {
            #expect(comparison.unread.contains(site.location.path), "\(name): \(site.location)")
        }
        // The JSON model, rendered from the model with the run's diagnostics, as `--format json` writes it.
        #expect(
            ModelJSON.render(selected, diagnostics: comparison.selected.diagnostics)
                == ModelJSON.render(
                    everyFile,
                    diagnostics: comparison.everyFile.diagnostics.filter { !comparison.lost.contains($0) }),
            "\(name)")
    }

    /// `expectSameModel` compares every stored field of `Model`.
    @Test func theModelComparisonCoversEveryField() {
        let fields = Mirror(reflecting: Model(types: [], diagnostics: [], importedModules: [])).children.map(\.label)
        #expect(fields == Self.comparedModelFields)
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
        var importedOnlyByUnreadFiles: Set<String> = []
        for app in SourceSelectionFixture.apps.dropLast() {
            let comparison = Self.compare(app.swift, interface: app.interface)
            unread.formUnion(comparison.unread)
            lost += comparison.lost
            importedOnlyByUnreadFiles.formUnion(comparison.importedOnlyByUnreadFiles)
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
        // And the model of the selection lacks modules that only unread files import (see the suite's comment).
        #expect(importedOnlyByUnreadFiles.contains("Foundation") && importedOnlyByUnreadFiles.contains("UIKit"))
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
            "Views.swift": "import UIKit\nclass Banner: UIView {}\nextension UIButton { func clear() {} }",
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

    /// The app's own `register(cellType:)`, made for a protocol of its own, mentions no mixin; the generated file must
    /// still leave that helper out (`DeclaredAPI.helpers`), so every extension of a helper's host is read.
    @Test func anExtensionOfAHelpersHostIsRead() {
        let comparison = Self.compare([
            "Cell.swift": "import UIKit\nfinal class ProfileCell: UITableViewCell, Reusable {}",
            "Helpers.swift": """
            extension UITableView {
                func register<T: UITableViewCell>(cellType: T.Type) where T: Identifiable {}
            }
            """,
            "Layout.swift": "extension UICollectionViewFlowLayout { func reset() {} }",
        ])
        Self.expectSameRun(comparison, "helpers")
        #expect(comparison.unread == ["Layout.swift"])
        #expect(comparison.selected.model.declaredAPI.helpers == ["UITableView.register(cellType:)"])
        #expect(!comparison.selected.output.contains("func register<T: UITableViewCell>(cellType"))
    }

    /// A member an extension of a framework class declares is inherited by every subclass and is the witness of the
    /// mixin's requirement: the generated file declares none, so that extension is read though it names no mixin
    /// (Simplenote keeps such extensions in files of their own), and so are its framework ancestors' extensions.
    @Test func extensionsOfAnAdoptersFrameworkAncestorsAreRead() {
        let comparison = Self.compare([
            "Cell.swift": "import UIKit\nfinal class NoteCell: UITableViewCell, Reusable {}",
            "Identifiers.swift":
                "extension UITableViewCell {\n    class var reuseIdentifier: String { classNameWithoutNamespaces }\n}",
            "Names.swift":
                "extension NSObject {\n    class var classNameWithoutNamespaces: String { String(describing: self) }\n}",
            "Buttons.swift": "extension UIButton { func clear() {} }",
        ])
        Self.expectSameRun(comparison, "framework members")
        #expect(comparison.unread == ["Buttons.swift"])
        #expect(comparison.selected.model.types[0].inheritedMembers == [.reuseIdentifier])
        #expect(!comparison.selected.output.contains("static let reuseIdentifier = \"NoteCell\""))
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

    /// `import Reusable` decides whether the generated file declares the protocols: a file that only imports the
    /// library is read, and the modules only unread files import are all the model lacks.
    @Test func aFileThatImportsReusableIsRead() {
        let comparison = Self.compare([
            "ProfileCell.swift": "import UIKit\nfinal class ProfileCell: UITableViewCell, NibReusable {}",
            "Imports.swift": "@_exported import Reusable",
            "Settings.swift": "import Accounts\nimport UIKit\nenum Settings {}",
        ])
        #expect(comparison.unread == ["Settings.swift"])
        #expect(comparison.selected.model.importsReusable)
        #expect(comparison.selected.model.importedModules == ["Reusable", "UIKit"])
        #expect(comparison.importedOnlyByUnreadFiles == ["Accounts"])
        #expect(comparison.selected.output == comparison.everyFile.output)
        // Without the import, the generated file declares the protocols itself.
        let withoutImport = Generator.generate(
            swiftFiles: [
                SourceFile(path: "ProfileCell.swift", text: "final class ProfileCell: UITableViewCell, NibReusable {}")
            ],
            interfaceFiles: [], options: GenerationOptions())
        #expect(!comparison.selected.output.contains("protocol Reusable:"))
        #expect(withoutImport.output.contains("protocol Reusable:"))
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
