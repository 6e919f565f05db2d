// MARK: - Migration.Message

extension Migration {
    /// The exact texts of migrate's notes, each with the reason it is filed under (`Leave`): one place to read what
    /// migrate says, and to add a rule's note.
    enum Message {
        private static func list(_ names: some Sequence<String>) -> String { names.sorted().joined(separator: ", ") }

        // MARK: Which class a site is of

        static let uncastDequeue = Leave(
            reason: .classNotNamed, message: "the dequeued class is not named at the call (no `as!` or `as?` cast)")
        static let unnamedRegistration = Leave(
            reason: .classNotNamed,
            message: "the registered class is not named at the call (a metatype or nib held elsewhere)")
        static func classForCoderOverridden(_ type: String) -> Leave {
            Leave(
                reason: .classNotNamed,
                message:
                    "the sources declare a `classForCoder`, so `\(type).classForCoder()` may be another class than '\(type)'"
            )
        }
        static func unnamedByRegistration(in scope: String) -> Leave {
            Leave(
                reason: .classNotNamed,
                message:
                    "the dequeued class is not named at the call, and its registration in '\(scope)' does not name it either"
            )
        }
        static func fromClass(_ type: String) -> Leave {
            Leave(
                reason: .identifierNotStatic,
                message:
                    "NSStringFromClass(\(type).self) is the module-qualified name (App.\(TypeReference.lastComponent(of: type))), which depends on the module name the sources do not give"
            )
        }
        static func notExtensible(_ bare: String) -> Leave {
            Leave(
                reason: .notExtensible,
                message: "'\(bare)' is private, fileprivate or local, so the generated code cannot extend it")
        }
        static func notInSources(_ name: String) -> Leave {
            Leave(reason: .classNotInSources, message: "'\(name)' is not a class declared in the scanned sources")
        }
        static func ambiguous(_ bare: String, _ candidates: [String]) -> Leave {
            Leave(
                reason: .ambiguousClassName,
                message: "several classes in the sources are named '\(bare)' (\(list(candidates)))")
        }
        static func sharedRegistration(_ identifier: String, in scope: String) -> Leave {
            Leave(
                reason: .identifierShared,
                message:
                    "several classes are registered with the identifier \"\(identifier)\" in '\(scope)', and the dequeue has no cast"
            )
        }
        static func sharedPrototype(_ identifier: String, in scope: String) -> Leave {
            Leave(
                reason: .identifierShared,
                message:
                    "prototypes of several classes have the identifier \"\(identifier)\" in the scenes of '\(scope)', and the dequeue has no cast"
            )
        }

        // MARK: Which classes adopt

