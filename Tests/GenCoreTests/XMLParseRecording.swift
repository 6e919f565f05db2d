#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
@testable import GenCore

// MARK: - XMLParseRecording

/// Everything a parse tells, in order, from `XMLPushParse` and from Foundation's `XMLParser` (which
/// `InterfaceBuilderReader` used before it drove libxml2 itself), so the two can be compared event by event.
/// Shared by the tests and the fuzzer's Interface Builder target.
struct XMLParseRecording: Equatable, CustomStringConvertible {
    enum Event: Equatable {
        case start(String, [String: String], line: Int, column: Int)
        case end
        case error(code: Int, line: Int, column: Int)
    }

    var events: [Event] = []
    var succeeded = false
    var errorCode: Int?

    var description: String {
        "succeeded \(succeeded), error \(errorCode.map(String.init) ?? "none"), \(events.count) events: "
            + events.prefix(6).map { "\($0)" }.joined(separator: "; ")
    }

    /// What `XMLPushParse` tells about `bytes`, stopping at the first element named `stopAt`.
    static func pushParse(_ bytes: [UInt8], stopAt: String? = nil) -> XMLParseRecording? {
        guard let library = LibXML2.shared else { return nil }
        let listener = Listener(stopAt: stopAt)
        let outcome = XMLPushParse.run(bytes, with: library, telling: listener)
        return XMLParseRecording(events: listener.events, succeeded: outcome.succeeded, errorCode: outcome.errorCode)
    }

    /// What `XMLParser(stream:)` tells about `bytes`, set up as the reader set it up, stopping (`abortParsing()`) at
    /// the first element named `stopAt`.
    static func foundationParse(_ bytes: [UInt8], stopAt: String? = nil) -> XMLParseRecording {
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate(stopAt: stopAt)
        parser.delegate = delegate
        let succeeded = parser.parse()
        parser.delegate = nil
        return XMLParseRecording(
            events: delegate.events, succeeded: succeeded, errorCode: (parser.parserError as NSError?)?.code)
    }

    private final class Listener: XMLParseListener {
        let stopAt: String?
        var events: [Event] = []

        init(stopAt: String?) { self.stopAt = stopAt }

        func parsedStart(_ elementName: String, attributes: [String: String], line: Int, column: Int) -> Bool {
            events.append(.start(elementName, attributes, line: line, column: column))
            return elementName != stopAt
        }

        func parsedEnd() { events.append(.end) }

        func parseErrorOccurred(code: Int, line: Int, column: Int) {
            events.append(.error(code: code, line: line, column: column))
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let stopAt: String?
        var events: [Event] = []

        init(stopAt: String?) { self.stopAt = stopAt }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            events.append(.start(elementName, attributeDict, line: parser.lineNumber, column: parser.columnNumber))
            if elementName == stopAt { parser.abortParsing() }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            events.append(.end)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            let code = (parseError as NSError).code
            events.append(.error(code: code, line: parser.lineNumber, column: parser.columnNumber))
        }
    }
}
