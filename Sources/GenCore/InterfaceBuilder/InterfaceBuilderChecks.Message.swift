// MARK: - InterfaceBuilderChecks.Message

extension InterfaceBuilderChecks {
    /// The exact texts of the cross-check's diagnostics: each error says which mixin needs what, what the IB file has
    /// instead, and where in Xcode to fix it.
    enum Message {
        /// The part an object plays in a message.
        enum Role: Equatable {
            case rootView, item, filesOwner, initialViewController, scene(identifier: String), prototype

            /// The object named in a sentence: `the root view of ProfileCell.xib`.
            func subject(in document: InterfaceBuilderDocument) -> String {
                let file = InterfaceBuilderChecks.Message.fileName(of: document)
                return switch self {
                case .rootView: "the root view of \(file)"
                case .item: "the collection view item of \(file)"
                case .filesOwner: "the File's Owner of \(file)"
                case .initialViewController: "the initial view controller of \(file)"
                case .scene(let identifier): "the scene with Storyboard ID '\(identifier)' in \(file)"
                case .prototype: "its prototype in \(file)"
                }
            }

            /// The note at the object.
            var declaredHere: String {
                switch self {
                case .rootView: "root view declared here"
                case .item: "collection view item declared here"
                case .filesOwner: "File's Owner declared here"
                case .initialViewController: "initial view controller declared here"
                case .scene: "scene declared here"
                case .prototype: "prototype declared here"
                }
            }
        }

        /// The note at line 1 of a XIB that lacks what the class needs.
        static let xibStartsHere = "the XIB starts here"
        /// The note at line 1 of a storyboard that lacks what the class needs and has no scene of the class.
        static let storyboardStartsHere = "the storyboard starts here"

        // MARK: - Errors

        /// A XIB or storyboard the generated code loads is not among the inputs (for the class's framework, when
        /// `hasForeignCopies`: only copies for the other framework are).
        static func missing(
            _ kind: InterfaceBuilderDocument.Kind,
            name: InterfaceBuilderChecks.Run.CheckedName,
            type: ResolvedType,
            mixin: Mixin,
            hasForeignCopies: Bool
        ) -> String {
            let (noun, fileExtension, member) =
                switch kind {
                case .xib: ("XIB", "xib", DeclaredMember.Name.nib)
                case .storyboard: ("storyboard", "storyboard", DeclaredMember.Name.sceneStoryboard)
                }
            let framework = hasForeignCopies ? type.kind.framework.map { "\($0.rawValue) " } ?? "" : ""
            let remedy =
                name.member.map { "correct the name in 'static var \($0.rawValue)'" }
                ?? "provide 'static var \(member.rawValue)'"
            return """
                '\(type.name)' is \(mixin.rawValue) but no \(framework)\(noun) named '\(name.value)' is among the \
                inputs; add \(name.value).\(fileExtension) to the target or \(remedy)
                """
        }

        /// The note at a file whose name differs from the one the sources use only in case.
        static func differsInCase(path: String, name: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return """
                '\(file)' differs from '\(name)' only in case: the app bundle holds the name the Xcode project gives \
                the file, which reusable-gen does not read; if the project spells it '\(name)' too, rename the file \
                to match
                """
        }

        /// Where a class's mixin comes from when its own declaration does not list it, with the comment that
        /// silences the check for that class.
        static func mixinDeclaredHere(type: ResolvedType, mixin: Mixin, check: DiagnosticCheck) -> String {
            """
            '\(type.name)' is \(mixin.rawValue) through this declaration; if it never loads its \
            \(check == .missingXIB ? "XIB" : "storyboard"), write '// reusable-gen:disable:next \(check.name)' above \
            '\(type.bareName)'
            """
        }

        /// An object that should be an instance of the class is not.
        static func classMismatch(
            _ match: InterfaceBuilderChecks.Run.ClassMatch,
            role: Role,
            in document: InterfaceBuilderDocument,
            type: ResolvedType,
            mixin: Mixin,
            moduleName: String?
        ) -> String {
            let head = "'\(type.name)' is \(mixin.rawValue) but \(role.subject(in: document))"
            let setClass = "set its Custom Class to '\(type.bareName)' in the Identity inspector"
            switch match {
            case .same:
                return "\(head) is of class '\(type.bareName)'"
            case .otherClass(let className?):
                return "\(head) is of class '\(className)'; \(setClass)"
            case .otherClass(nil):
                return "\(head) has no custom class; \(setClass)"
            case .otherModule(let className, let module):
                let ours = moduleName ?? ""
                return """
                    \(head) is of class '\(className)' from module '\(module)', not '\(ours)'; set its Module to \
                    '\(ours)' or check Inherit Module From Target in the Identity inspector
                    """
            }
        }

        /// A view's XIB has no top-level object to load.
        static func noTopLevelView(in document: InterfaceBuilderDocument, type: ResolvedType) -> String {
            """
            '\(type.name)' is NibLoadable but \(fileName(of: document)) has no top-level view; add a view of class \
            '\(type.bareName)' to it
            """
        }

