// MARK: - CallSite.Kind

extension CallSite {
    /// What a call site does with its class.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `v.register(cellType: X.self)`, `register(headerFooterViewType:)`, `register(supplementaryViewType:ofKind:)`,
        /// the generated `X.register(in:)`.
        case typedRegister
        /// `v.dequeueReusableCell(for:cellType:)`, `dequeueReusableHeaderFooterView(X.self)`,
        /// `dequeueReusableSupplementaryView(ofKind:for:viewType:)`, `X.dequeue(from:…)`, and the forms typed by a
        /// declaration's annotation (`let c: X = v.dequeueReusableCell(for: ip)`).
        case typedDequeue
        /// `X.loadFromNib()`, `let v: X = .loadFromNib()`.
        case loadFromNib
        /// `X.nib`, `Self.nib` (any use of the static nib).
        case nibReference
        /// `X.instantiate()`, `X.instantiate(creator:)`, `let c: X = .instantiate()`.
        case instantiate
        /// UIKit's `register(X.self, forCellReuseIdentifier:)` and the header-footer, collection and supplementary forms.
        case registerByIdentifier
        /// UIKit's `register(UINib(nibName:bundle:), forCellReuseIdentifier:)` and the other nib forms.
        case registerNibByIdentifier
        /// UIKit's `dequeueReusableCell(withIdentifier:for:)` (with or without an index path, a cast or not) and the
        /// collection, header-footer and supplementary forms.
        case dequeueByIdentifier
    }
}
