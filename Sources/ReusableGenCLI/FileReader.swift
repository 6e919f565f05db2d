#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - FileReader

/// Reads whole files, one after another, into one buffer that it keeps (growing it to the largest file met): the
/// thousands of small files of an app are read with no allocation, no page of fresh memory and no `fstat` each.
/// Each file is opened relative to its folder, which stays open while the files that follow are in it, so the
/// kernel looks up the file's name only, not every folder on its path.
///
/// One reader serves one task; the bytes handed to `withContents(of:_:)` are valid during the call only.
final class FileReader {
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// The bytes of the folder open as `folderDescriptor`, if any (else empty).
    private var folder: [UInt8] = []
    private var folderDescriptor: Int32 = -1

    init(capacity: Int = 64 * 1024) {
        self.capacity = capacity
        buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        if folderDescriptor >= 0 { close(folderDescriptor) }
        buffer.deallocate()
    }

    /// Reads the regular file at `path` whole and returns what `body` makes of its bytes.
    func withContents<Value>(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Value
    ) -> Result<Value, FileSystemError> {
        let descriptor = openFile(path)
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { close(descriptor) }
        // Read until `read` returns 0: without `fstat` the size is not known, and a short read is not taken for
        // the end of the file.
        var count = 0
        while true {
            if count == capacity {
                // A file larger than the buffer: its size, if `fstat` knows it, spares reading an oversized file
                // and growing more than once.
                var info = stat()
                let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
                if size > PathOperations.maximumFileSize { return .failure(PathOperations.oversized) }
                grow(to: max(capacity * 2, size + 1), keeping: count)
            }
            let result = read(descriptor, buffer + count, capacity - count)
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.current())
            }
            if result == 0 { break }
            count += result
            if count > PathOperations.maximumFileSize { return .failure(PathOperations.oversized) }
        }
        let bytes = UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: count)
        return .success(body(bytes))
    }

    /// Opens `path` for reading, relative to its folder's descriptor when that folder can be opened.
    private func openFile(_ path: String) -> Int32 {
        var path = path
        return path.withUTF8 { bytes -> Int32 in
            // The folder is told apart on the bytes: `lastIndex(of:)` on the string's UTF-8 view and comparing
            // substrings cost more than the rest of the reading's bookkeeping.
            var slash = bytes.count - 1
            while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            if slash > 0 {
                let folderBytes = UnsafeBufferPointer(rebasing: bytes[..<slash])
                if !folderBytes.elementsEqual(folder) {
                    if folderDescriptor >= 0 { close(folderDescriptor) }
                    folderDescriptor = Self.withCString(folderBytes) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                    folder = folderDescriptor >= 0 ? Array(folderBytes) : []
                }
                if folderDescriptor >= 0 {
                    return Self.withCString(UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])) {
                        openat(folderDescriptor, $0, O_RDONLY | O_CLOEXEC)
                    }
                }
            }
            return Self.withCString(bytes) { open($0, O_RDONLY | O_CLOEXEC) }
        }
    }

    /// `body` of the bytes as a NUL-terminated string, made on the stack.
    private static func withCString<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { buffer in
            _ = buffer.initialize(fromContentsOf: bytes)
            buffer[bytes.count] = 0
            return UnsafeRawPointer(buffer.baseAddress!).withMemoryRebound(
                to: CChar.self, capacity: bytes.count + 1, body)
        }
    }

    /// Replaces the buffer by one of `newCapacity` bytes, keeping its first `count` bytes.
    private func grow(to newCapacity: Int, keeping count: Int) {
        let larger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        larger.copyMemory(from: buffer, byteCount: count)
        buffer.deallocate()
        buffer = larger
        capacity = newCapacity
    }
}
