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

    /// The mixin protocols and helpers the sources declare themselves: the generated file declares only the rest.
    public var declaredAPI = DeclaredAPI()

    /// Every class of the sources the generator could extend (visible from other files, adopting no look-alike),
    /// resolved as an adopter would be (kind, superclass chain, members, subclasses among them), sorted by name;
    /// filled only when the build is asked for it (`ModelBuilder.build(_:options:resolvingEveryClass:)`).
    public var everyClass: [ResolvedType] = []

    /// The members that extensions in the sources add to UIKit and AppKit classes (`extension UIView { @IBInspectable
    /// var cornerRadius … }`), by the extended class's name; filled with `everyClass`.
    public var frameworkExtensionMembers: [String: ObjectiveCMembers] = [:]

    /// The classes whose IB connections the checks judged, with the names checked (`--format json` lists them);
    /// set by the generator after the checks.
    public var interfaceBuilderConnections: [InterfaceBuilderCheckedClass] = []

    /// Where the sources register, dequeue, load and instantiate each class.
    public var callSites = CallSiteIndex()

    /// Whether the sources use the Reusable library itself (then only per-type members are generated).
    public var importsReusable: Bool { importedModules.contains("Reusable") }

    /// Whether the sources declare protocols or typealiases of the Reusable library's names themselves (a copy of its
    /// source, or look-alikes): the AppKit section then declares none (`APISupply`; the UIKit section reads
    /// `declaredAPI` protocol by protocol).
    public var vendorsReusable: Bool { declaredMixinNames.contains { $0 != Mixin.reusableView.rawValue } }

    /// Whether the generator declares ReusableCells' `ReusableView` and its first-use dequeue.
    public var declaresReusableView: Bool { !declaredMixinNames.contains(Mixin.reusableView.rawValue) }
}