        /// A cell's reuse identifier in a XIB or storyboard is missing or not the generated one.
        static func reuseIdentifierMismatch(
            _ found: String?,
            expected: String,
            holder: String,
            type: ResolvedType,
            mixin: Mixin
        ) -> String {
            let head = "'\(type.name)' is \(mixin.rawValue) with the identifier '\(expected)' but \(holder)"
            let remedy =
                type.kind.framework == .appKit
                ? "set its Identifier to '\(expected)' in the Identity inspector"
                : "set its Identifier to '\(expected)' in the Attributes inspector"
            guard let found else { return "\(head) has no reuse identifier; \(remedy)" }
            return "\(head) has the reuse identifier '\(found)'; \(remedy)"
        }

        /// A storyboard a `StoryboardBased` controller instantiates has no initial view controller.
        static func noInitialViewController(in document: InterfaceBuilderDocument, type: ResolvedType) -> String {
            """
            '\(type.name)' is StoryboardBased but \(fileName(of: document)) has no initial view controller; select \
            the scene of '\(type.bareName)' and check Is Initial View Controller in the Attributes inspector
            """
        }

        /// A storyboard a `StoryboardSceneBased` controller instantiates from lacks the scene identifier.
        static func missingScene(
            _ identifier: String,
            in document: InterfaceBuilderDocument,
            type: ResolvedType
        ) -> String {
            """
            '\(type.name)' is StoryboardSceneBased but \(fileName(of: document)) has no scene with Storyboard ID \
            '\(identifier)'; set the Storyboard ID of the scene of '\(type.bareName)' to '\(identifier)' in the \
            Identity inspector
            """
        }

        /// An outlet of a XIB's File's Owner names no property of the class that loads the XIB.
        static func missingOutlet(
            _ property: String,
            in document: InterfaceBuilderDocument,
            type: ResolvedType,
            mixin: Mixin
        ) -> String {
            """
            '\(type.name)' is \(mixin.rawValue) but the File's Owner of \(fileName(of: document)) has an outlet \
            '\(property)' that '\(type.bareName)' does not declare, so loading it raises 'this class is not key \
            value coding-compliant'; declare '@IBOutlet var \(property)' or remove the outlet in the Connections \
            inspector
            """
        }

        /// A `NibOwnerLoadable` XIB whose root view is the owner's class.
        static func ownerRecursion(in document: InterfaceBuilderDocument, type: ResolvedType) -> String {
            """
            '\(type.name)' is NibOwnerLoadable but the root view of \(fileName(of: document)) is of class \
            '\(type.bareName)' too: if init(coder:) calls loadNibContent(), loading the XIB creates another \
            '\(type.bareName)' and recurses until the stack overflows; make the root view a plain view and keep \
            '\(type.bareName)' as the File's Owner
            """
        }

        /// A `StoryboardSceneBased` class whose storyboard or scene identifier is not known before run time.
        static func uncheckedScene(_ type: ResolvedType) -> String {
            """
            the scene of '\(type.name)' was not checked: its 'sceneStoryboard' or 'sceneIdentifier' is not a literal \
            or a static constant of the sources created with UIStoryboard(name: "…", bundle: …)
            """
        }

        // MARK: - Notes

        /// The note at an outlet of the File's Owner.
        static let outletDeclaredHere = "outlet declared here"

        /// The note at a controller of the class, in a storyboard that lacks what the class needs.
        static func sceneOfClassDeclaredHere(_ type: ResolvedType) -> String {
            "scene of '\(type.bareName)' declared here"
        }

        /// The note at a same-named document of the other UI framework.
        static func foreignFramework(_ document: InterfaceBuilderDocument, type: ResolvedType) -> String {
            let noun = document.kind == .xib ? "XIB" : "storyboard"
            let documentFramework = document.framework?.rawValue ?? "another platform"
            let typeFramework = type.kind.framework.map { $0 == .appKit ? "an AppKit" : "a UIKit" } ?? "this"
            return "this \(noun) is for \(documentFramework), so \(typeFramework) class cannot load it"
        }

        // MARK: - Places

        /// The file as messages name it: its name, behind its `xx.lproj` folder when it is a localized copy.
        static func fileName(of document: InterfaceBuilderDocument) -> String {
            let components = document.path.split(separator: "/", omittingEmptySubsequences: true)
            let count = document.localization == nil ? 1 : 2
            return components.suffix(count).joined(separator: "/")
        }

        /// Line 1, column 1 of a document, for notes about the whole file.
        static func start(of document: InterfaceBuilderDocument) -> SourceLocation {
            SourceLocation(path: document.path, line: 1, column: 1)
        }

        /// The framework class an element without a custom class instantiates, or `nil` when reusable-gen does not
        /// know its name.
        static func frameworkClass(of elementName: String, framework: Framework?) -> String? {
            switch (framework, elementName) {
            case (.appKit, "customView"), (.appKit, "view"): return "NSView"
            case (.appKit, "customObject"), (_, "placeholder"): return nil
            default: break
            }
            let uiKit: Set<String> = [
                "view", "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
                "viewController", "tableViewController", "collectionViewController", "navigationController",
                "tabBarController", "pageViewController", "splitViewController", "label", "button", "imageView",
                "stackView", "scrollView", "tableView", "collectionView",
            ]
            let appKit: Set<String> = [
                "tableCellView", "tableRowView", "collectionViewItem", "viewController", "windowController",
                "splitViewController", "tabViewController",
            ]
            let prefix: String
            switch framework {
            case .uiKit? where uiKit.contains(elementName): prefix = "UI"
            case .appKit? where appKit.contains(elementName): prefix = "NS"
            default: return nil
            }
            return prefix + elementName.prefix(1).uppercased() + elementName.dropFirst()
        }
    }
}
