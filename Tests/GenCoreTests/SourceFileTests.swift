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

    @Test func lineBreaksAcrossTheEightByteWordsAreIndexed() {
        // A `\r\n` split between the first and second word, a lone `\r` ending the second, a tail of three bytes.
        let file = SourceFile(path: "f.swift", text: "abcdefg\r\nhijklm\rn\n\nopq\n\r")
        #expect(file.lineStarts == [0, 9, 16, 18, 19, 23, 24])
    }

    @Test func lineStartsAreThoseOfAByteByByteReading() {
        // Every line length from 0 to 40 with each break style, so that breaks fall at every place of a word.
        var text: [UInt8] = []
        var expected = [0]
        for length in 0...40 {
            for lineBreak in [[ASCII.lineFeed], [ASCII.carriageReturn], [ASCII.carriageReturn, ASCII.lineFeed]] {
                text += [UInt8](repeating: UInt8(ascii: "x") &+ UInt8(length % 3), count: length)
                // A tab or form feed is no line break.
                if length % 5 == 1 { text.append(length % 2 == 0 ? 0x09 : 0x0C) }
                text += lineBreak
                expected.append(text.count)
            }
        }
        #expect(SourceFile(path: "f.swift", bytes: text).lineStarts == expected)
    }

    @Test func diagnosticsPrintLikeSwiftc() {
        let note = Diagnostic(.note, "declared here", at: SourceLocation(path: "B.xib", line: 7, column: 1))
        let error = Diagnostic(.error, "bad", at: SourceLocation(path: "A.swift", line: 3, column: 14), notes: [note])
        #expect(error.formatted == "A.swift:3:14: error: bad\nB.xib:7:1: note: declared here")
        #expect(Diagnostic(.warning, "no inputs", at: nil).formatted == "reusable-gen: warning: no inputs")
    }
}