        static func notReusableKind(_ bare: String, _ kind: TypeKind, call: String, needs: String) -> Leave {
            Leave(
                reason: .notReusableKind,
                message: "'\(bare)' is of kind \(kind.rawValue), not what this \(call) needs (\(needs))")
        }
        static func generic(_ bare: String) -> Leave { Leave(reason: .genericClass, message: "'\(bare)' is generic") }
        static func homeGrownIdentifier(_ bare: String, from source: String) -> Leave {
            Leave(
                reason: .homeGrownIdentifier,
                message:
                    "'\(bare)' gets its reuseIdentifier from '\(source)', whose value the sources do not tell before run time"
            )
        }
        static func frameworkExtensionIdentifier(_ bare: String) -> Leave {
            Leave(
                reason: .homeGrownIdentifier,
                message:
                    "'\(bare)' inherits a reuseIdentifier from an extension of a framework class, whose value the sources do not tell before run time"
            )
        }
        static func identifierNotStatic(_ bare: String, at place: String) -> Leave {
            Leave(
                reason: .identifierNotStatic,
                message: "the identifier of '\(bare)' at \(place) is not known before run time")
        }
        static func identifierUnknown(_ bare: String) -> Leave {
            Leave(reason: .identifierNotStatic, message: "the identifier of '\(bare)' is not known")
        }
        static func identifierHereNotStatic(_ bare: String, others: String) -> Leave {
            Leave(
                reason: .identifierNotStatic,
                message:
                    "the identifier here is not known before run time (the other sites of '\(bare)' use \"\(others)\")")
        }
        static func severalIdentifiers(_ bare: String, _ identifiers: Set<String>) -> Leave {
            Leave(
                reason: .severalIdentifiers,
                message:
                    "'\(bare)' is registered or dequeued with several identifiers (\(identifiers.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))"
            )
        }
        static func customIdentifierNotLiteral(_ bare: String) -> Leave {
            Leave(
                reason: .customIdentifierNotLiteral,
                message: "'\(bare)' has or inherits a reuseIdentifier whose value is not a string literal")
        }
        static func ownIdentifier(_ bare: String, uses identifier: String, own generated: String) -> Leave {
            Leave(
                reason: .identifierNotClassName,
                message:
                    "'\(bare)' uses the identifier \"\(identifier)\" but its own reuseIdentifier is \"\(generated)\"")
        }
        static func protocolIdentifier(_ bare: String, uses identifier: String, as adopted: String, reads: String)
            -> Leave
        {
            Leave(
                reason: .identifierNotClassName,
                message:
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would also become its reuseIdentifier as '\(adopted)', which reads \"\(reads)\""
            )
        }
        static func shadowedIdentifier(_ bare: String, uses identifier: String, read: String, reads: String) -> Leave {
            Leave(
                reason: .identifierNotClassName,
                message:
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would change what \(read) reads (\"\(reads)\" from its own protocol's extension)"
            )
        }
        static func inheritedBySubclasses(_ bare: String, uses identifier: String, subclasses: [String]) -> Leave {
            Leave(
                reason: .identifierNotClassName,
                message:
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would be inherited by its subclasses (\(list(subclasses))), which use their own names"
            )
        }
        static func storyboardPrototype(_ identifier: String, of customClass: String?, in path: String) -> Leave {
            Leave(
                reason: .storyboardPrototype,
                message:
                    "the identifier \"\(identifier)\" is a prototype's of class '\(customClass ?? "UITableViewCell")' in \(path)"
            )
        }
        static func mixedRegistration(_ bare: String) -> Leave {
            Leave(reason: .mixedRegistration, message: "'\(bare)' is registered both by class and by nib")
        }
        static func nibLoadableRegisteredByClass(_ bare: String) -> Leave {
            Leave(
                reason: .superclassConflict,
                message: "'\(bare)' is NibLoadable, so the typed register would register its nib, not the class")
        }
        static func reusableRegisteredByNib(_ bare: String) -> Leave {
            Leave(
                reason: .superclassConflict,
                message:
                    "'\(bare)' adopts Reusable without NibLoadable, so the typed register would register the class, not its nib"
            )
        }

        // MARK: Nibs

        static func otherTypesNib(_ bare: String) -> Leave {
            Leave(reason: .nibNotReproducible, message: "the nib registered for '\(bare)' is another type's")
        }
        static func memberNibNotKnown(_ bare: String, loads nibName: String) -> Leave {
            Leave(
                reason: .nibNotReproducible,
                message:
                    "'\(bare).nib' is not a nib the sources tell, or not the one the generated code loads (UINib(nibName: \"\(nibName)\", …))"
            )
        }
        static func memberNibBundle(_ bare: String, bundle: String?, option: String, gives spelling: String) -> Leave {
            Leave(
                reason: .nibBundle,
                message:
                    "the bundle of '\(bare).nib', `\(bundle ?? "(none)")`, is not what --bundle \(option) gives (\(spelling))"
            )
        }
        static func otherNib(_ bare: String, loads nibName: String) -> Leave {
            Leave(
                reason: .nibNotReproducible,
                message:
                    "the nib registered for '\(bare)' is not the one the generated code loads (UINib(nibName: \"\(nibName)\", …))"
            )
        }
        static func nibBundle(_ bundle: String?, option: String, gives spelling: String) -> Leave {
            Leave(
                reason: .nibBundle,
                message:
                    "the nib's bundle `\(bundle ?? "(none)")` is not what --bundle \(option) gives (\(spelling)); choose the matching --bundle (main for `nil` or `.main` in an app target)"
            )
        }
        static func unreadNib(_ bare: String) -> Leave {
            Leave(
                reason: .nibNotReproducible,
                message: "the nib registered for '\(bare)' is not UINib(nibName:bundle:) or \(bare).nib")
        }
        static func xibIdentifier(_ path: String, sets set: String, not identifier: String) -> Leave {
            Leave(
                reason: .xibIdentifier, message: "\(path) sets the reuse identifier \"\(set)\", not \"\(identifier)\"")
        }

        // MARK: Where the mixin goes

        static func subclassesAdopt(_ bare: String, _ adopting: [String]) -> Leave {
            Leave(
                reason: .superclassConflict,
                message: "subclasses of '\(bare)' adopt Reusable already (\(list(adopting)))")
        }
        static func keepsSubclassSites(_ bare: String, kept: Int, _ hindered: [String]) -> Leave {
            Leave(
                reason: .superclassConflict,
                message:
                    "adopting '\(bare)' would keep \(kept) sites of its subclasses (\(list(hindered))) as they are (registered the other way, or keeping identifiers of their own)"
            )
        }
        static func inheritsReusable(_ bare: String, uses custom: String) -> Leave {
            Leave(
                reason: .identifierNotClassName,
                message:
                    "'\(bare)' uses the identifier \"\(custom)\" but inherits Reusable, whose identifier for it is its name"
            )
        }
        static func inheritsOtherNibness(_ bare: String, inheritsNib: Bool, needsNib: Bool) -> Leave {
            Leave(
                reason: .superclassConflict,
                message:
                    "'\(bare)' would inherit \(inheritsNib ? "NibReusable" : "Reusable") from its superclass but is registered \(needsNib ? "by nib" : "by class")"
            )
        }
        /// A class none of whose sites can be rewritten (no site's note reads it).
        static let noRewritableSite = Leave(reason: .conditionalCast, message: "")
        /// A site of an adopting class that no rule gives a typed form or a reason (no input is known to reach it).
        static let noTypedForm = Leave(reason: .classNotNamed, message: "")
    }
}
