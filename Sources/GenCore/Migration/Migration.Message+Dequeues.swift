// MARK: - Migration.Message: dequeues, the app's own API, verification

extension Migration.Message {
    typealias Leave = Migration.Leave

    // MARK: Dequeues that keep their call

    static let optionalReceiver = Leave(
        reason: .optionalReceiver,
        message: "the receiver is optional-chained, so the typed dequeue would give an optional")
    static let dequeueWithoutIndexPath = Leave(
        reason: .dequeueWithoutIndexPath,
        message: "the dequeue has no index path (the typed dequeue needs one); it reads the class's identifier")
    static let uncastReadsIdentifier = Leave(
        reason: .classNotNamed,
        message:
            "the dequeued class is not named at the call (no cast) nor by a registration in its type; it reads the class's identifier"
    )
    static let uncastNotPlainlyUsed = Leave(
        reason: .classNotNamed,
        message: "the dequeued class is not named at the call (no cast), and its value is not simply bound or returned")
    static func conditionalCast(_ type: String) -> Leave {
        Leave(reason: .conditionalCast, message: "the `as? \(type)` result is optional; the typed dequeue is not")
    }
    static func appKitConditionalCast(_ type: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message:
                "the `as? \(type)` result is optional, and `makeView(withIdentifier:owner:)` gives nil where the typed `makeView(cellType:owner:)` traps"
        )
    }
    static func registeredForOthers(_ identifier: String, _ others: Set<String>, cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message:
                "\"\(identifier)\" is registered for \(others.sorted().joined(separator: ", ")) too, so the `as? \(bare)` cast can fail and its fallback run; the typed dequeue would trap"
        )
    }
    static func unreadableRegistrations(in scope: String, cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message:
                "'\(scope)' registers views whose identifier or class migrate cannot read, so the `as? \(bare)` cast may fail and its fallback run; the typed dequeue would trap"
        )
    }
    static func unregistered(_ identifier: String, cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message:
                "no registration or storyboard prototype of the sources has \"\(identifier)\", so the `as? \(bare)` cast may fail; the typed dequeue would trap"
        )
    }
    static func notGuardLet(cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message: "the `as? \(bare)` result is optional (only a lone or last `guard let … else` becomes typed)")
    }
    static func conditionsFollow(cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast,
            message:
                "more conditions of the `guard` follow the `as? \(bare)` binding (and may read it); only a lone or last `guard let … else` becomes typed"
        )
    }
    static func unsplittableGuard(cast bare: String) -> Leave {
        Leave(
            reason: .conditionalCast, message: "the `guard` that binds the `as? \(bare)` is not one migrate can split")
    }

    // MARK: The app's own API

    static func ownMixin(_ mixin: Mixin, at location: SourceLocation, lacks missing: [String]) -> Leave {
        Leave(
            reason: .homeGrownAPI,
            message:
                "the sources declare their own '\(mixin.rawValue)' (\(location.path):\(location.line)), which lacks \(missing.joined(separator: " and ")): the class would adopt it, not the library's"
        )
    }
    static func ownNibReusableProtocol(at location: SourceLocation) -> Leave {
        Leave(
            reason: .homeGrownAPI,
            message:
                "the sources declare their own 'NibReusable' protocol (\(location.path):\(location.line)), not the library's typealias of 'Reusable & NibLoadable': the class would adopt it"
        )
    }
    static let ownAppKitProtocols = Leave(
        reason: .homeGrownAPI,
        message:
            "the sources declare the mixin protocols themselves, so the generated AppKit code declares no `makeView(cellType:owner:)`"
    )
    static func ownHelper(_ helper: String) -> Leave {
        Leave(
            reason: .homeGrownAPI,
            message:
                "the sources declare their own '\(helper)' and no Reusable protocol: the typed calls would reach that helper, made for the app's own types"
        )
    }

    // MARK: Verification

    static func unverified(_ className: String) -> Leave {
        Leave(
            reason: .unverified,
            message: "the migrated sources did not resolve '\(className)' to the planned mixin and identifier")
    }
    static func failsBuildCheck(_ message: String) -> Leave {
        Leave(reason: .failsBuildCheck, message: "after migration reusable-gen would report: \(message)")
    }
}
