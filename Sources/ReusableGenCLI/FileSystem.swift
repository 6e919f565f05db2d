#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - FileSystem

/// Everything the tool asks of the system, and the only file that imports the C library: the same POSIX calls on
/// Linux and macOS. Errors carry the system's reason; nothing follows a symbolic link by accident.
enum FileSystem {
    /// What a path names.
    enum Kind: Sendable, Hashable {
        case file, directory, symbolicLink, other
    }

    /// Which file a path leads to (its device and inode): two spellings of one file, through a link, a hard link or
    /// the other case on a case-insensitive volume, have the same identity.
    struct Identity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The largest input file read, in bytes; bigger files are reported rather than read.
    static let maximumFileSize = 64 * 1024 * 1024

    // MARK: - Looking

    /// What `path` is and which file it is, following a final symbolic link or not.
    static func status(_ path: String, followingLinks: Bool) -> Result<
        (kind: Kind, identity: Identity), FileSystemError
    > {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .failure(.current()) }
        return .success((kind(of: info), identity(of: info)))
    }

    /// The canonical absolute path with every symbolic link resolved.
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

    /// The raw names in a directory (without `.` and `..`), unsorted, each with its kind when the directory entry
    /// tells it without following a symbolic link (`nil` when the file system leaves it unknown).
    static func directoryEntries(_ path: String) -> Result<[(name: [UInt8], kind: Kind?)], FileSystemError> {
        guard let directory = opendir(path) else { return .failure(.current()) }
        defer { closedir(directory) }
        var entries: [(name: [UInt8], kind: Kind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                var length = 0
                while length < raw.count, raw[length] != 0 { length += 1 }
                return Array(UnsafeRawBufferPointer(rebasing: raw[..<length]))
            }
            // `.` and `..`.
            if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { continue }
            let kind: Kind? =
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

    // MARK: - Reading

    /// Reads a whole regular file, and tells which file it was.
    static func readFile(_ path: String) -> Result<(bytes: [UInt8], identity: Identity), FileSystemError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.current()) }
        if kind(of: info) == .directory { return .failure(FileSystemError(code: EISDIR)) }
        return readOpened(descriptor, info)
    }

    /// Reads the file at `path` if it opens as a regular file (following a final symbolic link): `nil` when it cannot
    /// be opened or is anything else, never waiting on a pipe or a device. Opening is how it tells, so a file known by
    /// name alone is read without a `stat` first.
    static func readRegularFile(_ path: String) -> Result<(bytes: [UInt8], identity: Identity), FileSystemError>? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, kind(of: info) == .file else { return nil }
        return readOpened(descriptor, info)
    }

    /// Reads the whole of an open file whose `fstat` is `info`.
    private static func readOpened(_ descriptor: Int32, _ info: stat) -> Result<
        (bytes: [UInt8], identity: Identity), FileSystemError
    > {
        let expected = Int(info.st_size)
        guard expected <= maximumFileSize else { return .failure(.oversized) }
        // Read straight into the array's storage, sized by fstat; one byte more tells a file that grew meanwhile. A
        // read that brings what fstat announced without filling the buffer met the end of the file.
        var failure: FileSystemError?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            while initialized < buffer.count, let base = buffer.baseAddress {
                let requested = buffer.count - initialized
                let count = read(descriptor, base + initialized, requested)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = .current() }
                if count <= 0 { return }
                initialized += count
                if count < requested, initialized >= expected { return }
            }
        }
        if let failure { return .failure(failure) }
        // A file that grew past fstat's size is read on in chunks.
        var chunk = [UInt8](repeating: 0, count: bytes.count > expected ? 65536 : 0)
        while !chunk.isEmpty {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(.current()) }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > maximumFileSize { return .failure(.oversized) }
        }
        return .success((bytes, identity(of: info)))
    }

    // MARK: - Writing

    /// Makes the regular file `target` hold exactly `bytes`, never partially: a temporary file beside it, with the
    /// target's permissions, is written, made durable and renamed over it. `interruption` is called with the temporary
    /// file's path just before the rename; a throw stands for an interrupted write (tests only).
    static func replace(
        _ target: String, in folder: String, with bytes: [UInt8],
        interruption: ((String) throws -> Void)? = nil
    ) -> Result<Void, ReplaceFailure> {
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let temporary =
            folder + "/." + name + ".reusable-gen-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(.cannotCreate(.current())) }
        var info = stat()
        if stat(target, &info) == 0 { fchmod(descriptor, info.st_mode & 0o7777) }
        let isWritten = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        let writeError = FileSystemError.current()
        // Durable before the rename makes the bytes visible, so that a crash never leaves an empty file.
        if isWritten { _ = fsync(descriptor) }
        let isClosed = close(descriptor) == 0
        let failure: ReplaceFailure? =
            if !isWritten { .cannotWrite(writeError) } else if !isClosed { .cannotWrite(.current()) } else { nil }
        if let failure {
            unlink(temporary)
            return .failure(failure)
        }
        do {
            try interruption?(temporary)
        } catch {
            unlink(temporary)
            return .failure(.interrupted)
        }
        guard rename(temporary, target) == 0 else {
            let error = FileSystemError.current()
            unlink(temporary)
            return .failure(.cannotRename(error))
        }
        return .success(())
    }

    /// Why `replace` failed.
    enum ReplaceFailure: Error {
        case cannotCreate(FileSystemError)
        case cannotWrite(FileSystemError)
        case interrupted
        case cannotRename(FileSystemError)
    }

    /// Writes all of `text` to standard output or standard error; the reason when a write fails.
    static func writeStandard(_ text: String, toError: Bool) -> FileSystemError? {
        var text = text
        let descriptor = toError ? STDERR_FILENO : STDOUT_FILENO
        let isWritten = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        return isWritten ? nil : .current()
    }

    /// Ends the process with `status`.
    static func exitProcess(_ status: ExitStatus) -> Never {
        exit(status.rawValue)
    }

    /// The folder part of a path (`.` for a bare name, `/` for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: - Helpers

    /// Writes all of `bytes`, again after an interruption or a partial write; `false` (with `errno` set) on failure.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    private static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    private static func identity(of info: stat) -> Identity {
        Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}

// MARK: - FileSystemError from errno

extension FileSystemError {
    /// The error of the current `errno`.
    static func current() -> FileSystemError {
        FileSystemError(code: errno)
    }

    /// The error of an `errno` value, with the system's explanation lower-cased like the rest of a diagnostic.
    init(code: Int32) {
        let text = String(cString: strerror(code))
        self.init(
            reason: text.prefix(1).lowercased() + text.dropFirst(), isMissing: code == ENOENT, isLinkLoop: code == ELOOP
        )
    }
}
