import Testing
@testable import GenCore

/// Builds the model for in-memory files, as the CLI would for files on disk.
func buildModel(_ files: [(String, String)], options: GenerationOptions = GenerationOptions()) -> Model {
    let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
    return ModelBuilder.build(scanEveryFile(sources), options: options)
}

/// One line per resolved type: `name kind [mixins] if [conditions]`.
func summary(_ model: Model) -> [String] {
    model.types.map { type in
        let conditions = type.conditions.isEmpty ? "" : " if " + type.conditions.joined(separator: " ; ")
        return "\(type.name) \(type.kind.rawValue) [\(type.mixins.map(\.rawValue).joined(separator: ","))]\(conditions)"
    }
}

/// A model case: files in, type summaries and formatted diagnostics out.
struct ModelCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [(String, String)]
    var types: [String]
    var diagnostics: [String] = []
    var testDescription: String { name }
}

@Suite struct ModelTests {
    static let cases: [ModelCase] = [
        ModelCase(
            name: "nested types in classes, enums and extensions",
            files: [
                (
                    "A.swift",
                    """
                    import UIKit
                    final class Outer {
                        final class InClass: UITableViewCell, Reusable {}
                    }
                    enum Namespace {
                        final class InEnum: UICollectionViewCell, Reusable {}
                        struct Deeper { final class Cell: UITableViewHeaderFooterView, Reusable {} }
                    }
                    extension Namespace {
                        final class FromExtension: UICollectionReusableView, Reusable {}
                    }
                    extension Namespace.Deeper {
                        final class Controller: UIViewController, StoryboardBased {}
                    }
                    """
                )
            ],
            types: [
                "Namespace.Deeper.Cell tableViewHeaderFooterView [Reusable]",
                "Namespace.Deeper.Controller viewController [StoryboardBased]",
                "Namespace.FromExtension collectionReusableView [Reusable]",
                "Namespace.InEnum collectionViewCell [Reusable]",
                "Outer.InClass tableViewCell [Reusable]",
            ]),
        ModelCase(
            name: "conformance added by an extension in another file",
            files: [
                ("Cell.swift", "import UIKit\nfinal class ProfileCell: UITableViewCell {}\n"),
                ("Cell+Reusable.swift", "extension ProfileCell: NibReusable {}\n"),
            ], types: ["ProfileCell tableViewCell [NibLoadable,Reusable]"]),
        ModelCase(
            name: "typealias and refining-protocol mixins",
            files: [
                (
                    "A.swift",
                    """
                    typealias Cellish = Reusable & NibLoadable
                    typealias Deeper = Cellish
                    protocol ThemedCell: Reusable {}
                    protocol VeryThemed: ThemedCell, AnyObject {}
                    final class A: UITableViewCell, Cellish {}
                    final class B: UITableViewCell, Deeper {}
                    final class C: UICollectionViewCell, VeryThemed {}
                    final class D: UIView, NibOwnerLoadable {}
                    """
                )
            ],
            types: [
                "A tableViewCell [NibLoadable,Reusable]",
                "B tableViewCell [NibLoadable,Reusable]",
                "C collectionViewCell [Reusable]",
                "D view [NibOwnerLoadable]",
            ]),
        ModelCase(
            name: "mixins inherited through non-final parents, in any file order",
            files: [
                ("Z.swift", "class GrandChild: Child {}\n"),
                (
                    "A.swift",
                    "class Base: UITableViewCell, Reusable {}\nclass Child: Base, NibLoadable {}\nclass Plain: UIView {}\n"
                ),
            ],
            types: [
                "Base tableViewCell [Reusable]",
                "Child tableViewCell [NibLoadable,Reusable]",
                "GrandChild tableViewCell [NibLoadable,Reusable]",
            ]),
        ModelCase(
            name: "module-qualified superclass and mixin names",
            files: [
                (
                    "A.swift",
                    """
                    import Reusable
                    final class A: UIKit.UITableViewCell, Reusable.Reusable {}
                    final class B: App.A, Reusable.NibLoadable {}
                    final class C: AppKit.NSTableCellView, Reusable.NibReusable {}
                    """
                )
            ],
            types: [
                "A tableViewCell [Reusable]",
                "B tableViewCell [NibLoadable,Reusable]",
                "C appKitTableCellView [NibLoadable,Reusable]",
            ]),
        ModelCase(
            name: "generic classes with where clauses",
            files: [
                (
                    "A.swift",
                    """
                    class GenericCell<Model: Hashable, Other>: UICollectionViewCell, Reusable where Other: Sendable, Model: Codable {}
                    final class Concrete: GenericCell<Int, String> {}
                    """
                )
            ],
            types: [
                "Concrete collectionViewCell [Reusable]",
                "GenericCell collectionViewCell [Reusable]",
            ]),
        ModelCase(
            name: "#if, #elseif and #else keep each declaration's own conditions",
            files: [
                (
                    "A.swift",
                    """
                    #if canImport(UIKit)
                    final class Cell: UITableViewCell, Reusable {}
                    #if DEBUG
                    final class DebugCell: UITableViewCell, Reusable {}
                    #endif
                    #elseif canImport(AppKit)
                    final class Cell: NSTableCellView, Reusable {}
                    #else
                    final class Cell: Other, Reusable {}
                    #endif
                    """
                )
            ],
            types: [
                "Cell tableViewCell [Reusable] if canImport(UIKit)",
                "Cell appKitTableCellView [Reusable] if !canImport(UIKit) && (canImport(AppKit))",
                "Cell unknown [Reusable] if !canImport(UIKit) && !canImport(AppKit)",
                "DebugCell tableViewCell [Reusable] if canImport(UIKit) ; DEBUG",
            ],
            diagnostics: [
                """
                A.swift:9:13: note: the superclass chain of 'Cell' leaves the sources at 'Other', so only \
                kind-independent members are generated; map 'Other' to a kind with 'baseClassKinds' in the configuration file
                """
            ]),
        ModelCase(
            name: "class func, class var and protocol P: class are not class declarations",
            files: [
                (
                    "A.swift",
                    """
                    protocol Legacy: class {}
                    final class Cell: UITableViewCell, Reusable {
                        class func make() -> Cell { Cell() }
                        class var shared: Int { 1 }
                        override class var requiresConstraintBasedLayout: Bool { true }
                        class let constant = 1
                    }
                    """
                )
            ], types: ["Cell tableViewCell [Reusable]"]),
        ModelCase(
            name: "backticked and non-ASCII names",
            files: [
                (
                    "A.swift",
                    """
                    final class `Type`: UITableViewCell, Reusable {}
                    final class Zellé: UITableViewCell, Reusable {}
                    enum `Outer` { final class 细胞: UICollectionViewCell, Reusable {} }
                    """
                )
            ],
            types: [
                "Outer.细胞 collectionViewCell [Reusable]",
                "Type tableViewCell [Reusable]",
                "Zellé tableViewCell [Reusable]",
            ]),
        ModelCase(
            name: "local and private types are left out with a note",
            files: [
                (
                    "A.swift",
                    """
                    private final class Hidden: UITableViewCell, Reusable {}
                    fileprivate final class AlsoHidden: UITableViewCell, Reusable {}
                    private enum Wrapper { final class Inner: UITableViewCell, Reusable {} }
                    final class Visible: UITableViewCell, Reusable {}
                    func make() {
                        final class Local: UITableViewCell, Reusable {}
                    }
                    """
                )
            ], types: ["Visible tableViewCell [Reusable]"],
            diagnostics: [
                """
                A.swift:1:21: note: 'Hidden' adopts Reusable but is private, so it cannot be extended from another \
                file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                """,
                """
                A.swift:2:25: note: 'AlsoHidden' adopts Reusable but is fileprivate, so it cannot be extended from \
                another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                """,
                """
                A.swift:3:36: note: 'Wrapper.Inner' adopts Reusable but is nested in a private declaration, so it \
                cannot be extended from another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                """,
                """
                A.swift:6:17: note: 'Local' adopts Reusable but is local to a function or closure, so it cannot be \
                extended from another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                """,
            ]),
        ModelCase(
            name: "decoys in comments, strings and regex literals do not disturb nesting",
            files: [
                (
                    "A.swift",
                    #"""
                    // class LineDecoy: UITableViewCell, Reusable {
                    /* class Block: UITableViewCell, Reusable { /* nested } */ still comment { */
                    enum Holder {
                        static let single = "class S: UITableViewCell, Reusable { }"
                        static let multi = """
                            class M: UITableViewCell, Reusable {
                            """
                        static let raw = ##"class R: UITableViewCell, Reusable { "# }"##
                        static let interpolated = "\( "}" ) class I: Reusable { \("{")"
                        static let regex = /class X: Reusable \{/
                        static let extended = #/class Y: Reusable { /#
                        final class Real: UITableViewCell, Reusable {}
                    }
                    final class After: UITableViewCell, Reusable {}
                    """#
                )
            ],
            types: [
                "After tableViewCell [Reusable]",
                "Holder.Real tableViewCell [Reusable]",
            ]),
        ModelCase(
            name: "unrelated classes and structs are not listed",
            files: [
                (
                    "A.swift",
                    """
                    struct Model: Hashable {}
                    final class Service {}
                    class Other: UIView {}
                    """
                )
            ], types: []),
        ModelCase(
            name: "an inheritance cycle makes the class unknown, with a note, and does not hang",
            files: [
                (
                    "A.swift",
                    """
                    class A: B, Reusable {}
                    class B: A {}
                    """
                )
            ], types: ["A unknown [Reusable]"],
            diagnostics: [
                """
                A.swift:1:7: note: the superclass chain of 'A' comes back to it, as it does when modules scanned \
                together declare classes of the same name, so its kind is unknown
                """
            ]),
        ModelCase(
            name: "two types with the same bare name clash",
            files: [
                (
                    "A.swift",
                    """
                    enum Feed { final class Cell: UITableViewCell, Reusable {} }
                    enum Profile { final class Cell: UITableViewCell, Reusable {} }
                    """
                )
            ],
            types: [
                "Feed.Cell tableViewCell [Reusable]",
                "Profile.Cell tableViewCell [Reusable]",
            ],
            diagnostics: [
                """
                A.swift:2:28: error: 'Profile.Cell' and 'Feed.Cell' would both use the identifier 'Cell'; rename one, \
                give one a custom identifier, or pass --qualified-identifiers
                A.swift:1:25: note: 'Feed.Cell' is declared here
                """
            ]),
        ModelCase(
            name: "a storyboard mixin on a view is a warning",
            files: [
                (
                    "A.swift",
                    """
                    final class Banner: UIView, StoryboardBased {}
                    """
                )
            ], types: ["Banner view [StoryboardBased]"],
            diagnostics: [
                "A.swift:1:13: warning: 'Banner' adopts StoryboardBased, which applies only to view controllers, but it is a view"
            ]),
        ModelCase(
            name:
                "a class below a cycle, conditional conformances of classes that adopt nothing else, an inherited one",
            files: [
                (
                    "A.swift",
                    """
                    import UIKit
                    class A: B {}
                    class B: A {}
                    final class Below: A, Reusable {}
                    class Box<T>: UITableViewCell {}
                    extension Box: Reusable where T: Equatable {}
                    final class Plain: UITableViewCell {}
                    extension Plain: NibReusable where Self: AnyObject {}
                    class Themed: UITableViewCell {}
                    extension Themed: Reusable {}
                    final class Leaf: Themed {}
                    """
                )
            ],
            types: [
                "Below unknown [Reusable]",
                "Leaf tableViewCell [Reusable]",
                "Themed tableViewCell [Reusable]",
            ],
            diagnostics: [
                """
                A.swift:2:7: note: the superclass chain of 'A' comes back to it, as it does when modules scanned \
                together declare classes of the same name, so its kind is unknown
                """,
                """
                A.swift:6:11: note: the conformance of 'Box' to Reusable in an extension with a 'where' clause is \
                conditional, so reusable-gen generates nothing for it
                """,
                """
                A.swift:8:11: note: the conformance of 'Plain' to NibLoadable, Reusable in an extension with a 'where' \
                clause is conditional, so reusable-gen generates nothing for it
                """,
            ]),
        ModelCase(
            name: "classes naming the same first inherited name resolve it each from its own scope",
            files: [
                (
                    "A.swift",
                    """
                    import UIKit
                    class Base: UITableViewCell {}
                    enum Feature {
                        class Base: UICollectionViewCell {}
                        final class Inner: Base, Reusable {}
                    }
                    final class Outer: Base, Reusable {}
                    final class Second: Base, Reusable {}
                    protocol Themed: Reusable {}
                    final class First: Themed {}
                    final class Again: Themed {}
                    final class Lost: Elsewhere, Reusable {}
                    final class AlsoLost: Elsewhere, Reusable {}
                    """
                )
            ],
            types: [
                "Again unknown [Reusable]",
                "AlsoLost unknown [Reusable]",
                "Feature.Inner collectionViewCell [Reusable]",
                "First unknown [Reusable]",
                "Lost unknown [Reusable]",
                "Outer tableViewCell [Reusable]",
                "Second tableViewCell [Reusable]",
            ],
            diagnostics: [
                """
                A.swift:12:13: note: the superclass chain of 'Lost' leaves the sources at 'Elsewhere', so only \
                kind-independent members are generated; map 'Elsewhere' to a kind with 'baseClassKinds' in the \
                configuration file
                """,
                """
                A.swift:13:13: note: the superclass chain of 'AlsoLost' leaves the sources at 'Elsewhere', so only \
                kind-independent members are generated; map 'Elsewhere' to a kind with 'baseClassKinds' in the \
                configuration file
                """,
            ]),
    ]

    @Test(arguments: cases)
    func resolvesTypes(_ testCase: ModelCase) {
        let model = buildModel(testCase.files)
        #expect(summary(model) == testCase.types)
        #expect(model.diagnostics.map(\.formatted) == testCase.diagnostics)
    }
}
