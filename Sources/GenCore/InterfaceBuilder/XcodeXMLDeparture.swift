// MARK: - XcodeXMLDeparture

/// Where and why `XcodeXMLScan` gave up on a file: the first byte that leaves the subset of XML Xcode writes.
struct XcodeXMLDeparture: Equatable {
    /// What the file holds there, as the reader's warning says it.
    enum Reason: String {
        case declaration = "not the XML declaration Xcode writes"
        case dtd = "a DTD"
        case processingInstruction = "a processing instruction"
        case namespace = "a namespace prefix"
        case reservedAttribute = "an attribute named xmlns or xml…"
        case entity = "an entity reference"
        case invalidCharacter = "a character XML does not allow, or bytes that are not UTF-8"
        case repeatedAttribute = "an attribute given twice"
        case mismatchedEndTag = "an end tag that does not close the open element"
        case tooDeep = "elements nested too deep"
        case longName = "a name too long"
        case unknownDocument = "not a document of a known type"
        case legacyArchive = "an Interface Builder 3 archive, a format older than the document Xcode writes today"
        case endOfFile = "unexpected end of file"
        case malformed = "malformed XML"
    }

    /// The byte offset of the departure (the file's length at an unexpected end).
    let offset: Int
    let reason: Reason
}
