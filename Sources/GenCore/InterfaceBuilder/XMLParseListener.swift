// MARK: - XMLParseListener

/// Receives what a push parse (`XMLPushParse`) tells, in document order, each with the parser's position: libxml2's
/// 1-based line and 1-based character column (0 and 0 before the parse has a context).
protocol XMLParseListener: AnyObject {
    /// An element starts, with its attributes (namespace declarations among them, as `xmlns` and `xmlns:prefix`);
    /// returns whether the parse goes on.
    func parsedStart(_ elementName: String, attributes: [String: String], line: Int, column: Int) -> Bool

    /// The innermost open element ends.
    func parsedEnd()

    /// libxml2 reports an error or a warning: its `xmlParserErrors` code.
    func parseErrorOccurred(code: Int, line: Int, column: Int)
}
