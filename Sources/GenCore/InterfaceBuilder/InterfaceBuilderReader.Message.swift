// MARK: - Messages

extension InterfaceBuilderReader {
    /// The exact texts of the reader's diagnostics, shared with the tests.
    enum Message {
        static let emptyFile = "Interface Builder file is empty"

        static let parserUnavailable =
            "Interface Builder file not checked: it is not in the XML Xcode writes, and libxml2, which would read it, "
            + "could not be loaded"

        static func malformed(_ description: String) -> String {
            "malformed XML in Interface Builder file: \(description)"
        }

        static func foreignRoot(_ elementName: String) -> String {
            "not an Interface Builder document: root element is '\(elementName)'"
        }

        static func unknownType(_ type: String?, readAs kind: InterfaceBuilderDocument.Kind) -> String {
            let reading = kind == .xib ? "reading it as a XIB" : "reading it as a storyboard"
            guard let type else { return "Interface Builder document has no type attribute; \(reading)" }
            return "unknown Interface Builder document type '\(type)'; \(reading)"
        }
    }
}
