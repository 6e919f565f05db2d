import GenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - PathOperations

/// Thin wrappers over the POSIX calls the CLI needs, so that errors carry their reason and nothing follows a
/// symbolic link by accident.
enum PathOperations {
    /// What a path names.
    enum EntryKind: Sendable, Hashable {
        case file, directory, symbolicLink, other
    }

    /// The largest input file read, in bytes; bigger files are reported rather than read.
    static let maximumFileSize = 64 * 1024 * 1024

    /// The error for a file over `maximumFileSize`.
    static let oversized = FileSystemError(reason: "file is larger than \(maximumFileSize / 1024 / 1024) MiB")

    /// What `path` itself is, without following a final symbolic link; `nil` when nothing is there.
    static func entryKind(_ path: String) -> EntryKind? {
        entry(path)?.kind
    }

    /// A file's device and inode: two paths with the same lead to the same file.
    struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    /// What `path` itself is, without following a final symbolic link, and which file it is; `nil` when nothing is
    /// there.
    static func entry(_ path: String) -> (kind: EntryKind, identity: FileIdentity)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (kind(of: info), FileIdentity(info))
    }

    /// `entry(_:)` of the entry `name` of the folder open as `folder`: the kernel looks up the name alone, not every
    /// folder of a path.
    static func entry(_ name: String, in folder: Int32) -> (kind: EntryKind, identity: FileIdentity)? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (kind(of: info), FileIdentity(info))
    }

    /// What `path` leads to after following symbolic links, or the error (`ELOOP`, `ENOENT`, ...) on the way.
    static func resolvedKind(_ path: String) -> Result<EntryKind, FileSystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.current()) }
        return .success(kind(of: info))
    }

    /// The canonical absolute path with every symbolic link resolved, or the reason it cannot be resolved.
    static func realPath(_ path: String) -> Result<String, FileSystemError> {
        guard let resolved = realpath(path, nil) else { return .failure(.current()) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The target text of a symbolic link, as stored.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The raw names in a directory (without `.` and `..`), unsorted, each with its kind when the directory
    /// entry tells it without following a symbolic link (`nil` when the file system leaves it unknown).
    static func directoryEntries(_ path: String) -> Result<[(name: [UInt8], kind: EntryKind?)], FileSystemError> {
        guard let directory = opendir(path) else { return .failure(.current()) }
        defer { closedir(directory) }
        var entries: [(name: [UInt8], kind: EntryKind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return [] }
                return Array(UnsafeRawBufferPointer(start: base, count: strnlen(base, raw.count)))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let kind: EntryKind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): nil
                default: .other
                }
            entries.append((name, kind))
        }
        return .success(entries)
    }

    /// Whether `left` comes before `right` byte-wise (`lexicographicallyPrecedes`, with `memcmp` doing the work:
    /// the paths of one search share long prefixes).
    static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { left in right.withUnsafeBufferPointer { right in precedes(left, right) } }
    }

    /// Whether the UTF-8 bytes of `left` come before those of `right` (`precedes(_:_:)` of their bytes).
    static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { left in right.withUTF8 { right in precedes(left, right) } }
    }

    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let order = memcmp(leftBase, rightBase, common)
            if order != 0 { return order < 0 }
        }
        return left.count < right.count
    }

    /// Reads a whole regular file.
    static func readFile(_ path: String) -> Result<[UInt8], FileSystemError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.current()) }
        if kind(of: info) == .directory { return .failure(FileSystemError(code: EISDIR)) }
        if Int(info.st_size) > maximumFileSize {
            return .failure(oversized)
        }
        // Read straight into the array's storage, sized by fstat; one byte more tells a file that grew meanwhile.
        // A read that reaches the size fstat gave without filling the buffer has met the end of the file, so the
        // usual file takes one `read`, not a second one that returns 0.
        let expected = Int(info.st_size)
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            while initialized < buffer.count, let base = buffer.baseAddress {
                let requested = buffer.count - initialized
                let count = read(descriptor, base + initialized, requested)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initialized += count
                if count < requested, initialized >= expected { return }
            }
        }
        if let failure { return .failure(FileSystemError(code: failure)) }
        if bytes.count > expected {
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.current())
                }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[..<count])
                if bytes.count > maximumFileSize {
                    return .failure(oversized)
                }
            }
        }
        return .success(bytes)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption or a partial write; `false` (with `errno`
    /// set) when a write fails.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// The permission bits of an existing file, if it can be examined.
    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The folder part of a path (`.` for a bare name, `/` for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The last component of a path.
    static func name(of path: String) -> String {
        split(path).name
    }

    /// The folder part of `path` before its last `/` (`/` for a file at the root, `nil` when there is no `/`) and the
    /// name after it, found on the path's bytes: searching a string's characters from the end cost thousands of
    /// instructions a path, for every file the build plugin names.
    static func split(_ path: String) -> (folder: String?, name: String) {
        var path = path
        return path.withUTF8 { bytes in
            var slash = bytes.count - 1
            while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            guard slash >= 0 else { return (nil, String(decoding: bytes, as: UTF8.self)) }
            let folder =
                slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
            return (folder, String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self))
        }
    }

    private static func kind(of info: stat) -> EntryKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}
