#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

// MARK: - InterfaceBuilderReader

/// Reads `.xib` and `.storyboard` files into `InterfaceBuilderDocument` facts by streaming them through `XMLParser`.
public enum InterfaceBuilderReader {
    /// Reads one `.xib` or `.storyboard`; a malformed, empty or foreign file yields `nil` and an error
    /// diagnostic at the XML parser's line and column.
    public static func read(_ file: SourceFile) -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]) {
        if file.bytes.allSatisfy(isXMLWhitespace) {
            let diagnostic = Diagnostic(.error, InterfaceBuilderMessage.emptyFile, at: file.location(at: 0))
            return (nil, [diagnostic])
        }
        // FoundationXML traps on element and attribute names or values that are not UTF-8 (found by fuzzing), so a
        // document in UTF-8 (Xcode's only encoding) is checked before parsing; libxml2 transcodes other encodings.
        if isDeclaredUTF8(file.bytes), let offset = firstInvalidUTF8Offset(file.bytes) {
            let message = InterfaceBuilderMessage.malformed(XMLParserErrorText.describe(9))
            return (nil, [Diagnostic(.error, message, at: file.location(at: offset))])
        }
        // FoundationXML also crashes (reads a null pointer) on a processing instruction without data before the root
        // element, such as `<?xmlY?>` (found by fuzzing); Interface Builder writes none, so none is accepted.
        if let offset = firstProcessingInstructionWithoutData(file.bytes) {
            let message = InterfaceBuilderMessage.malformed("processing instruction without data")
            return (nil, [Diagnostic(.error, message, at: file.location(at: offset))])
        }
        // A stream is fed to libxml2 in chunks; one `Data` is fed whole, and libxml2 then rejects
        // documents over 10 MB ("huge input lookup") unless its unreachable XML_PARSE_HUGE option is set.
        let parser = XMLParser(stream: InputStream(data: Data(file.bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let collector = InterfaceBuilderCollector(file: file)
        parser.delegate = collector
        let succeeded = parser.parse()
        parser.delegate = nil
        return collector.result(parserSucceeded: succeeded, parserErrorCode: (parser.parserError as NSError?)?.code)
    }

    /// Whether the document is read as UTF-8: unless it starts with a UTF-16 or UTF-32 byte order mark, or its XML
    /// declaration names UTF-16 or ISO-8859-1 (which libxml2 transcodes), it is; a malformed declaration is too.
    static func isDeclaredUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            return false
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: "<?xml".utf8),
              let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return true }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        guard let encoding = declaration.range(of: "encoding") else { return true }
        let value = declaration[encoding.upperBound...].drop { " =\t\r\n".contains($0) }
        let transcoded = ["\"utf-16\"", "'utf-16'", "\"iso-8859-1\"", "'iso-8859-1'", "\"latin1\"", "'latin1'"]
        return !transcoded.contains { value.hasPrefix($0) }
    }

    /// The offset of the first `<?target?>` (nothing but whitespace after the target), or `nil`; one linear pass,
    /// which also looks inside comments and CDATA sections.
    static func firstProcessingInstructionWithoutData(_ bytes: [UInt8]) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isEnd(_ index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">")
        }
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var position = index + 2
            while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "<"), !isEnd(position) {
                position += 1
            }
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            if isEnd(position) { return index }
            index = max(position, index + 1)
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or `nil` when all are valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

// MARK: - Messages

/// The exact texts of the reader's diagnostics, shared with the tests.
enum InterfaceBuilderMessage {
    static let emptyFile = "Interface Builder file is empty"

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

// MARK: - Document type

/// What the root element's `type` attribute says about the document.
struct InterfaceBuilderDocumentType {
    var kind: InterfaceBuilderDocument.Kind
    var framework: Framework?

    /// The kind and framework of a known `type` attribute, or `nil` for an unknown one.
    init?(_ type: String) {
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder.AppleTV.XIB":
            self.kind = .xib; self.framework = .uiKit
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard":
            self.kind = .storyboard; self.framework = .uiKit
        case "com.apple.InterfaceBuilder3.Cocoa.XIB":
            self.kind = .xib; self.framework = .appKit
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB":
            self.kind = .storyboard; self.framework = .appKit
        case "com.apple.InterfaceBuilder.WatchKit.Storyboard":
            self.kind = .storyboard; self.framework = nil
        default:
            return nil
        }
    }
}

