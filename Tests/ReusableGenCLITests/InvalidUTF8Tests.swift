import Foundation
import Testing

/// Swift input that is not UTF-8 is an error at the byte, wherever it falls (between tokens, in a name, a string or a
/// comment), as swiftc reports it, and a file gets a few such errors before one counts the rest.
@Suite struct InvalidUTF8Tests {
    @Test func aNameWithAnInvalidByteIsAnErrorAtTheByteAndNeverReachesTheOutput() throws {
        let folder = TemporaryDirectory()
        let path = folder("Cells.swift")
        let bytes =
            Array("import UIKit\nfinal class Bad".utf8) + [0xFF] + Array("Cell: UITableViewCell, Reusable {}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let run = runTool([path])
        #expect(run.status == .failure)
        #expect(run.error == "\(path):2:16: error: invalid UTF-8 found in source file\n")
        #expect(!run.output.contains("Bad"), "\(run.output)")
    }

    @Test func invalidBytesInACommentOrAStringAreErrorsToo() throws {
        let folder = TemporaryDirectory()
        let path = folder("Cells.swift")
        let bytes =
            Array("import UIKit\n// caf".utf8) + [0xE9] + Array("\nlet title = \"caf".utf8) + [0xE9]
            + Array("\"\nfinal class PlainCell: UITableViewCell, Reusable {}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let run = runTool([path])
        #expect(run.status == .failure)
        #expect(
            run.error
                == """
                \(path):2:7: error: invalid UTF-8 found in source file
                \(path):3:17: error: invalid UTF-8 found in source file

                """)
    }

    @Test func aBinaryFileNamingAMixinGetsFourLinesNotHundreds() throws {
        let folder = TemporaryDirectory()
        let path = folder("Blob.swift")
        var bytes = Array("final class BlobCell: UITableViewCell, Reusable {}\n".utf8)
        for index in 0..<300 { bytes += [0x20, 0xFF, UInt8(0x80 + index % 0x40), 0x01, 0x0A] }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let run = runTool([path])
        #expect(run.status == .failure)
        #expect(
            run.error
                == """
                \(path):2:2: error: invalid UTF-8 found in source file
                \(path):3:2: error: invalid UTF-8 found in source file
                \(path):4:2: error: invalid UTF-8 found in source file
                \(path):5:2: error: 297 more errors in this file (invalid bytes, unterminated literals or comments)

                """)
    }
}
