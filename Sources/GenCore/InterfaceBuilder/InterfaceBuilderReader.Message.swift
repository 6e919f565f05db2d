// MARK: - Messages

extension InterfaceBuilderReader {
    /// The exact texts of the reader's diagnostics, shared with the tests.
    enum Message {
        static let emptyFile = "not cross-checked: this Interface Builder file is empty"

        static func departure(_ reason: XcodeXMLDeparture.Reason) -> String {
            "not cross-checked: this Interface Builder file departs here from the XML Xcode writes (\(reason.rawValue))"
        }
    }
}
