// MARK: - String+ValidUTF8

extension String {
    /// The string `bytes` spell, or `nil` when they are not valid UTF-8.
    ///
    /// The standard library's `String(validating:as:)` does the same but needs macOS 15; this decodes with
    /// `Unicode.UTF8`'s parser (which rejects overlong forms, surrogates and values past U+10FFFF), available on
    /// every system the tool builds for. ASCII, most of what it is given (file names, response files), is valid as
    /// it is and skips the parser.
    package init?(validUTF8 bytes: [UInt8]) {
        if !bytes.allSatisfy({ $0 < 0x80 }) {
            var iterator = bytes.makeIterator()
            var decoder = Unicode.UTF8()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: return nil
                }
            }
        }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
