#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
@testable import GenCore

// MARK: - XMLParseRecording

/// The elements a document holds, in order, as `XcodeXMLScan` tells them and as Foundation's `XMLParser` tells them:
/// each start with its name and decoded attribute values, each end; so the two can be compared event by event.
/// Shared by the tests and the fuzzer's Interface Builder target.
struct XMLParseRecording: Equatable, CustomStringConvertible {
    enum Event: Equatable {
        case start(String, [String: String])
        case end
    }

    var events: [Event] = []
    /// Whether the scan accepted the document, or the parser read it without an error.
    var succeeded = false

    var description: String {
        "succeeded \(succeeded), \(events.count) events: " + events.prefix(6).map { "\($0)" }.joined(separator: "; ")
    }

    /// What `XcodeXMLScan` tells about `bytes`, and where it gave up.
    static func scan(_ bytes: [UInt8]) -> (recording: XMLParseRecording, departure: XcodeXMLDeparture?) {
        bytes.withUnsafeBufferPointer { buffer in
            var scan = XcodeXMLScan(bytes: buffer, listener: Listener())
            let succeeded = scan.run()
            return (XMLParseRecording(events: scan.listener.events, succeeded: succeeded), scan.departure)
        }
    }

    /// What `XMLParser(stream:)` tells about `bytes`, with external entities, namespaces and prefixes off. Call it
    /// only on documents the scan accepts: `XMLParser` traps or crashes on some others (`Fuzz/README.md`).
    static func foundationParse(_ bytes: [UInt8]) -> XMLParseRecording {
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate()
        parser.delegate = delegate
        let succeeded = parser.parse()
        parser.delegate = nil
        return XMLParseRecording(events: delegate.events, succeeded: succeeded)
    }

    private struct Listener: XcodeXMLListener {
        var events: [Event] = []

        mutating func start(_ tag: XcodeXMLTag) -> Bool {
            var attributes: [String: String] = [:]
            for attribute in tag.attributes {
                let name = String(decoding: UnsafeBufferPointer(rebasing: tag.bytes[attribute.name]), as: UTF8.self)
                attributes[name] = String(decoding: XcodeXMLTag.value(of: attribute, in: tag.bytes), as: UTF8.self)
            }
            events.append(.start(tag.elementName, attributes))
            return true
        }

        mutating func end() { events.append(.end) }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var events: [Event] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            events.append(.start(elementName, attributeDict))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            events.append(.end)
        }
    }
}
