// MARK: - Where the mixin goes

extension Migration.ClassDecider {
    /// Puts the mixin on the topmost adopted class of each hierarchy, and leaves as is a subclass that would
    /// inherit the other nib-ness. A superclass whose adoption would keep more sites of its subclasses as they are
    /// than it has itself is not adopted, so that they can adopt on their own. Returns the decisions, and the sites
    /// with those of the classes now left taken back.
    func placeConformances(_ decided: [String: Migration.ClassDecision], _ sites: [Migration.FoundSite]) -> (
        decisions: [String: Migration.ClassDecision], sites: [Migration.FoundSite]
    ) {
        var decisions = decided
        var found = sites
        let rewritable = Dictionary(
            found.filter { $0.outcome.edit != nil }.compactMap { $0.className.map { ($0, 1) } }, uniquingKeysWith: +)
        let adopters = Set(facts.model.types.filter { $0.mixins.contains(.reusable) }.map(\.name))
        for name in decisions.keys.sorted() {
            guard let decision = decisions[name], decision.outcome.isAdopting, let type = facts.classes[name] else {
                continue
            }
            let adopting = type.subclasses.filter(adopters.contains)
            if !adopting.isEmpty {
                // Its conformance would repeat theirs, which Swift rejects.
                decisions[name]?.outcome = .left(
                    Migration.Message.subclassesAdopt(type.bareName, adopting.map(TypeReference.lastComponent(of:))))
                continue
            }
            let hindered = type.subclasses.filter { subclass in
                guard let other = decisions[subclass], other.outcome.isAdopting else { return false }
                return other.customIdentifier != nil || other.needsNib != decision.needsNib
            }
            let kept = hindered.reduce(0) { $0 + (rewritable[$1] ?? 0) }
            guard kept > rewritable[name] ?? 0 else { continue }
            decisions[name]?.outcome = .left(
                Migration.Message.keepsSubclassSites(
                    type.bareName, kept: kept, hindered.map(TypeReference.lastComponent(of:))))
        }
        let adopted = decisions.values.filter(\.outcome.isAdopting).map(\.name)
        // Ancestors first, so a subclass sees its superclass's final decision.
        let ordered = adopted.sorted {
            (facts.classes[$0]?.superclassChain.count ?? 0, $0) < (facts.classes[$1]?.superclassChain.count ?? 0, $1)
        }
        for name in ordered {
            guard var decision = decisions[name], let type = facts.classes[name] else { continue }
            let existing = facts.model.types.first { $0.name == name }?.mixins ?? []
            var inheritedNib: Bool?
            if existing.contains(.reusable) { inheritedNib = existing.contains(.nibLoadable) }
            for ancestor in type.superclassChain where inheritedNib == nil {
                if let ancestorDecision = decisions[ancestor], ancestorDecision.outcome.isAdopting {
                    inheritedNib = ancestorDecision.needsNib
                } else if let ancestorType = facts.model.types.first(where: { $0.name == ancestor }),
                    ancestorType.mixins.contains(.reusable)
                {
                    inheritedNib = ancestorType.mixins.contains(.nibLoadable)
                }
            }
            if let custom = decision.customIdentifier, inheritedNib != nil {
                decision.outcome = .left(Migration.Message.inheritsReusable(type.bareName, uses: custom))
            } else if let inheritedNib, inheritedNib != decision.needsNib {
                decision.outcome = .left(
                    Migration.Message.inheritsOtherNibness(
                        type.bareName, inheritsNib: inheritedNib, needsNib: decision.needsNib))
            } else {
                decision.addsConformance = inheritedNib == nil
            }
            decisions[name] = decision
        }
        for position in found.indices {
            guard let name = found[position].className, let leave = decisions[name]?.outcome.leave,
                found[position].outcome.edit != nil
            else { continue }
            found[position].outcome = .left(leave)
        }
        return (decisions, found)
    }
}
