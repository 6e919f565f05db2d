// MARK: - CallSiteScanner.Method

extension CallSiteScanner {
    /// The method or member names a site can have.
    enum Method {
        case nib, register, dequeue, loadFromNib, instantiate
        case dequeueReusableCell, dequeueReusableHeaderFooterView, dequeueReusableSupplementaryView

        /// Whether a call without a receiver (`register(…)` inside a table view subclass) can be a site.
        var allowsImplicitReceiver: Bool {
            switch self {
            case .register, .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView:
                true
            case .nib, .dequeue, .loadFromNib, .instantiate: false
            }
        }
    }
}
