import Testing
@testable import GenCore

@Suite struct SourceFileTests {
    @Test(arguments: [
        // (text, offset, line, column)
        ("", 0, 1, 1),
        ("abc", 2, 1, 3),
        ("a\nb", 2, 2, 1),
        ("a\r\nb", 3, 2, 1),
        ("a\rb", 2, 2, 1),
        ("é\nx", 1, 1, 2), // columns count UTF-8 bytes: 'é' is two
        ("é\nx", 3, 2, 1),
        ("ab\n", 3, 2, 1), // end-of-file offset after a trailing newline
    ])
    func locationOfOffset(text: String, offset: Int, line: Int, column: Int) {
        let file = SourceFile(path: "f.swift", text: text)
        #expect(file.location(at: offset) == SourceLocation(path: "f.swift", line: line, column: column))
    }

    @Test func lineStartsCountEveryLineBreakStyle() {
        let file = SourceFile(path: "f.swift", text: "a\nb\r\nc\rd")
        #expect(file.lineStarts == [0, 2, 5, 7])
    }

    @Test func diagnosticsPrintLikeSwiftc() {
        let note = Diagnostic(.note, "declared here", at: SourceLocation(path: "B.xib", line: 7, column: 1))
        let error = Diagnostic(.error, "bad", at: SourceLocation(path: "A.swift", line: 3, column: 14), notes: [note])
        #expect(error.formatted == "A.swift:3:14: error: bad\nB.xib:7:1: note: declared here")
        #expect(Diagnostic(.warning, "no inputs", at: nil).formatted == "reusable-gen: warning: no inputs")
    }
}
