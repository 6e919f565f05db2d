import Foundation
import Testing
@testable import GenCore

/// Issue 28: the generated file is generated against what the app declares. The fixture targets of ours in
/// `Tests/Fixtures/App` (compiled in three modes by `FixturePackageTests`) hold each shape; these tests pin the
/// diagnostics the design chose for them and show that nothing the app declares is declared again.
@Suite struct AppDeclarationsTests {
    /// A fixture target and what a run over its sources must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var target: String
        /// The file-scope protocols and typealiases the generated file declares, sorted.
        var declared: [String]
        var diagnostics: [String]
        var testDescription: String { target }
    }

    static let folder = "Tests/Fixtures/App/Sources"

    static let cases: [Case] = [
        // (a) every protocol with the library's requirements, the app's own helper names.
        Case(target: "OwnProtocols", declared: ["ReusableView"], diagnostics: []),
        // (b) only some protocols.
        Case(
            target: "OnlyNibOwner",
            declared: [
                "NibLoadable", "NibReusable", "Reusable", "ReusableView", "StoryboardBased", "StoryboardSceneBased",
            ],
            diagnostics: []),
        Case(
            target: "NibAndStoryboard",
            declared: ["NibOwnerLoadable", "NibReusable", "Reusable", "ReusableView", "StoryboardSceneBased"],
            diagnostics: []),
        // (c) look-alikes: their adopters are left alone, with a note at each protocol.
        Case(
            target: "LookAlikes",
            declared: ["NibOwnerLoadable", "ReusableView", "StoryboardBased", "StoryboardSceneBased"],
            diagnostics: [
                """
                \(folder)/LookAlikes/Protocols.swift:8:10: note: this 'Reusable' is not the Reusable library's: it \
                lacks 'static var reuseIdentifier: String', so reusable-gen leaves its adopters alone (it generates \
                nothing for them) and declares no helper that needs it
                """,
                """
                \(folder)/LookAlikes/Protocols.swift:18:10: note: this 'NibLoadable' is not the Reusable library's: \
                it lacks 'static var nib: UINib', so reusable-gen leaves its adopters alone (it generates nothing for \
                them) and declares no helper that needs it
                """,
            ]),
        // (e) members the user wrote with generated names; one of another type is a note.
        Case(
            target: "MemberClashes",
            declared: [
                "NibLoadable", "NibOwnerLoadable", "NibReusable", "Reusable", "ReusableView", "StoryboardBased",
                "StoryboardSceneBased",
            ],
            diagnostics: [
                """
                \(folder)/MemberClashes/Cells.swift:8:16: note: 'nib' of 'PhotoCell' is a 'String', not the 'UINib' \
                NibLoadable uses: reusable-gen does not redeclare it and generates no 'nib' nor 'nibName' for \
                'PhotoCell'
                """,
                """
                \(folder)/MemberClashes/Cells.swift:13:16: note: 'nib' of 'StickerCell' is a 'String', not the \
                'UINib' NibLoadable uses: reusable-gen does not redeclare it and generates no 'nib' nor 'nibName' for \
                'StickerCell'
                """,
            ]),
        // Issue 39: an app's own `protocol NibReusable` (the library's is a typealias) leaves its adopters alone
        // unless it refines both `Reusable` and `NibLoadable`; so does a `Reusable` typealias, or a `Reusable` whose
        // requirement is an instance property.
        Case(
            target: "OwnNibReusable",
            declared: [
                "NibLoadable", "NibOwnerLoadable", "Reusable", "ReusableView", "StoryboardBased",
                "StoryboardSceneBased",
            ],
            diagnostics: [
                """
                \(folder)/OwnNibReusable/Cells.swift:10:10: note: this 'NibReusable' is a protocol of the app's, not \
                the Reusable library's typealias of 'Reusable & NibLoadable': its adopters do not conform to \
                'Reusable' nor 'NibLoadable', which the generated helpers require, so reusable-gen leaves them alone \
                (it generates nothing for them)
                """
            ]),
        Case(
            target: "OtherNibReusable",
            declared: ["NibLoadable", "NibOwnerLoadable", "ReusableView", "StoryboardBased", "StoryboardSceneBased"],
            diagnostics: [
                """
                \(folder)/OtherNibReusable/Cells.swift:9:10: note: this 'NibReusable' is a protocol of the app's, not \
                the Reusable library's typealias of 'Reusable & NibLoadable': its adopters do not conform to \
                'Reusable' nor 'NibLoadable', which the generated helpers require, so reusable-gen leaves them alone \
                (it generates nothing for them)
                """,
                """
                \(folder)/OtherNibReusable/Cells.swift:20:10: note: this 'Reusable' is not the Reusable library's: it \
                lacks 'static var reuseIdentifier: String' (it declares 'var reuseIdentifier: String'), so \
                reusable-gen leaves its adopters alone (it generates nothing for them) and declares no helper that \
                needs it
                """,
            ]),
        Case(
            target: "OwnReusableAlias",
            declared: [
                "NibLoadable", "NibOwnerLoadable", "NibReusable", "ReusableView", "StoryboardBased",
                "StoryboardSceneBased",
            ],
            diagnostics: [
                """
                \(folder)/OwnReusableAlias/Cells.swift:17:11: note: this 'Reusable' is not the Reusable library's: it \
                lacks 'protocol Reusable' (it declares 'typealias Reusable = ReusableCell'), so reusable-gen leaves \
                its adopters alone (it generates nothing for them) and declares no helper that needs it
                """
            ]),
        Case(
            target: "RefinedNibReusable",
            declared: [
                "NibLoadable", "NibOwnerLoadable", "Reusable", "ReusableView", "StoryboardBased",
                "StoryboardSceneBased",
            ],
            diagnostics: []),
    ]

    /// The Swift files of a folder of the repository.
    static func sources(_ folder: String) throws -> [SourceFile] {
        try GoldenTests.sources(in: folder).filter {
            !String(decoding: $0.bytes, as: UTF8.self).hasPrefix(GeneratedFile.swiftHeader)
        }
    }

    /// The file-scope protocols and typealiases of scanned files, sorted.
    static func declaredNames(_ files: [ScannedFile]) -> [String] {
        let protocols = files.flatMap(\.types).filter { $0.keyword == .protocol && $0.lexicalScope.isEmpty }.map(\.name)
        let aliases = files.flatMap(\.typealiases).filter { $0.lexicalScope.isEmpty }.map(\.name)
        return Array(Set(protocols + aliases)).sorted()
    }

    /// The functions of extensions of the helpers' hosts, as `Host.fullName`.
    static func helpers(_ files: [ScannedFile]) -> Set<String> {
        Set(
            files.flatMap(\.extensions).flatMap { declaration in
                declaration.functions.map { declaration.extendedType.lastComponent + "." + $0 }
            })
    }

    @Test(arguments: cases)
    func theFixtureGetsTheChosenDiagnostics(_ fixture: Case) throws {
        let result = Generator.generate(
            swiftFiles: try Self.sources("\(Self.folder)/\(fixture.target)"), interfaceFiles: [],
            options: GenerationOptions())
        #expect(result.diagnostics.map(\.formatted) == fixture.diagnostics)
    }

    @Test(arguments: cases)
    func nothingTheAppDeclaresIsDeclaredAgain(_ fixture: Case) throws {
        let app = scanEveryFile(try Self.sources("\(Self.folder)/\(fixture.target)"))
        let result = Generator.generate(
            swiftFiles: try Self.sources("\(Self.folder)/\(fixture.target)"), interfaceFiles: [],
            options: GenerationOptions())
        let output = scanEveryFile([SourceFile(path: "Generated.swift", text: result.output)])
        #expect(Self.declaredNames(output) == fixture.declared)
        #expect(Set(Self.declaredNames(output)).isDisjoint(with: Self.declaredNames(app)))
        #expect(
            Self.helpers(output).isDisjoint(with: Self.helpers(app)),
            "\(Self.helpers(output).intersection(Self.helpers(app)))")
        // The types the app declares are extended, never declared.
        let appTypes = Set(app.flatMap(\.types).map(\.name))
        #expect(output.flatMap(\.types).allSatisfy { !appTypes.contains($0.name) })
    }

    // MARK: - (d) a class declared twice

    @Test func aClassDeclaredTwiceGetsOneExtensionOrNoneAndAWarning() throws {
        let app = "\(Self.folder)/DuplicateClass"
        let stale = "Tests/Fixtures/App/StaleCopies/DuplicateClass"
        var options = GenerationOptions()
        options.moduleName = "DuplicateClass"
        let result = Generator.generate(
            swiftFiles: try Self.sources(app) + Self.sources(stale), interfaceFiles: [], options: options)
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                \(stale)/Cells.swift:7:13: warning: 'ProfileCell' is declared more than once in the sources given \
                (\(app)/Cells.swift:9 and \(stale)/Cells.swift:7), as a stale copy outside the app's target would be; \
                the copies resolve alike, so reusable-gen writes one extension, which fits either; leave the stale \
                copy out of the inputs
                \(app)/Cells.swift:9:13: note: 'ProfileCell' is also declared here
                """,
                """
                \(stale)/Cells.swift:10:13: warning: 'BannerView' is declared more than once in the sources given \
                (\(app)/Cells.swift:12 and \(stale)/Cells.swift:10), as a stale copy outside the app's target would \
                be; the copies differ, so reusable-gen writes no extension for it; leave the stale copy out of the inputs
                \(app)/Cells.swift:12:13: note: 'BannerView' is also declared here
                """,
            ])
        let checkedIn = try String(
            contentsOf: GoldenTests.repository.appendingPathComponent("\(app)/DuplicateClass+ReusableGen.swift"),
            encoding: .utf8)
        #expect(result.output == checkedIn, "regenerate it: reusable-gen --output … \(app) \(stale)")
        #expect(result.output.components(separatedBy: "\nextension ProfileCell {").count == 2)
        #expect(!result.output.contains("extension BannerView"))
        #expect(result.output.contains("\nextension FeedCell {"))
        // The model keeps both copies: the IB cross-check tells same-named classes apart by module.
        #expect(result.model.types.filter { $0.name == "ProfileCell" }.count == 2)
    }

    @Test func classesDeclaredInTwoBranchesOfAnIfAreNoDuplicates() {
        let result = generate(
            """
            #if DEBUG
            final class DebugCell: UITableViewCell, Reusable {}
            #else
            final class DebugCell: UITableViewCell, Reusable {}
            #endif
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.components(separatedBy: "\nextension DebugCell {").count == 3)
    }

    // MARK: - Unit shapes

    func generate(_ sources: String..., options: GenerationOptions = GenerationOptions()) -> GenerationResult {
        let files = sources.enumerated().map {
            SourceFile(path: "\(["A", "B", "C"][$0.offset]).swift", text: $0.element)
        }
        return Generator.generate(swiftFiles: files, interfaceFiles: [], options: options)
    }

    @Test func aNonisolatedProtocolOfTheAppKeepsItsAdoptersOwnNib() throws {
        let result = generate(
            """
            protocol NibLoadable: AnyObject {
                static var nib: UINib { get }
            }
            final class AvatarView: UIView, NibLoadable {}
            """)
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                A.swift:1:10: note: this 'NibLoadable' is not '@MainActor', so its 'nib' cannot be a main-actor member \
                of an adopter in Swift 6: reusable-gen generates no 'nib' for its adopters, which keep the app's own
                """
            ])
        #expect(!result.output.contains("protocol NibLoadable"))
        let avatarView = try #require(result.output.components(separatedBy: "\nextension AvatarView {\n").last)
        #expect(!avatarView.contains("static var nib"))
        #expect(avatarView.contains("nonisolated static let nibName = \"AvatarView\""))
        #expect(result.output.contains("extension NibLoadable where Self: UIView {"))
    }

    @Test func aMainActorProtocolOfTheAppGetsItsAdoptersNib() {
        let result = generate(
            """
            @MainActor protocol NibLoadable: AnyObject {
                static var nib: UINib { get }
            }
            final class AvatarView: UIView, NibLoadable {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output.contains(
                "static var nib: UINib { UINib(nibName: nibName, bundle: Bundle(for: AvatarView.self)) }"))
    }

    @Test func aHelperTheAppDeclaresIsNotDeclaredAgainAndTheOthersAre() {
        let result = generate(
            """
            protocol Reusable: AnyObject { static var reuseIdentifier: String { get } }
            extension UITableView {
                func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {}
            }
            final class NoteCell: UITableViewCell, Reusable {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(!result.output.contains("func register<T: UITableViewCell>(cellType: T.Type)"))
        #expect(result.output.contains("func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath"))
        #expect(result.output.contains("        tableView.register(cellType: self)\n"))
    }

    /// The AppKit section declares its protocols and helpers all or nothing: with the app's own protocols it declares
    /// no `makeView(cellType:owner:)`, so no type's extension may call it either.
    @Test func anAppKitAppWithProtocolsOfItsOwnGetsNoCallToHelpersItLacks() {
        let result = generate(
            """
            import AppKit
            protocol Reusable: AnyObject { static var reuseIdentifier: String { get } }
            @MainActor protocol NibLoadable: AnyObject { static var nib: NSNib { get } }
            final class SidebarCell: NSTableCellView, Reusable {}
            final class PhotoItem: NSCollectionViewItem, Reusable {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.contains("extension SidebarCell {"))
        #expect(result.output.contains("extension PhotoItem {"))
        for helper in ["makeView(cellType:", "register(cellType:", "makeItem(for:", "register(itemType:"] {
            #expect(!result.output.contains(helper), "\(helper)")
        }
    }

    @Test func aRequirementOfAnotherTypeMakesALookAlike() {
        let result = generate(
            """
            protocol Reusable { static var reuseIdentifier: Int { get } }
            final class NoteCell: UITableViewCell, NibReusable {}
            """)
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                A.swift:1:10: note: this 'Reusable' is not the Reusable library's: it lacks 'static var \
                reuseIdentifier: String' (it declares 'static var reuseIdentifier: Int'), so reusable-gen leaves its \
                adopters alone (it generates nothing for them) and declares no helper that needs it
                """
            ])
        // `NibReusable` (generated) composes the app's look-alike: its adopter is left alone too.
        #expect(result.model.types.isEmpty == true)
        #expect(result.output.contains("typealias NibReusable = Reusable & NibLoadable"))
        #expect(!result.output.contains("where T: Reusable {"))
    }

    /// Issue 39: the model of each shape — which classes the generator extends and with which mixins.
    @Test func theAppsOwnMixinNamesGiveOnlyTheAdoptersThatFit() throws {
        func adopters(_ target: String) throws -> [String] {
            let result = Generator.generate(
                swiftFiles: try Self.sources("\(Self.folder)/\(target)"), interfaceFiles: [],
                options: GenerationOptions())
            return result.model.types.map { "\($0.name): \($0.mixins.map(\.rawValue).sorted())" }.sorted()
        }
        #expect(try adopters("OwnNibReusable") == ["BannerView: [\"NibLoadable\"]", "PlainCell: [\"Reusable\"]"])
        #expect(try adopters("OtherNibReusable") == ["BadgeView: [\"NibOwnerLoadable\"]"])
        #expect(try adopters("OwnReusableAlias") == ["HeaderView: [\"NibLoadable\"]"])
        #expect(
            try adopters("RefinedNibReusable") == [
                "CommentCell: [\"NibLoadable\", \"Reusable\"]", "ThumbnailCell: [\"NibLoadable\", \"Reusable\"]",
            ])
    }

    @Test func aNibReusableProtocolRefiningOnlyReusableLacksNibLoadable() {
        let result = generate(
            """
            protocol NibReusable: Reusable { static var nib: UINib { get } }
            final class NoteCell: UITableViewCell, NibReusable {}
            final class PlainCell: UITableViewCell, Reusable {}
            """)
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                A.swift:1:10: note: this 'NibReusable' is a protocol of the app's, not the Reusable library's \
                typealias of 'Reusable & NibLoadable': its adopters do not conform to 'NibLoadable', which the \
                generated helpers require, so reusable-gen leaves them alone (it generates nothing for them)
                """
            ])
        #expect(result.model.types.map(\.name) == ["PlainCell"])
    }

    @Test func aConditionalConformanceToALookAlikeGetsOnlyTheLookAlikesNote() {
        let result = generate(
            """
            protocol Reusable { static var ID: String { get } }
            final class NoteCell<T>: UITableViewCell {}
            extension NoteCell: Reusable where T == Int {}
            """)
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                A.swift:1:10: note: this 'Reusable' is not the Reusable library's: it lacks 'static var \
                reuseIdentifier: String', so reusable-gen leaves its adopters alone (it generates nothing for them) and \
                declares no helper that needs it
                """
            ])
        #expect(result.model.types.isEmpty)
    }

    @Test func aRequirementProvidedByTheProtocolsExtensionFits() {
        let result = generate(
            """
            protocol Reusable: AnyObject {}
            extension Reusable {
                static var reuseIdentifier: String { String(describing: self) }
            }
            final class NoteCell: UITableViewCell, Reusable {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.contains("nonisolated static let reuseIdentifier = \"NoteCell\""))
    }

    @Test func anAdditionTheAppDeclaresNextToTheLibraryIsNotDeclaredAgain() {
        let result = generate(
            """
            import Reusable
            extension UITableView {
                func dequeueHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T where T: Reusable { fatalError() }
            }
            final class NotesHeader: UITableViewHeaderFooterView, Reusable {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(!result.output.contains("func dequeueHeaderFooterView"))
        #expect(result.output.contains("tableView.dequeueHeaderFooterView(self)"))
    }

    @Test func theScannerReadsRequirementsAndFullNames() throws {
        let scanned = scanEveryFile([
            SourceFile(
                path: "A.swift",
                text: """
                    @MainActor protocol StoryboardSceneBased: AnyObject {
                        static var sceneStoryboard: UIStoryboard { get }
                        static var sceneIdentifier: Swift.String { get }
                        var title: String? { get }
                        static func make(with model: Model, _ flag: Bool) -> Self
                    }
                    extension UITableView {
                        func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T { fatalError() }
                        func f(_ a: Int, b c: (Int, Int) -> Void, d: Dictionary<String, Int>, e: [String: Int]) {}
                        func loadFromNib() {}
                    }
                    extension Other {
                        func register(cellType: Int) {}
                    }
                    final class Cell: UITableViewCell, NibReusable {
                        static let nib = "Cell"
                        static var reuseIdentifier: String { "C" }
                    }
                    """)
        ])
        let file = try #require(scanned.first)
        #expect(
            file.types[0].requirements.map(\.declaration) == [
                "static var sceneStoryboard: UIStoryboard", "static var sceneIdentifier: Swift.String",
                "var title: String?", "static func make(with:_:)",
            ])
        #expect(
            file.extensions.map(\.functions) == [
                ["dequeueReusableCell(for:cellType:)", "f(_:b:d:e:)", "loadFromNib()"], [],
            ])
        #expect(
            file.types[1].members.map { "\($0.name.rawValue): \($0.typeName ?? "?")" } == [
                "nib: String", "reuseIdentifier: String",
            ])
    }
}
