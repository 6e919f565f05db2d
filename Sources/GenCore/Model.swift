// MARK: - Mixin

/// The protocols reusable-gen generates code for (design §2); `NibReusable` expands to `Reusable` + `NibLoadable`.
public enum Mixin: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case nibLoadable = "NibLoadable"
    case nibOwnerLoadable = "NibOwnerLoadable"
    case reusable = "Reusable"
    case reusableView = "ReusableView"
    case storyboardBased = "StoryboardBased"
    case storyboardSceneBased = "StoryboardSceneBased"

    public static func < (lhs: Mixin, rhs: Mixin) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The base mixins a Reusable-library protocol name stands for, including the `NibReusable` typealias.
    static func named(_ name: String) -> [Mixin]? {
        if name == "NibReusable" { return [.nibLoadable, .reusable] }
        return Mixin(rawValue: name).map { [$0] }
    }
}

// MARK: - MixinSet

/// A set of mixins as bits, for the unions and tests the model builder and the renderer make for every class.
struct MixinSet: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set of one mixin.
    init(_ mixin: Mixin) { rawValue = 1 << Self.bitIndex(of: mixin) }

    /// The set of the given mixins.
    init(mixins: some Sequence<Mixin>) {
        var bits: UInt8 = 0
        for mixin in mixins { bits |= 1 << Self.bitIndex(of: mixin) }
        rawValue = bits
    }

    /// The mixins in the set, sorted (as `Set<Mixin>.sorted()` lists them).
    var sorted: [Mixin] { Self.ordered.filter { contains(MixinSet($0)) } }

    private static let ordered = Mixin.allCases.sorted()

    private static func bitIndex(of mixin: Mixin) -> Int {
        switch mixin {
        case .nibLoadable: 0
        case .nibOwnerLoadable: 1
        case .reusable: 2
        case .reusableView: 3
        case .storyboardBased: 4
        case .storyboardSceneBased: 5
        }
    }
}

// MARK: - ResolvedType

/// A class the generator writes code for, with everything the templates need resolved across the module.
public struct ResolvedType: Sendable, Hashable {
    /// The qualified name: `Outer.Inner`.
    public var name: String
    /// The class's own name: `Inner`.
    public var bareName: String
    public var kind: TypeKind
    /// Every base mixin the class adopts, directly or through extensions, typealiases, protocols or superclasses.
    public var mixins: [Mixin]
    /// The mixins the class inherits from an adopting superclass (a subset of `mixins`).
    public var inheritedMixins: [Mixin]
    public var location: SourceLocation
    /// Enclosing `#if` conditions, outermost first.
    public var conditions: [String]
    /// The effective access: the declared one, limited by the enclosing declarations.
    public var access: DeclaredAccess
    public var isFinal: Bool
    public var genericParameters: String?
    /// The class or one of its enclosing types is generic: its members cannot be stored statics, and its name
    /// cannot be written without generic arguments.
    public var isInGenericContext = false
    /// The `@available` attributes of the enclosing types and the class, outermost first: the generated extension
    /// repeats them.
    public var availability: [String] = []
    public var whereClause: String?
    public var attributes: [String]
    /// The superclass names from the direct superclass up to the first class outside the sources.
    public var superclassChain: [String]
    /// Static members the user wrote for the class or in its extensions.
    public var providedMembers: [DeclaredMember]
    /// Members an ancestor provides, which the class inherits.
    public var inheritedMembers: [DeclaredMember.Name]
    /// Adopting classes in the sources whose superclass chain contains this class, sorted by name.
    public var subclasses: [String]
    /// The UI framework the class's file imports: `appKit` for AppKit or Cocoa without UIKit, `uiKit` for UIKit,
    /// else `nil`. Decides the framework of a class of `unknown` kind (see `framework(forcing:)`).
    public var importedFramework: Framework? = nil

    /// The framework the class is written for: its kind's, else the forced one, else its file's import (UIKit
    /// when the file imports neither).
    public func framework(forcing forced: Framework? = nil) -> Framework {
        kind.framework ?? forced ?? importedFramework ?? .uiKit
    }

