/// Declarations the app names but neither the app, the stand-ins nor Foundation declare (third-party modules,
/// UIKit classes the stand-in lacks): each becomes an empty class or protocol in a file of its own.
struct Stubs {
    /// A stub type.
    struct Stub {
        /// Whether it is a protocol (otherwise an open class).
        var isProtocol: Bool
        /// The superclass of a class stub.
        var superclass: String?
        /// The number of generic parameters.
        var arity: Int
        /// Types nested in it.
        var nested: [String: Stub] = [:]
    }

    /// Top-level stubs by name.
    var types: [String: Stub] = [:]
    /// Nested stub classes added to existing types (stand-in, Foundation or app types) in extensions.
    var nestedInExisting: [String: Set<String>] = [:]

    /// UIKit, MapKit, WebKit … classes the stand-in does not declare, with their superclass, so an app class
    /// deriving from them keeps its kind.
    static let knownSuperclasses: [String: String] = [
        "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIButton": "UIControl",
        "UIStackView": "UIView", "UITextField": "UIControl", "UITextView": "UIScrollView", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIPageControl": "UIControl",
        "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UIVisualEffectView": "UIView", "UIWindow": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView",
        "UIPickerView": "UIView", "UIInputView": "UIView", "WKWebView": "UIView", "MKMapView": "UIView",
        "MKAnnotationView": "UIView", "MKMarkerAnnotationView": "MKAnnotationView",
        "UIPageViewController":
            "UIViewController", "UINavigationController": "UIViewController",
        "UITabBarController":
            "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController":
            "UIViewController", "UISearchController": "UIViewController",
        "UIActivityViewController":
            "UIViewController", "UIImagePickerController": "UINavigationController",
        "UIReferenceLibraryViewController":
            "UIViewController", "SFSafariViewController": "UIViewController",
        "AVPlayerViewController":
            "UIViewController", "UIInputViewController": "UIViewController",
        "UIDocumentPickerViewController":
            "UIViewController", "MFMailComposeViewController": "UINavigationController",
        "UIApplication": "UIResponder", "UIScene": "UIResponder", "UIWindowScene": "UIScene",
    ]

    /// Adds a stub for a missing name, its kind read off the survey.
    mutating func add(_ name: String, survey: NameSurvey) -> Bool {
        // A lower-case name is a misparse (`escaping` of a malformed attribute), never a type to declare.
        if types[name] != nil || name.first?.isLowercase != false { return false }
        let superclass = Self.knownSuperclasses[name]
        if let superclass, types[superclass] == nil, Self.knownSuperclasses[superclass] != nil {
            _ = add(superclass, survey: survey)
        }
        let isProtocol = superclass == nil && survey.protocolUses.contains(name)
        types[name] = Stub(isProtocol: isProtocol, superclass: superclass, arity: survey.arity[name] ?? 0)
        return true
    }

    /// Makes a class stub a protocol (the compiler saw it where only a protocol fits).
    mutating func makeProtocol(_ name: String) -> Bool {
        guard var stub = types[name], !stub.isProtocol, stub.superclass == nil else { return false }
        stub.isProtocol = true
        stub.arity = 0
        types[name] = stub
        return true
    }

    /// Gives a class stub one more generic parameter (the compiler saw it specialised).
    mutating func addGenericParameter(_ name: String) -> Bool {
        guard var stub = types[name], !stub.isProtocol, stub.arity < 4 else { return false }
        stub.arity += 1
        types[name] = stub
        return true
    }

    /// Adds a nested class `member` to `owner` (a stub, or an existing type through an extension).
    mutating func addNested(_ member: String, in owner: String, survey: NameSurvey) -> Bool {
        if owner == "Self" || owner.first?.isLowercase != false || survey.genericParameters.contains(owner) {
            return false
        }
        if var stub = types[owner] {
            if stub.nested[member] != nil || stub.isProtocol { return false }
            stub.nested[member] = Stub(isProtocol: false, superclass: nil, arity: survey.arity[member] ?? 0)
            types[owner] = stub
            return true
        }
        return nestedInExisting[owner, default: []].insert(member).inserted
    }

    /// The Swift text of the stubs file.
    func source(importingReusable: Bool) -> String {
        var lines = ["import Foundation", "import UIKit"]
        if importingReusable { lines.append("import Reusable") }
        for name in types.keys.sorted() {
            lines += declaration(name, types[name]!, indent: "")
        }
        for owner in nestedInExisting.keys.sorted() {
            lines.append("extension \(owner) {")
            for member in nestedInExisting[owner]!.sorted() { lines.append("    open class \(member) {}") }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declaration of one stub (and its nested stubs).
    private func declaration(_ name: String, _ stub: Stub, indent: String) -> [String] {
        if stub.isProtocol { return ["\(indent)public protocol \(name) {}"] }
        let generics =
            stub.arity == 0 ? "" : "<" + (0..<stub.arity).map { "T\($0)" }.joined(separator: ", ") + ">"
        let inheritance = stub.superclass.map { ": \($0)" } ?? ""
        // A root stub is also an error and a hashable key, as many third-party types are.
        let conformances = stub.superclass == nil ? ": Error, Hashable, @unchecked Sendable" : inheritance
        var lines = ["\(indent)open class \(name)\(generics)\(conformances) {"]
        if stub.superclass == nil {
            lines.append("\(indent)    public init() {}")
            lines.append(
                "\(indent)    public static func == (lhs: \(name)\(generics), rhs: \(name)\(generics)) -> Bool { true }"
            )
            lines.append("\(indent)    public func hash(into hasher: inout Hasher) {}")
        }
        for nestedName in stub.nested.keys.sorted() {
            lines += declaration(nestedName, stub.nested[nestedName]!, indent: indent + "    ")
        }
        lines.append("\(indent)}")
        return lines
    }
}
