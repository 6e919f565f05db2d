// MARK: - Migration.Run

extension Migration {
    /// One migration: the facts, read once, then the phases, each a function of the value the one before made —
    /// sites found and attributed (`Attribution`), classes decided (`ClassDecider`), sites rewritten
    /// (`SiteRewriter`), conformances placed (`ClassDecider.placeConformances`), the plan written (`PlanWriter`) —
    /// and the plan verified against the same facts; a class that does not verify is left out of the next attempt.
    struct Run {
        let facts: Facts
        /// Classes excluded by an earlier attempt whose result did not verify, with why.
        var unverified: [String: Leave] = [:]

        init(_ facts: Facts) {
            self.facts = facts
        }

        /// Plans, verifies the result by scanning the migrated sources again, and plans once more without the
        /// classes that did not verify (at most three times).
        mutating func plan() -> MigrationPlan {
            var result = attempt()
            for _ in 0..<3 {
                let failed = Self.verify(result, against: facts)
                if failed.isEmpty { break }
                unverified.merge(failed) { first, _ in first }
                result = attempt()
            }
            return result
        }

        /// One planning attempt: attribute sites, decide classes, rewrite sites, place conformances, write the plan.
        func attempt() -> MigrationPlan {
            let attribution = Attribution(facts: facts)
            let attributed = attribution.attributeUncastDequeues(attribution.findSites())
            let registrations = attributed.registrations
            let decider = ClassDecider(facts: facts, unverified: unverified)
            var decisions = decider.decideClasses(attributed.sites)
            let rewritten = SiteRewriter(facts: facts, registrations: registrations).decideSites(
                attributed.sites, decisions)
            // A class none of whose sites can be rewritten is not adopted.
            for (name, decision) in decisions where decision.outcome.isAdopting {
                if !rewritten.contains(where: { $0.className == name && $0.outcome.edit != nil }) {
                    decisions[name]?.outcome = .left(Message.noRewritableSite)
                }
            }
            let placed = decider.placeConformances(decisions, rewritten)
            return PlanWriter(facts: facts).makePlan(placed.sites, placed.decisions)
        }

        /// The adopted classes of a plan that do not resolve to the planned mixin and identifier once the migrated
        /// sources are scanned again, or that reusable-gen's Interface Builder checks, run on the documents the
        /// facts hold, would report an error for, with why.
        static func verify(_ plan: MigrationPlan, against facts: Facts) -> [String: Leave] {
            guard !plan.adoptions.isEmpty else { return [:] }
            let migrated = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.migrated) })
            let files = facts.sources.map { source in
                migrated[source.path].map { SourceFile(path: source.path, bytes: $0) } ?? source
            }
            let after = ModelBuilder.build(Parallel.map(files, DeclarationScanner.scan), options: facts.options)
            var failed: [String: Leave] = [:]
            let checks = InterfaceBuilderChecks.check(
                after, against: facts.catalog, unreadablePaths: facts.unreadablePaths, options: facts.options)
            for adoption in plan.adoptions {
                guard let type = after.types.first(where: { $0.name == adoption.className }),
                    type.mixins.contains(.reusable),
                    type.mixins.contains(.nibLoadable) == (adoption.mixin == "NibReusable"),
                    facts.generatedIdentifier(of: type) == adoption.identifier
                else {
                    failed[adoption.className] = Message.unverified(adoption.className)
                    continue
                }
                if let error = checks.first(where: { $0.severity == .error && $0.location == type.location }) {
                    // The check's own name is left out: the note is named after the migrate reason.
                    failed[adoption.className] = Message.failsBuildCheck(error.message)
                }
            }
            return failed
        }
    }
}
