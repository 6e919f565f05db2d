#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - RawReader

/// The baseline every stage is compared with: find the `.swift` files below a folder (`readdir`) and read each
/// one whole with `open`, `fstat` and `read(2)` into a byte array: the least any tool reading the app must do.
public enum RawReader {
    /// The extensions of every input file reusable-gen reads.
    public static let inputExtensions = [".swift", ".xib", ".storyboard"]

    /// The files below `directory` whose names end with one of `extensions`, sorted byte-wise (hidden entries
    /// skipped, links not followed).
    public static func files(below directory: String, extensions: [String] = [".swift"]) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let folder = pending.popLast() {
            guard let handle = opendir(folder) else { continue }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = folder + "/" + name
                if entry.pointee.d_type == UInt8(DT_DIR) {
                    pending.append(path)
                } else if extensions.contains(where: { name.hasSuffix($0) }) {
                    found.append(path)
                }
            }
            closedir(handle)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Reads a whole file, or returns `nil` when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var filled = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while filled < size {
                let count = systemRead(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                filled += count
            }
            initialized = filled
        }
        return filled == size ? bytes : nil
    }

    /// Finds and reads every file below `directory` whose name ends with one of `extensions`.
    public static func readAll(below directory: String, extensions: [String] = [".swift"]) -> [(
        path: String, bytes: [UInt8]
    )] {
        files(below: directory, extensions: extensions).compactMap { path in read(path).map { (path, $0) } }
    }

    /// `read(2)`, which the method named `read` hides inside this type.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
