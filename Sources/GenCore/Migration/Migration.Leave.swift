// MARK: - Migration.Leave

extension Migration {
    /// Why a site or a class is left as is: the reason, whose name the note carries, and the note's text (both from
    /// `Migration.Message`).
    struct Leave: Hashable {
        var reason: MigrationReason
        var message: String
    }
}
