import Foundation
import Testing
@testable import ReusableGenCLI

/// `FileReader`, which reads the inputs one after another into one buffer, each file relative to its folder: every
/// file comes back whole and exact, whatever its size, the folder it is in and the files read before it.
@Suite struct FileReaderTests {
    /// Bytes of a given length that differ from one size to the next.
    private func content(_ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
    }

    @Test func everyFileIsReadWholeAcrossFoldersAndBufferSizes() throws {
        let folder = TemporaryDirectory()
        // Sizes around the first buffer's (64 KiB) and a file more than twice as large, in two folders taken in
        // turns, so that the folder kept open changes and comes back, and a small file follows a large one.
        let sizes = [0, 1, 4_095, 65_535, 65_536, 65_537, 200_000, 3, 70_000, 0]
        var files: [(path: String, bytes: [UInt8])] = []
        for (position, size) in sizes.enumerated() {
            let path = folder.write("\(position % 2 == 0 ? "a" : "b/c")/File\(position).swift", "")
            #expect(FileManager.default.createFile(atPath: path, contents: Data(content(size))))
            files.append((path, content(size)))
        }
        let reader = FileReader(capacity: 65_536)
        for file in files + files.reversed() {
            #expect(try reader.withContents(of: file.path) { Array($0) }.get() == file.bytes, "\(file.path)")
        }
    }

    @Test func aFileWhoseSizeStatDoesNotTellIsReadWhole() throws {
        #if os(Linux)
        let status = try FileReader(capacity: 16).withContents(of: "/proc/self/status") { Array($0) }.get()
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.last == UInt8(ascii: "\n"))
        #endif
    }

    @Test func failuresNameTheirReason() throws {
        let folder = TemporaryDirectory()
        folder.write("a/Present.swift", "let x = 1\n")
        let reader = FileReader()
        #expect(
            failure(reader.withContents(of: folder("a/Missing.swift")) { Array($0) }) == "no such file or directory")
        #expect(
            failure(reader.withContents(of: folder("none/Missing.swift")) { Array($0) }) == "no such file or directory")
        #expect(failure(reader.withContents(of: folder("a")) { Array($0) }) == "is a directory")
        #expect(try reader.withContents(of: folder("a/Present.swift")) { Array($0) }.get() == Array("let x = 1\n".utf8))
    }

    @Test func anOversizedFileIsRefusedWithoutReadingIt() {
        let folder = TemporaryDirectory()
        let path = folder.write("Huge.swift", "")
        truncate(path, off_t(PathOperations.maximumFileSize + 1))
        #expect(failure(FileReader().withContents(of: path) { $0.count }) == "file is larger than 64 MiB")
    }

    /// The reason of a failed read, `nil` for a read that succeeded.
    private func failure<Value>(_ result: Result<Value, FileSystemError>) -> String? {
        guard case .failure(let error) = result else { return nil }
        return error.reason
    }
}
