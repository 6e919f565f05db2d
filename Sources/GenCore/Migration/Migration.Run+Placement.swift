// MARK: - Where the mixin goes

extension Migration.Run {
    /// Puts the mixin on the topmost adopted class of each hierarchy, and leaves as is a subclass that would
    /// inherit the other nib-ness. A superclass whose adoption would keep more sites of its subclasses as they are
    /// than it has itself is not adopted, so that they can adopt on their own.
    func placeConformances(_ decisions: inout [String: Migration.ClassDecision], _ found: inout [Migration.FoundSite]) {
        let rewritable = Dictionary(
            found.filter { $0.replacement != nil }.compactMap { $0.className.map { ($0, 1) } }, uniquingKeysWith: +)
        let adopters = Set(model.types.filter { $0.mixins.contains(.reusable) }.map(\.name))
        for name in decisions.keys.sorted() {
            guard let decision = decisions[name], decision.reason == nil, let type = classes[name] else { continue }
            let adopting = type.subclasses.filter(adopters.contains)
            if !adopting.isEmpty {
                // Its conformance would repeat theirs, which Swift rejects.
                decisions[name]?.reason = .superclassConflict
                decisions[name]?.message =
                    "subclasses of '\(type.bareName)' adopt Reusable already (\(adopting.map(TypeReference.lastComponent(of:)).sorted().joined(separator: ", ")))"
                continue
            }
            let hindered = type.subclasses.filter { subclass in
                guard let other = decisions[subclass], other.reason == nil else { return false }
                return other.customIdentifier != nil || other.needsNib != decision.needsNib
            }
            let kept = hindered.reduce(0) { $0 + (rewritable[$1] ?? 0) }
            guard kept > rewritable[name] ?? 0 else { continue }
            decisions[name]?.reason = .superclassConflict
            decisions[name]?.message =
                "adopting '\(type.bareName)' would keep \(kept) sites of its subclasses (\(hindered.map(TypeReference.lastComponent(of:)).sorted().joined(separator: ", "))) as they are (registered the other way, or keeping identifiers of their own)"
        }
        let adopted = decisions.values.filter { $0.reason == nil }.map(\.name)
        // Ancestors first, so a subclass sees its superclass's final decision.
        let ordered = adopted.sorted {
            (classes[$0]?.superclassChain.count ?? 0, $0) < (classes[$1]?.superclassChain.count ?? 0, $1)
        }
        for name in ordered {
            guard var decision = decisions[name], let type = classes[name] else { continue }
            let existing = model.types.first { $0.name == name }?.mixins ?? []
            var inheritedNib: Bool?
            if existing.contains(.reusable) { inheritedNib = existing.contains(.nibLoadable) }
            for ancestor in type.superclassChain where inheritedNib == nil {
                if let ancestorDecision = decisions[ancestor], ancestorDecision.reason == nil {
                    inheritedNib = ancestorDecision.needsNib
                } else if let ancestorType = model.types.first(where: { $0.name == ancestor }),
                    ancestorType.mixins.contains(.reusable)
                {
                    inheritedNib = ancestorType.mixins.contains(.nibLoadable)
                }
            }
            if let custom = decision.customIdentifier, inheritedNib != nil {
                decision.reason = .identifierNotClassName
                decision.message =
                    "'\(type.bareName)' uses the identifier \"\(custom)\" but inherits Reusable, whose identifier for it is its name"
            } else if let inheritedNib, inheritedNib != decision.needsNib {
                decision.reason = .superclassConflict
                decision.message =
                    "'\(type.bareName)' would inherit \(inheritedNib ? "NibReusable" : "Reusable") from its superclass but is registered \(decision.needsNib ? "by nib" : "by class")"
            } else {
                decision.addsConformance = inheritedNib == nil
            }
            decisions[name] = decision
        }
        for position in found.indices {
            guard let name = found[position].className, let decision = decisions[name], let reason = decision.reason,
                found[position].replacement != nil
            else { continue }
            found[position].replacement = nil
            found[position].reason = reason
            found[position].message = decision.message
        }
    }
}
