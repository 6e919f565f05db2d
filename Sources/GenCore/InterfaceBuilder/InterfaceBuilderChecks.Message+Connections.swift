// MARK: - Connection messages

extension InterfaceBuilderChecks.Message {
    /// What an object is called in a message: `the File's Owner of ProfileCell.xib`, `an object of class
    /// 'ProfileCell' in ProfileCell.xib`.
    static func holder(_ object: InterfaceBuilderObject, in document: InterfaceBuilderDocument) -> String {
        let file = fileName(of: document)
        if object.elementName == "placeholder" || (object.elementName == "customObject" && object.id == "-2") {
            return "the File's Owner of \(file)"
        }
        return "\(article(object.elementName)) \(object.elementName) in \(file)"
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// An outlet, outlet collection or runtime attribute names no property of the class; `hidden` when the class
    /// declares it without making it visible to Objective-C.
    static func unknownProperty(
        _ connection: InterfaceBuilderConnection,
        holder: String,
        document: InterfaceBuilderDocument,
        type: ResolvedType,
        hidden: Bool
    ) -> String {
        let what =
            switch connection.kind {
            case .outlet: "an outlet '\(connection.name)'"
            case .outletCollection: "an outlet collection '\(connection.name)'"
            case .runtimeAttribute: "a user-defined runtime attribute '\(connection.name)'"
            case .action: "an action '\(connection.name)'"
            }
        let file = fileName(of: document)
        let declaration = connection.kind == .runtimeAttribute ? "@objc var" : "@IBOutlet var"
        // UIKit sets an outlet by key-value coding, which raises; AppKit logs an outlet it cannot set and goes on
        // (whether it sets a property Objective-C cannot see through its storage is not documented: "may").
        let isAppKitOutlet = document.framework == .appKit && connection.kind != .runtimeAttribute
        let logged = "(it logs 'Failed to connect (\(connection.name)) outlet')"
        let raises = "loading it raises 'this class is not key value coding-compliant for the key \(connection.name)'"
        if hidden {
            let outcome = isAppKitOutlet ? "AppKit may leave it unset when it loads the document \(logged)" : raises
            return """
                \(holder) has \(what), but the '\(connection.name)' of '\(type.bareName)' (declared by it, a \
                superclass or an extension) is not visible to Objective-C, so \(outcome); mark it \
                '\(connection.kind == .runtimeAttribute ? "@objc" : "@IBOutlet")'
                """
        }
        let outcome = isAppKitOutlet ? "AppKit leaves it unset when it loads the document \(logged)" : raises
        return """
            \(holder) has \(what) of '\(type.bareName)', which neither it nor its superclasses declare, so \
            \(outcome); rename it in \(file) or add '\(declaration) \(connection.name)' to '\(type.bareName)'
            """
    }

    /// An action's selector is no method of the class.
    static func unknownAction(
        _ connection: InterfaceBuilderConnection,
        holder: String,
        document: InterfaceBuilderDocument,
        type: ResolvedType,
        hiddenMethod: Bool
    ) -> String {
        let file = fileName(of: document)
        // UIKit sends the action when the event comes, which raises; AppKit does not connect it, and says so.
        let outcome =
            document.framework == .appKit
            ? "AppKit does not connect it when it loads the document (it logs 'Could not connect action')"
                + " and the control sends nothing"
            : "the event raises 'unrecognized selector sent to instance'"
        if hiddenMethod {
            return """
                \(holder) is sent the action '\(connection.name)', but the method of '\(type.bareName)' with that \
                selector is not visible to Objective-C, so \(outcome); mark it '@IBAction' or '@objc'
                """
        }
        return """
            \(holder) is sent the action '\(connection.name)', which no method of '\(type.bareName)' or its \
            superclasses answers, so \(outcome); connect the action again in \(file) or add '@IBAction func \
            \(suggestedMethod(for: connection.name))' to '\(type.bareName)'
            """
    }

    /// The Swift method a selector names: `didTap(_ sender: Any)` for `didTap:`, `didTap()` for `didTap`.
    static func suggestedMethod(for selector: String) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first else { return selector + "()" }
        var parameters = ["_ sender: Any"]
        if pieces.count > 1 { parameters.append(String(pieces[1]) + " event: UIEvent") }
        return "\(first)(\(parameters.joined(separator: ", ")))"
    }

    /// An `@IBOutlet` no document among the inputs connects (`ib-unused-outlet`).
    static func unusedOutlet(_ outlet: DeclaredOutlet, type: ResolvedType) -> String {
        """
        '\(outlet.name)' is an @IBOutlet of '\(type.bareName)' that no XIB or storyboard among the inputs connects; \
        connect it in Interface Builder, or remove '@IBOutlet' if the code sets it
        """
    }

    /// The note at an object of the class whose outlets were looked for.
    static func objectOfClass(_ object: InterfaceBuilderObject, in document: InterfaceBuilderDocument) -> String {
        "\(holder(object, in: document)) is of class '\(object.customClass ?? "")'"
    }

    /// The note at the connection in the document.
    static func connectionHere(_ connection: InterfaceBuilderConnection) -> String {
        switch connection.kind {
        case .outlet: "outlet connected here"
        case .outletCollection: "outlet collection connected here"
        case .action: "action connected here"
        case .runtimeAttribute: "runtime attribute set here"
        }
    }
}