    /// The Objective-C runtime name given with `@objc(Name)`, if any.
    public var objectiveCName: String? {
        for attribute in attributes where attribute.hasPrefix("@objc(") && attribute.hasSuffix(")") {
            let name = attribute.dropFirst("@objc(".count).dropLast()
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Whether the user wrote the member for this class or an ancestor.
    public func provides(_ member: DeclaredMember.Name) -> Bool {
        providedMembers.contains { $0.name == member } || inheritedMembers.contains(member)
    }

    /// The literal value of a member the user wrote for this class, if it is one.
    public func literal(of member: DeclaredMember.Name) -> String? {
        providedMembers.first { $0.name == member }?.literal
    }
}

// MARK: - Model

/// The whole module as the generator understands it: the classes to extend, sorted, and what went wrong.
public struct Model: Sendable, Hashable {
    public var types: [ResolvedType]
    public var diagnostics: [Diagnostic]
    /// Modules imported anywhere in the sources, sorted.
    public var importedModules: [String]

    /// Protocols and typealiases declared at file scope in the sources with a mixin's name (`Reusable`,
    /// `NibReusable`, `ReusableView`, …), sorted: the generator must not declare those again.
    public var declaredMixinNames: [String] = []

    /// Whether the sources use the Reusable library itself (then only per-type members are generated).
    public var importsReusable: Bool { importedModules.contains("Reusable") }

    /// Whether the sources declare the Reusable library's protocols themselves (a vendored copy of its source).
    public var vendorsReusable: Bool { declaredMixinNames.contains { $0 != Mixin.reusableView.rawValue } }

    /// Whether the generator declares ReusableCells' `ReusableView` and its first-use dequeue.
    public var declaresReusableView: Bool { !declaredMixinNames.contains(Mixin.reusableView.rawValue) }
}

// MARK: - Known framework classes

/// UIKit and AppKit classes that fix the kind of every class derived from them.
enum FrameworkClasses {
    static func kind(of name: String) -> TypeKind? { kinds[name] }

    static let kinds: [String: TypeKind] = {
        var table: [String: TypeKind] = [
            "UITableViewCell": .tableViewCell,
            "UITableViewHeaderFooterView": .tableViewHeaderFooterView,
            "UICollectionViewCell": .collectionViewCell,
            "UICollectionViewListCell": .collectionViewCell,
            "UICollectionReusableView": .collectionReusableView,
            "NSTableCellView": .appKitTableCellView,
            "NSTableRowView": .appKitTableRowView,
            "NSCollectionViewItem": .appKitCollectionViewItem,
        ]
        let uiViews = [
            "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
            "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIProgressView",
            "UIActivityIndicatorView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
            "UISegmentedControl", "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UIInputView",
            "UIWindow", "UIContentUnavailableView",
        ]
        let uiControllers = [
            "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
            "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
            "UIAlertController", "UIInputViewController", "UIActivityViewController", "UIImagePickerController",
            "UIDocumentPickerViewController", "UIHostingController", "UIReferenceLibraryViewController",
        ]
        let nsViews = [
            "NSView", "NSControl", "NSTextField", "NSButton", "NSImageView", "NSStackView", "NSScrollView", "NSTableView",
            "NSOutlineView", "NSCollectionView", "NSVisualEffectView", "NSBox", "NSTableHeaderView", "NSClipView",
            "NSSplitView", "NSTabView", "NSPopUpButton", "NSSegmentedControl", "NSSlider", "NSProgressIndicator",
        ]
        let nsControllers = [
            "NSViewController", "NSSplitViewController", "NSTabViewController", "NSPageController",
            "NSTitlebarAccessoryViewController", "NSHostingController",
        ]
        for name in uiViews { table[name] = .view }
        for name in uiControllers { table[name] = .viewController }
        for name in nsViews { table[name] = .appKitView }
        for name in nsControllers { table[name] = .appKitViewController }
        return table
    }()

    /// The framework a file's imports point to: AppKit (or Cocoa) without UIKit is AppKit, UIKit is UIKit.
    static func framework(importing modules: [String]) -> Framework? {
        if modules.contains("UIKit") { return .uiKit }
        if modules.contains("AppKit") || modules.contains("Cocoa") { return .appKit }
        return nil
    }

    /// Module names a framework class may be qualified with.
    static let modules: Set<String> = ["UIKit", "AppKit", "SwiftUI", "Cocoa"]
}