extension InterfaceBuilderRuntime {
    /// The runtime named by a `targetRuntime` attribute, or `nil` for one reusable-gen does not generate for.
    init?(targetRuntime: String) {
        if targetRuntime.hasPrefix("iOS.CocoaTouch") {
            self = .iOS
        } else if targetRuntime == "AppleTV" {
            self = .tvOS
        } else if targetRuntime == "MacOSX.Cocoa" {
            self = .macOS
        } else {
            return nil
        }
    }

    /// The UI framework documents for this runtime use.
    var framework: Framework {
        self == .macOS ? .appKit : .uiKit
    }
}

// MARK: - Path facts

extension InterfaceBuilderDocument {
    /// The localization of a path inside an `xx.lproj` folder (`Base.lproj/Main.storyboard` → `Base`).
    static func localization(ofPath path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The file name of a path without its last extension (`a/ProfileCell.xib` → `ProfileCell`).
    static func baseName(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The kind a path's extension suggests, or `nil` for another extension.
    static func kind(ofPath path: String) -> Kind? {
        if path.hasSuffix(".storyboard") { return .storyboard }
        if path.hasSuffix(".xib") { return .xib }
        return nil
    }
}

// MARK: - Element kinds

extension TypeKind {
    /// The kind of object an Interface Builder element stands for, in documents of the given framework.
    init(interfaceBuilderElement elementName: String, framework: Framework?) {
        let isAppKit = framework == .appKit
        switch elementName {
        case "tableViewCell": self = .tableViewCell
        case "tableViewHeaderFooterView": self = .tableViewHeaderFooterView
        case "collectionViewCell": self = .collectionViewCell
        case "collectionReusableView": self = .collectionReusableView
        case "tableCellView": self = .appKitTableCellView
        case "tableRowView": self = .appKitTableRowView
        case "collectionViewItem": self = .appKitCollectionViewItem
        case "customView": self = .appKitView
        case "viewController", "splitViewController", "tabViewController":
            self = isAppKit ? .appKitViewController : .viewController
        case "tableViewController", "collectionViewController", "navigationController", "tabBarController",
             "pageViewController", "glkViewController", "avPlayerViewController", "hostingController":
            self = isAppKit ? .unknown : .viewController
        case "view":
            self = isAppKit ? .appKitView : .view
        case "label", "button", "imageView", "stackView", "scrollView", "tableView", "collectionView", "textField",
             "textView", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView",
             "pageControl", "stepper", "datePicker", "pickerView", "mapView", "wkWebView", "visualEffectView",
             "navigationBar", "toolbar", "tabBar", "searchBar", "containerView":
            self = isAppKit ? .unknown : .view
        default:
            self = .unknown
        }
    }
}

// MARK: - Parser error texts

/// Plain-words descriptions of `XMLParser` error codes (Foundation's own text on Linux is only a number).
enum XMLParserErrorText {
    /// A short lower-case description of the error with the given `XMLParser.ErrorCode` raw value.
    static func describe(_ code: Int) -> String {
        switch code {
        case 3, 4: "the document does not start with an element"
        case 5, 86: "extra content at the end of the document"
        case 6, 7, 8, 10, 11, 12, 13: "invalid character reference"
        case 9: "invalid character (the file may not be UTF-8 text)"
        case 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 36, 37: "malformed entity reference"
        case 26, 27: "undeclared entity"
        case 28, 29, 30: "entity references to external or parameter entities are not allowed"
        case 31, 32, 79, 81: "unsupported or invalid text encoding"
        case 33, 34, 43, 44: "unterminated quoted value"
        case 38: "'<' in an attribute value"
        case 39, 40, 41, 75: "malformed attribute"
        case 42: "an attribute appears twice in one element"
        case 45, 80: "unterminated or malformed comment"
        case 46, 47: "unterminated processing instruction"
        case 56, 57, 64: "malformed XML declaration"
        case 61: "unterminated DOCTYPE declaration"
        case 62, 63: "unterminated or misplaced CDATA section"
        case 65, 66: "missing whitespace"
        case 68: "a name was expected"
        case 72, 73, 74, 77: "unterminated tag"
        case 76: "opening and ending tag mismatch"
        case 85: "the elements are not well balanced"
        case 89: "entity reference loop"
        default: "XML parser error \(code)"
        }
    }
}
