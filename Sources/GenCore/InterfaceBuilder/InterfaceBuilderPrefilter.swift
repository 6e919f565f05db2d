// MARK: - InterfaceBuilderPrefilter

/// Decides, with one pass over its bytes and no XML parser (`XcodeXMLScan`), whether an Interface Builder file
/// could matter to the cross-check: most XIBs and storyboards of a real app belong to classes that adopt no mixin,
/// and parsing them would produce nothing.
///
/// The rule is conservative, "when in doubt, read": a file is left unread only when
/// - neither its base name nor any attribute value in it is one of the `names` (every name and literal the model's
///   types carry: the only ways a document is found by the checks are its name and the `customClass`, identifier
///   and scene attributes of its objects), and
/// - it is certainly a document the reader accepts without a diagnostic: Xcode's XML declaration, a `document`
///   root of a known `type`, and well-formed XML in the strict subset Xcode writes (ASCII names, no DTD, no
///   processing instruction, only the predefined entities and legal character references, valid UTF-8).
/// Anything outside that subset, however legal, is read. `InterfaceBuilderPrefilterTests` proves the rule loses
/// no diagnostic; a check that looks documents up by a new kind of name must add it to `init(model:)`.
public struct InterfaceBuilderPrefilter: Sendable {
    /// The byte strings that tie a document to a checked class.
    let names: [[UInt8]]
    /// An open-addressing table of the names' hashes (0 marks an empty slot; a hash of 0 is stored as 1), so that
    /// looking up an attribute value costs a hash of its bytes and, almost always, one probe.
    let table: [UInt64]
    /// A 4,096-bit set of the names' shapes (`shape(_:)`): a value whose bit is clear is none of the names, which
    /// rules out most values without hashing them.
    let shapes: [UInt64]

    /// A prefilter that reads every file mentioning one of `names`.
    public init(names: some Sequence<String>) {
        let unique = Array(Set(names.map { Array($0.utf8) })).sorted { $0.lexicographicallyPrecedes($1) }
        var size = 16
        while size < unique.count * 4 { size *= 2 }
        var table = [UInt64](repeating: 0, count: size)
        var shapes = [UInt64](repeating: 0, count: 64)
        for name in unique {
            let shape = name.withUnsafeBufferPointer(Self.shape)
            shapes[shape >> 6] |= 1 << UInt64(shape & 63)
            let hash = name.withUnsafeBufferPointer(Self.hash)
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while table[slot] != 0, table[slot] != hash { slot = (slot + 1) & (size - 1) }
            table[slot] = hash
        }
        self.names = unique
        self.table = table
        self.shapes = shapes
    }

    /// A prefilter for the model's types: their qualified, bare and Objective-C names and every literal they
    /// provide (reuse identifiers, nib and storyboard names, scene identifiers).
    public init(model: Model) {
        var names: [String] = []
        for type in model.types {
            names.append(type.name)
            names.append(type.bareName)
            if let runtimeName = type.objectiveCName { names.append(runtimeName) }
            names += type.providedMembers.compactMap(\.literal)
        }
        self.init(names: names)
    }

    /// Whether the file must be read: it may mention one of the names, or it is not certainly a document the
    /// reader accepts without a diagnostic.
    func mustRead(_ file: InputFile) -> Bool {
        var baseName = InterfaceBuilderDocument.baseName(ofPath: file.path)
        if baseName.withUTF8(mentions) { return true }
        return file.bytes.withUnsafeBufferPointer { bytes in
            var scan = XcodeXMLScan(bytes: bytes, listener: NameSearch(prefilter: self))
            return !scan.run()
        }
    }

    /// Stops the scan at the first attribute value that is one of the names.
    private struct NameSearch: XcodeXMLListener {
        let prefilter: InterfaceBuilderPrefilter

        func start(_ tag: XcodeXMLTag) -> Bool {
            for attribute in tag.attributes {
                let found =
                    attribute.needsDecoding
                    ? XcodeXMLTag.value(of: attribute, in: tag.bytes).withUnsafeBufferPointer(prefilter.mentions)
                    : prefilter.mentions(UnsafeBufferPointer(rebasing: tag.bytes[attribute.value]))
                if found { return false }
            }
            return true
        }

        func end() {}
    }

    /// Whether `value` is one of the names.
    @inline(__always)
    func mentions(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        let shape = Self.shape(value)
        guard shapes[shape >> 6] & (1 << UInt64(shape & 63)) != 0 else { return false }
        return holds(value)
    }

    /// Whether `value`, whose shape is one of the names', is one of them.
    private func holds(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = Self.hash(value)
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 {
            if table[slot] == hash { return names.contains { $0.elementsEqual(value) } }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// A 12-bit digest of the length, first and last byte.
    @inline(__always)
    static func shape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        let ends = (UInt32(first) << 8 | UInt32(last)) &* 0x85EB_CA6B
        return Int((UInt32(truncatingIfNeeded: bytes.count) &* 0x9E37_79B1 ^ ends) >> 20)
    }

    /// FNV-1a over the bytes, never 0.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash == 0 ? 1 : hash
    }
}
