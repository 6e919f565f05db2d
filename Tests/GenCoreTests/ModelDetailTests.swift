import Testing
@testable import GenCore

@Suite struct ModelDetailTests {
    @Test func attributesOnEarlierLinesAccessGenericsAndWhereClause() throws {
        let model = buildModel([
            (
                "A.swift",
                """
                @available(iOS 15.0, *)
                @MainActor
                public
                final class Cell<Item: Hashable>: UICollectionViewCell, Reusable where Item: Sendable {}
                """
            )
        ])
        let type = try #require(model.types.first)
        #expect(type.attributes == ["@available(iOS 15.0, *)", "@MainActor"])
        #expect(type.access == .public)
        #expect(type.isFinal)
        #expect(type.genericParameters == "<Item: Hashable>")
        #expect(type.whereClause == "Item: Sendable")
        #expect(type.location == SourceLocation(path: "A.swift", line: 4, column: 13))
    }

    @Test func accessIsLimitedByTheEnclosingDeclaration() {
        let model = buildModel([
            (
                "A.swift",
                """
                enum Outer { public final class A: UITableViewCell, Reusable {} }
                public enum Open { public final class B: UITableViewCell, Reusable {} }
                public extension Open { final class C: UITableViewCell, Reusable {} }
                """
            )
        ])
        #expect(
            model.types.map { "\($0.name) \($0.access.rawValue)" } == [
                "Open.B public", "Open.C internal", "Outer.A internal",
            ])
    }

    @Test func providedMembersAndTheirLiterals() throws {
        let model = buildModel([
            (
                "A.swift",
                #"""
                final class Cell: UITableViewCell, NibReusable {
                    static var reuseIdentifier: String { return "VeryCustomReuseIdentifier" }
                    static var nib: UINib { UINib(nibName: "CustomNib", bundle: nil) }
                }
                final class Scene: UIViewController, StoryboardSceneBased {
                    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
                    static let sceneIdentifier = "Sc\u{65}ne\"1"
                }
                final class Computed: UIViewController, StoryboardBased {
                    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: name(), bundle: nil) }
                }
                extension Computed {
                    static var reuseIdentifier: String { "a" + "b" }
                }
                """#
            )
        ])
        let members = model.types.map { type in
            type.providedMembers.map { "\(type.name).\($0.name.rawValue)=\($0.literal ?? "nil")@\($0.location.line)" }
        }
        #expect(
            members == [
                ["Cell.reuseIdentifier=VeryCustomReuseIdentifier@2", "Cell.nib=CustomNib@3"],
                ["Computed.sceneStoryboard=nil@10", "Computed.reuseIdentifier=nil@13"],
                ["Scene.sceneStoryboard=Main@6", "Scene.sceneIdentifier=Scene\"1@7"],
            ])
        let cell = try #require(model.types.first)
        #expect(cell.provides(.reuseIdentifier) && cell.provides(.nib) && !cell.provides(.sceneIdentifier))
    }

    /// A stored `var` can be set to another string at run time: its initial value is no literal (issue 39). A `let`,
    /// a computed `var` and a stored `var` read through a getter-only protocol stay literals where they were.
    @Test func aStoredVarHasNoLiteral() throws {
        let model = buildModel([
            (
                "A.swift",
                """
                final class Mutable: UITableViewCell, Reusable {
                    static var reuseIdentifier = "Mutable"
                }
                final class Annotated: UITableViewCell, Reusable {
                    static var reuseIdentifier: String = "Annotated" { didSet {} }
                }
                final class Constant: UITableViewCell, Reusable {
                    static let reuseIdentifier = "Constant"
                }
                final class Computed: UITableViewCell, Reusable {
                    static var reuseIdentifier: String { "Computed" }
                }
                """
            )
        ])
        #expect(
            model.types.map { "\($0.name)=\($0.literal(of: .reuseIdentifier) ?? "nil")" } == [
                "Annotated=nil", "Computed=Computed", "Constant=Constant", "Mutable=nil",
            ])
    }

    @Test func membersFromExtensionsOfRefiningProtocolsAreProvided() throws {
        let model = buildModel([
            (
                "A.swift",
                """
                protocol ThemedCell: Reusable {}
                extension ThemedCell {
                    static var reuseIdentifier: String { "Themed." + String(describing: self) }
                }
                protocol Reusable: AnyObject {}
                extension Reusable {
                    static var reuseIdentifier: String { String(describing: self) }
                }
                final class ACell: UITableViewCell, ThemedCell {}
                final class BCell: UITableViewCell, Reusable {}
                """
            )
        ])
        #expect(model.types.map { "\($0.name) \($0.provides(.reuseIdentifier))" } == ["ACell true", "BCell false"])
    }

    @Test func superclassChainsSubclassesAndInheritedMembers() throws {
        let model = buildModel(
            [
                (
                    "A.swift",
                    """
                    class Base: BaseOutside, Reusable {
                        class var reuseIdentifier: String { "base" }
                    }
                    class Middle: Base {}
                    final class Leaf: Middle {}
                    """
                )
            ],
            options: {
                var options = GenerationOptions()
                options.baseClassKinds = ["BaseOutside": .tableViewCell]
                return options
            }())
        #expect(
            model.types.map(\.superclassChain) == [
                ["BaseOutside"], ["Middle", "Base", "BaseOutside"], ["Base", "BaseOutside"],
            ])
        #expect(model.types.map(\.kind) == [.tableViewCell, .tableViewCell, .tableViewCell])
        #expect(model.types.map(\.subclasses) == [["Leaf", "Middle"], [], ["Leaf"]])
        #expect(model.types.map(\.inheritedMixins) == [[], [.reusable], [.reusable]])
        let leaf = try #require(model.types.first { $0.name == "Leaf" })
        #expect(leaf.provides(.reuseIdentifier) && leaf.providedMembers.isEmpty)
    }

    /// `resolvingEveryClass` resolves the classes that adopt nothing as adopters are, and leaves out the ones the
    /// generator could not extend (private, local) or that adopt a look-alike; the adopters' model is unchanged.
    @Test func everyClassIsResolvedOnRequest() throws {
        let files = [
            (
                "A.swift",
                """
                import UIKit
                protocol NibLoadable { var nibName: String { get } }
                class Base: UITableViewCell {
                    @IBOutlet var title: UILabel!
                }
                final class Leaf: Base {
                    static let reuseIdentifier = "leaf"
                }
                final class Adopter: UICollectionViewCell, Reusable {}
                private final class Hidden: UIView {}
                final class Similar: UIView, NibLoadable { var nibName: String { "x" } }
                func make() { final class Local: UIView {} }
                """
            )
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let plain = ModelBuilder.build(scanEveryFile(sources), options: GenerationOptions())
        let model = ModelBuilder.build(scanEveryFile(sources), options: GenerationOptions(), resolvingEveryClass: true)
        #expect(plain.everyClass.isEmpty)
        #expect(model.types == plain.types && model.diagnostics == plain.diagnostics)
        #expect(model.everyClass.map(\.name) == ["Adopter", "Base", "Leaf"])
        #expect(model.everyClass.map(\.kind) == [.collectionViewCell, .tableViewCell, .tableViewCell])
        #expect(model.everyClass.map(\.mixins) == [[.reusable], [], []])
        #expect(
            model.everyClass.map(\.superclassChain) == [
                ["UICollectionViewCell"], ["UITableViewCell"], ["Base", "UITableViewCell"],
            ])
        #expect(model.everyClass.map(\.subclasses) == [[], ["Leaf"], []])
        let leaf = try #require(model.everyClass.last)
        #expect(leaf.literal(of: .reuseIdentifier) == "leaf")
        #expect(leaf.outlets == ["title"])
    }

    @Test func superclassesResolveFromTheEnclosingScopeOutward() {
        let model = buildModel([
            (
                "A.swift",
                """
                class Base: UIView {}
                enum Feature {
                    class Base: UITableViewCell {}
                    final class Cell: Base, Reusable {}
                }
                final class TopLevel: Base, Reusable {}
                """
            )
        ])
        #expect(summary(model) == ["Feature.Cell tableViewCell [Reusable]", "TopLevel view [Reusable]"])
    }

    @Test func importsAreRecorded() {
        let model = buildModel([
            ("A.swift", "@preconcurrency import UIKit\nimport class Reusable.Foo\n"),
            ("B.swift", "@testable import App\nimport UIKit\n"),
        ])
        #expect(model.importedModules == ["App", "Reusable", "UIKit"])
        #expect(model.importsReusable)
    }

    @Test func generatedFilesAreNotReadAsInput() {
        let generated = GeneratedFile.swiftHeader + "\nfinal class Echo: UITableViewCell, Reusable {}\n"
        let result = Generator.generate(
            swiftFiles: [SourceFile(path: "Out.swift", text: generated)], interfaceFiles: [],
            options: {
                var options = GenerationOptions()
                options.format = .json
                return options
            }())
        #expect(!result.output.contains("Echo"))
    }
}
