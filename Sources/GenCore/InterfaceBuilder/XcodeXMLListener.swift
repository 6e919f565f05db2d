// MARK: - XcodeXMLListener

/// What `XcodeXMLScan` tells about a file's elements, in document order.
protocol XcodeXMLListener {
    /// A start tag was read (an empty-element tag is followed by `end()` at once); `false` stops the scan, which
    /// then does not accept the file.
    mutating func start(_ tag: XcodeXMLTag) -> Bool
    /// The innermost open element was closed.
    mutating func end()
}
