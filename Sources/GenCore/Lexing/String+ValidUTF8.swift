// MARK: - String+ValidUTF8

extension String {
    /// The string `bytes` spell, or `nil` when they are not valid UTF-8.
    ///
    /// The standard library's `String(validating:as:)` does the same but needs macOS 15; this decodes with
    /// `Unicode.UTF8`'s parser (which rejects overlong forms, surrogates and values past U+10FFFF), available on
    /// every system the tool builds for.
    package init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: self.init(decoding: bytes, as: UTF8.self); return
            case .error: return nil
            }
        }
    }
}
