// MARK: - Other bundles

extension Migration {
    /// When sites of `plan` were left as is for their nib's bundle (`migrate-nib-bundle`), how many of them each
    /// other `--bundle` would rewrite (those whose note it no longer gives), for the bundles that would rewrite any,
    /// in `BundleLookup` order. Plans the input again once per other bundle, only when there are such sites.
    public static func sitesRewritten(
        withOtherBundlesThan plan: MigrationPlan, input: GenerationInput
    ) -> [(bundle: GenerationOptions.BundleLookup, sites: Int)] {
        let leftForBundle = plan.notes.filter { $0.name == MigrationReason.nibBundle.rawValue }.compactMap(\.location)
        guard !leftForBundle.isEmpty else { return [] }
        return GenerationOptions.BundleLookup.allCases.filter { $0 != input.options.bundle }.compactMap { bundle in
            var other = input
            other.options.bundle = bundle
            let stillLeft = Set(Migration.plan(other).notes.compactMap(\.location))
            let more = leftForBundle.filter { !stillLeft.contains($0) }.count
            return more > 0 ? (bundle, more) : nil
        }
    }
}
