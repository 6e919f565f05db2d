import Testing
@testable import GenCore

// MARK: - Helpers

/// A token as tests spell it: its kind and its exact text.
struct Lexeme: Sendable, Hashable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    /// Creates the expectation of one token.
    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind)(\(text.debugDescription))" }

    // Shorthands for the expectation tables, one per kind.
    static func id(_ text: String) -> Lexeme { Lexeme(.identifier, text) }
    static func num(_ text: String) -> Lexeme { Lexeme(.number, text) }
    static func str(_ text: String) -> Lexeme { Lexeme(.string, text) }
    static func re(_ text: String) -> Lexeme { Lexeme(.regex, text) }
    static func op(_ text: String) -> Lexeme { Lexeme(.operator, text) }
    static func punct(_ text: String) -> Lexeme { Lexeme(.punctuation, text) }
    static func pound(_ text: String) -> Lexeme { Lexeme(.poundKeyword, text) }
    static func ws(_ text: String) -> Lexeme { Lexeme(.whitespace, text) }
    static func nl(_ text: String) -> Lexeme { Lexeme(.newline, text) }
    static func line(_ text: String) -> Lexeme { Lexeme(.lineComment, text) }
    static func block(_ text: String) -> Lexeme { Lexeme(.blockComment, text) }
}

/// Shared lexing helpers for the lexer's tests.
enum LexerTestSupport {
    /// Every token of `text`, trivia included.
    static func lexemes(_ text: String) -> [Lexeme] {
        let file = SourceFile(path: "t.swift", text: text)
        return Lexer.lex(file).tokens.map { Lexeme($0.kind, file.text($0.range)) }
    }

    /// The non-trivia tokens of `text`.
    static func significant(_ text: String) -> [Lexeme] {
        lexemes(text).filter { !$0.kind.isTrivia }
    }

    /// A description of the first broken invariant of `lexed` over `bytes`, or `nil` when all hold.
    ///
    /// Tokens must be non-empty, in bounds, contiguous from 0 to the end, and so reproduce the bytes.
    static func invariantViolation(_ bytes: [UInt8], _ lexed: LexedFile) -> String? {
        if bytes.isEmpty { return lexed.tokens.isEmpty ? nil : "tokens for an empty file" }
        var expectedStart = 0
        for (index, token) in lexed.tokens.enumerated() {
            if token.start != expectedStart {
                return "token \(index) starts at \(token.start), expected \(expectedStart)"
            }
            if token.end <= token.start { return "token \(index) is empty" }
            if token.end > bytes.count { return "token \(index) ends past the file" }
            expectedStart = token.end
        }
        if expectedStart != bytes.count { return "tokens end at \(expectedStart) of \(bytes.count)" }
        return nil
    }

    /// The diagnostics of `text` as (message, line, column).
    static func diagnostics(_ text: String) -> [DiagnosticSpelling] {
        Lexer.lex(SourceFile(path: "t.swift", text: text)).diagnostics.map {
            DiagnosticSpelling($0.message, $0.location?.line ?? 0, $0.location?.column ?? 0)
        }
    }
}

/// A diagnostic as tests spell it: message, 1-based line and column.
struct DiagnosticSpelling: Sendable, Hashable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int

    /// Creates the expectation of one diagnostic.
    init(_ message: String, _ line: Int, _ column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    var description: String { "\(line):\(column): \(message)" }
}

// MARK: - LexerTests

/// Exact, table-driven expectations for every form the lexer knows.
@Suite struct LexerTests {
    typealias L = Lexeme

    // MARK: - Significant tokens per form

    static let identifierCases: [(String, [Lexeme])] = [
        ("foo _bar $0 $name baz9 _", [.id("foo"), .id("_bar"), .id("$0"), .id("$name"), .id("baz9"), .id("_")]),
        ("let `class` = 1", [.id("let"), .id("`class`"), .op("="), .num("1")]),
        ("`my name`.x", [.id("`my name`"), .punct("."), .id("x")]),
        ("a ` b", [.id("a"), .punct("`"), .id("b")]),
        ("``", [.punct("`"), .punct("`")]),
        ("café naïve 名前 x", [.id("café"), .id("naïve"), .id("名前"), .id("x")]),
        ("class Foo<T>: Bar", [.id("class"), .id("Foo"), .op("<"), .id("T"), .op(">"), .punct(":"), .id("Bar")]),
    ]

    static let numberCases: [(String, [Lexeme])] = [
        (
            "0 42 1_000 3.14 1e10 2.5E-3 6e+2",
            [.num("0"), .num("42"), .num("1_000"), .num("3.14"), .num("1e10"), .num("2.5E-3"), .num("6e+2")]
        ),
        (
            "0x1F 0xFF_FF 0o17 0b1010 0x1.8p3 0x1p-2 0xAp+1",
            [
                .num("0x1F"), .num("0xFF_FF"), .num("0o17"), .num("0b1010"), .num("0x1.8p3"), .num("0x1p-2"),
                .num("0xAp+1"),
            ]
        ),
        ("1.foo", [.num("1"), .punct("."), .id("foo")]),
        ("1.e5", [.num("1"), .punct("."), .id("e5")]),
        ("x.0.1", [.id("x"), .punct("."), .num("0"), .punct("."), .num("1")]),
        ("x. 0.5", [.id("x"), .punct("."), .num("0.5")]),
        ("x./* c */0.5", [.id("x"), .punct("."), .num("0.5")]),
        ("t.0.e1", [.id("t"), .punct("."), .num("0"), .punct("."), .id("e1")]),
        ("1..<2", [.num("1"), .op("..<"), .num("2")]),
        ("1...2", [.num("1"), .op("..."), .num("2")]),
        ("0xff.description", [.num("0xff"), .punct("."), .id("description")]),
        ("-1.5", [.op("-"), .num("1.5")]),
        ("1.5.rounded()", [.num("1.5"), .punct("."), .id("rounded"), .punct("("), .punct(")")]),
        ("12abc", [.num("12abc")]),
    ]

    static let stringCases: [(String, [Lexeme])] = [
        (#""abc" x"#, [.str(#""abc""#), .id("x")]),
        (#""" x"#, [.str(#""""#), .id("x")]),
        (#""a\"b""#, [.str(#""a\"b""#)]),
        (#""\\" x"#, [.str(#""\\""#), .id("x")]),
        (#""a" + "b""#, [.str(#""a""#), .op("+"), .str(#""b""#)]),
        (#""a\(b)c""#, [.str(#""a\(b)c""#)]),
        (#""\(foo("bar", ")") + ")")" x"#, [.str(#""\(foo("bar", ")") + ")")""#), .id("x")]),
        (#""\(xs.map { x in "}" + x }) {" }"#, [.str(#""\(xs.map { x in "}" + x }) {""#), .punct("}")]),
        (#""a\("b\("c")")" x"#, [.str(#""a\("b\("c")")""#), .id("x")]),
        (#""\(x /* ) " */ )" y"#, [.str(#""\(x /* ) " */ )""#), .id("y")]),
        (#""\(f((1), (2)))" y"#, [.str(#""\(f((1), (2)))""#), .id("y")]),
        (#""\(s.firstMatch(of: /"(/))" x"#, [.str(#""\(s.firstMatch(of: /"(/))""#), .id("x")]),
        (#""\(a / b / c)" x"#, [.str(#""\(a / b / c)""#), .id("x")]),
        (#""\(a + /"/.source)" x"#, [.str(#""\(a + /"/.source)""#), .id("x")]),
        (##""\(#"raw ") "#)" y"##, [.str(##""\(#"raw ") "#)""##), .id("y")]),
        (#""\(#/a)"/#)" y"#, [.str(#""\(#/a)"/#)""#), .id("y")]),
        (##"#"a"b"# x"##, [.str(##"#"a"b"#"##), .id("x")]),
        (##"#"\(x)"#"##, [.str(##"#"\(x)"#"##)]),
        (##"#"\#(x + ")")"#"##, [.str(##"#"\#(x + ")")"#"##)]),
        (##"#"\"#"##, [.str(##"#"\"#"##)]),
        ("##\"a\"#b\"## x", [.str("##\"a\"#b\"##"), .id("x")]),
        ("##\"\\#(x)\"## y", [.str("##\"\\#(x)\"##"), .id("y")]),
        ("##\"\\##(x)\"## y", [.str("##\"\\##(x)\"##"), .id("y")]),
        (
            "\"\"\"\nhello \"q\" \"\" \\\"\"\" end\n\"\"\" x",
            [.str("\"\"\"\nhello \"q\" \"\" \\\"\"\" end\n\"\"\""), .id("x")]
        ),
        ("\"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\" x", [.str("\"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\""), .id("x")]),
        (
            "\"\"\"\n\\(xs.map {\n  \"- \\($0) // no\"\n} // )\n)\n\"\"\" x",
            [.str("\"\"\"\n\\(xs.map {\n  \"- \\($0) // no\"\n} // )\n)\n\"\"\""), .id("x")]
        ),
        ("#\"\"\"\n\"\"\"\n\\(x)\"\"\"# y", [.str("#\"\"\"\n\"\"\"\n\\(x)\"\"\"#"), .id("y")]),
        ("\"\"\"\na \\\nb\n\"\"\"", [.str("\"\"\"\na \\\nb\n\"\"\"")]),
        ("#\"\"\"# x", [.str("#\"\"\"#"), .id("x")]),
        ("#\"\"\"a\"# x", [.str("#\"\"\"a\"#"), .id("x")]),
        ("\"\"\"\r\nx\r\n\"\"\"", [.str("\"\"\"\r\nx\r\n\"\"\"")]),
    ]

    static let regexCases: [(String, [Lexeme])] = [
        ("a / b / c", [.id("a"), .op("/"), .id("b"), .op("/"), .id("c")]),
        ("x = /a[/]b/", [.id("x"), .op("="), .re("/a[/]b/")]),
        ("let r = / a/", [.id("let"), .id("r"), .op("="), .op("/"), .id("a"), .op("/")]),
        ("x = /a /", [.id("x"), .op("="), .op("/"), .id("a"), .op("/")]),
        ("x = /a b/", [.id("x"), .op("="), .re("/a b/")]),
        ("foo(/abc/)", [.id("foo"), .punct("("), .re("/abc/"), .punct(")")]),
        ("return /x/", [.id("return"), .re("/x/")]),
        ("case /x/:", [.id("case"), .re("/x/"), .punct(":")]),
        ("try? /x/", [.id("try"), .op("?"), .re("/x/")]),
        ("`return` /x/ 2", [.id("`return`"), .op("/"), .id("x"), .op("/"), .num("2")]),
        ("arr[0] /2/ 1", [.id("arr"), .punct("["), .num("0"), .punct("]"), .op("/"), .num("2"), .op("/"), .num("1")]),
        ("(a) /x/ b", [.punct("("), .id("a"), .punct(")"), .op("/"), .id("x"), .op("/"), .id("b")]),
        ("a! /x/ b", [.id("a"), .op("!"), .op("/"), .id("x"), .op("/"), .id("b")]),
        ("a/* c */! /x/ b", [.id("a"), .op("!"), .re("/x/"), .id("b")]),
        ("x = /a\\/b/", [.id("x"), .op("="), .re("/a\\/b/")]),
        ("x = /[[a]/]/ y", [.id("x"), .op("="), .re("/[[a]/]/"), .id("y")]),
        ("x = /abc\ny/", [.id("x"), .op("="), .op("/"), .id("abc"), .id("y"), .op("/")]),
        ("/x/.test", [.re("/x/"), .punct("."), .id("test")]),
        (
            "xs.reduce(1, /)",
            [.id("xs"), .punct("."), .id("reduce"), .punct("("), .num("1"), .punct(","), .op("/"), .punct(")")]
        ),
        (
            "f(/) + g(/)",
            [.id("f"), .punct("("), .op("/"), .punct(")"), .op("+"), .id("g"), .punct("("), .op("/"), .punct(")")]
        ),
        ("x = /(a)b\\)/", [.id("x"), .op("="), .re("/(a)b\\)/")]),
        ("x = /[)]/", [.id("x"), .op("="), .re("/[)]/")]),
        ("f(/x//)", [.id("f"), .punct("("), .op("/"), .id("x")]),
        ("#/  \n a\n/# x", [.re("#/  \n a\n/#"), .id("x")]),
        ("\"s\" /x/ 1", [.str("\"s\""), .op("/"), .id("x"), .op("/"), .num("1")]),
        ("1 /x/ 2", [.num("1"), .op("/"), .id("x"), .op("/"), .num("2")]),
        ("} /x/ 2", [.punct("}"), .op("/"), .id("x"), .op("/"), .num("2")]),
        ("#column /x/ 2", [.pound("#column"), .op("/"), .id("x"), .op("/"), .num("2")]),
        ("#/a/# /x/ 2", [.re("#/a/#"), .op("/"), .id("x"), .op("/"), .num("2")]),
        ("{ s in /x/ }", [.punct("{"), .id("s"), .id("in"), .re("/x/"), .punct("}")]),
        ("[/x/, /y/]", [.punct("["), .re("/x/"), .punct(","), .re("/y/"), .punct("]")]),
        ("a\n    + /x/", [.id("a"), .op("+"), .re("/x/")]),
        ("x = /\tb/", [.id("x"), .op("="), .op("/"), .id("b"), .op("/")]),
        ("#/a/b/# x", [.re("#/a/b/#"), .id("x")]),
        ("##/a/#b/## x", [.re("##/a/#b/##"), .id("x")]),
        ("#/a\\/#b/#", [.re("#/a\\/#b/#")]),
        ("#/\n a /\n/# x", [.re("#/\n a /\n/#"), .id("x")]),
        ("a */ b", [.id("a"), .op("*/"), .id("b")]),
        ("a +/* c */b", [.id("a"), .op("+"), .id("b")]),
        ("a+//c\nb", [.id("a"), .op("+"), .id("b")]),
    ]

    static let poundCases: [(String, [Lexeme])] = [
        (
            "#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
            [
                .pound("#if"), .id("DEBUG"), .pound("#elseif"), .id("os"), .punct("("), .id("iOS"), .punct(")"),
                .pound("#else"), .pound("#endif"),
            ]
        ),
        (
            "#available(iOS 15, *)",
            [.pound("#available"), .punct("("), .id("iOS"), .num("15"), .punct(","), .op("*"), .punct(")")]
        ),
        ("#selector(f)", [.pound("#selector"), .punct("("), .id("f"), .punct(")")]),
        (
            "#sourceLocation(file: \"a\", line: 1)",
            [
                .pound("#sourceLocation"), .punct("("), .id("file"), .punct(":"), .str("\"a\""), .punct(","),
                .id("line"),
                .punct(":"), .num("1"), .punct(")"),
            ]
        ),
        ("# x", [.punct("#"), .id("x")]),
        ("##x", [.punct("#"), .pound("#x")]),
        ("###", [.punct("#"), .punct("#"), .punct("#")]),
        ("#if x\n/y/\n#endif", [.pound("#if"), .id("x"), .op("/"), .id("y"), .op("/"), .pound("#endif")]),
        ("#else\n/y/", [.pound("#else"), .re("/y/")]),
    ]

    static let punctuationCases: [(String, [Lexeme])] = [
        (
            "{ } ( ) [ ] , : ; @ .",
            [
                .punct("{"), .punct("}"), .punct("("), .punct(")"), .punct("["), .punct("]"), .punct(","), .punct(":"),
                .punct(";"), .punct("@"), .punct("."),
            ]
        ),
        ("a->b", [.id("a"), .op("->"), .id("b")]),
        ("x?.y!", [.id("x"), .op("?"), .punct("."), .id("y"), .op("!")]),
        ("a ?? b", [.id("a"), .op("??"), .id("b")]),
        ("a...b a..<b", [.id("a"), .op("..."), .id("b"), .id("a"), .op("..<"), .id("b")]),
        ("&+= <<= ~= === !== %", [.op("&+="), .op("<<="), .op("~="), .op("==="), .op("!=="), .op("%")]),
        ("\\.foo", [.punct("\\"), .punct("."), .id("foo")]),
        ("@MainActor", [.punct("@"), .id("MainActor")]),
        ("a.b", [.id("a"), .punct("."), .id("b")]),
        ("x.+y", [.id("x"), .op(".+"), .id("y")]),
        ("f(a:b,c)", [.id("f"), .punct("("), .id("a"), .punct(":"), .id("b"), .punct(","), .id("c"), .punct(")")]),
    ]

    static let significantCases: [(String, [Lexeme])] = {
        var cases = identifierCases
        cases += numberCases
        cases += stringCases
        cases += regexCases
        cases += poundCases
        cases += punctuationCases
        return cases
    }()

    @Test(arguments: significantCases)
    func significantTokens(source: String, expected: [Lexeme]) {
        #expect(LexerTestSupport.significant(source) == expected)
        #expect(LexerTestSupport.diagnostics(source) == [])
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: source))
        #expect(LexerTestSupport.invariantViolation(Array(source.utf8), lexed) == nil)
    }

    // MARK: - Trivia included

    static let triviaCases: [(String, [Lexeme])] = [
        ("a \t\n\r\n\rb", [.id("a"), .ws(" \t"), .nl("\n"), .nl("\r\n"), .nl("\r"), .id("b")]),
        ("\n\n", [.nl("\n"), .nl("\n")]),
        ("\r\r\n", [.nl("\r"), .nl("\r\n")]),
        ("// hi\nx", [.line("// hi"), .nl("\n"), .id("x")]),
        ("/// doc\r\n", [.line("/// doc"), .nl("\r\n")]),
        ("//", [.line("//")]),
        ("/* a /* b */ c */x", [.block("/* a /* b */ c */"), .id("x")]),
        ("/**/", [.block("/**/")]),
        ("a/**/b", [.id("a"), .block("/**/"), .id("b")]),
        ("\0\u{0B}\u{0C} x", [.ws("\0\u{0B}\u{0C} "), .id("x")]),
        ("x = \"a\" // c", [.id("x"), .ws(" "), .op("="), .ws(" "), .str("\"a\""), .ws(" "), .line("// c")]),
        ("/*/ x */", [.block("/*/ x */")]),
    ]

    @Test(arguments: triviaCases)
    func allTokens(source: String, expected: [Lexeme]) {
        #expect(LexerTestSupport.lexemes(source) == expected)
        #expect(LexerTestSupport.diagnostics(source) == [])
    }

    /// Indentation is skipped eight spaces at a time where it can be: every length, with and without tabs after
    /// the spaces, in the middle and at the end of a file, is still one white-space token.
    @Test func indentationOfAnyLengthIsOneWhitespaceToken() {
        for length in 1...20 {
            for tail in ["", "\t", " \t "] {
                let indentation = String(repeating: " ", count: length) + tail
                #expect(
                    LexerTestSupport.lexemes("a\n\(indentation)b") == [.id("a"), .nl("\n"), .ws(indentation), .id("b")])
                #expect(LexerTestSupport.lexemes("a\n\(indentation)") == [.id("a"), .nl("\n"), .ws(indentation)])
            }
        }
    }

    @Test func emptyFileHasNoTokens() {
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: ""))
        #expect(lexed.tokens.isEmpty)
        #expect(lexed.diagnostics.isEmpty)
    }

    // MARK: - Decoys

    static let decoyCases: [(String, TokenKind)] = [
        ("// class Foo { } ( [", .lineComment),
        ("/// class Foo { } \"", .lineComment),
        ("/* class Foo { } \" */", .blockComment),
        ("/* a /* class Foo { } */ struct B { } */", .blockComment),
        ("\"class Foo { } ( /* // \"", .string),
        ("\"\"\"\nclass Foo { }\n\" \"\" /* \n\"\"\"", .string),
        ("#\"class Foo { } \" \\(x) \"#", .string),
        ("##\"\"\"\nclass Foo { } \"\"\"# \n\"\"\"##", .string),
        ("\"\\(\"class Foo { }\") }\"", .string),
        ("/class Foo { }/", .regex),
        ("#/class Foo { } \"/#", .regex),
        ("#/\nclass Foo {\n}\n/#", .regex),
    ]

    @Test(arguments: decoyCases)
    func decoysStayInside(source: String, kind: TokenKind) {
        let tokens = LexerTestSupport.lexemes(source)
        #expect(tokens == [Lexeme(kind, source)])
    }

    // MARK: - Diagnostics

    static let diagnosticCases: [(String, [Lexeme], [DiagnosticSpelling])] = [
        (
            "let s = \"abc\nlet t = 1",
            [.id("let"), .id("s"), .op("="), .str("\"abc"), .id("let"), .id("t"), .op("="), .num("1")],
            [DiagnosticSpelling("unterminated string literal", 1, 9)]
        ),
        ("\"abc", [.str("\"abc")], [DiagnosticSpelling("unterminated string literal", 1, 1)]),
        (
            "x\r\n  \"a\\\"\r\ny", [.id("x"), .str("\"a\\\""), .id("y")],
            [DiagnosticSpelling("unterminated string literal", 2, 3)]
        ),
        ("\"\"\"\nabc", [.str("\"\"\"\nabc")], [DiagnosticSpelling("unterminated multi-line string literal", 1, 1)]),
        ("x /* a /* b */", [.id("x")], [DiagnosticSpelling("unterminated block comment", 1, 3)]),
        ("#\"abc", [.str("#\"abc")], [DiagnosticSpelling("unterminated string literal", 1, 1)]),
        (
            "#\"abc\"\n\"#", [.str("#\"abc\""), .str("\"#")],
            [
                DiagnosticSpelling("unterminated string literal", 1, 1),
                DiagnosticSpelling("unterminated string literal", 2, 1),
            ]
        ),
        (
            "x = #/abc\ny", [.id("x"), .op("="), .re("#/abc"), .id("y")],
            [DiagnosticSpelling("unterminated regex literal", 1, 5)]
        ),
        ("#/\nabc", [.re("#/\nabc")], [DiagnosticSpelling("unterminated regex literal", 1, 1)]),
        ("\"a\\(\"b", [.str("\"a\\(\"b")], [DiagnosticSpelling("unterminated string literal", 1, 5)]),
        (
            "\"\\(x\n)\"", [.str("\"\\(x"), .punct(")"), .str("\"")],
            [
                DiagnosticSpelling("unterminated string literal", 1, 1),
                DiagnosticSpelling("unterminated string literal", 2, 2),
            ]
        ),
        (
            "\"\"\"\n\\(\"abc\n)\n\"\"\" x", [.str("\"\"\"\n\\(\"abc\n)\n\"\"\""), .id("x")],
            [DiagnosticSpelling("unterminated string literal", 2, 3)]
        ),
        ("\"\"\"\n\\(x", [.str("\"\"\"\n\\(x")], [DiagnosticSpelling("unterminated multi-line string literal", 1, 1)]),
        // After a name, `/` in an interpolation is division, so the `"` opens a nested string.
        (#""\(a /"/ c)"#, [.str(#""\(a /"/ c)"#)], [DiagnosticSpelling("unterminated string literal", 1, 7)]),
        (
            "\"\\(x /* \n */)\"", [.str("\"\\(x /* "), .op("*/"), .punct(")"), .str("\"")],
            [
                DiagnosticSpelling("unterminated string literal", 1, 1),
                DiagnosticSpelling("unterminated string literal", 2, 5),
            ]
        ),
        (
            "a\u{01}\u{02}b", [.id("a"), Lexeme(.invalid, "\u{01}\u{02}"), .id("b")],
            [DiagnosticSpelling("invalid character in source file", 1, 2)]
        ),
        (
            "'a'", [Lexeme(.invalid, "'"), .id("a"), Lexeme(.invalid, "'")],
            [
                DiagnosticSpelling("invalid character in source file", 1, 1),
                DiagnosticSpelling("invalid character in source file", 1, 3),
            ]
        ),
    ]

    @Test(arguments: diagnosticCases)
    func unterminatedAndInvalid(source: String, expected: [Lexeme], diagnostics: [DiagnosticSpelling]) {
        #expect(LexerTestSupport.significant(source) == expected)
        #expect(LexerTestSupport.diagnostics(source) == diagnostics)
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: source))
        #expect(LexerTestSupport.invariantViolation(Array(source.utf8), lexed) == nil)
    }

    // MARK: - Losslessness

    @Test func concatenatedTokensReproduceEveryTableInput() {
        var sources = Self.significantCases.map(\.0)
        sources += Self.triviaCases.map(\.0)
        sources += Self.decoyCases.map(\.0)
        sources += Self.diagnosticCases.map(\.0)
        var mismatches: [String] = []
        for source in sources where LexerTestSupport.lexemes(source).map(\.text).joined() != source {
            mismatches.append(source)
        }
        #expect(mismatches == [])
        #expect(sources.count > 100)
    }

    // MARK: - Invalid bytes

    static let invalidByteCases: [([UInt8], [TokenKind], [DiagnosticSpelling])] = [
        ([0xFF], [.invalid], [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1)]),
        // Invalid UTF-8 is an error at its first byte wherever it falls: in a name, a string, a comment, at the end.
        (
            [0x61, 0xC0, 0x80, 0x20, 0x62], [.identifier, .whitespace, .identifier],
            [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 2)]
        ),
        (
            [0xC0, 0x80, 0x62], [.invalid, .identifier],
            [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1)]
        ),
        (
            [0x80, 0x80, 0x20, 0xFE], [.invalid, .whitespace, .invalid],
            [
                DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1),
                DiagnosticSpelling("invalid UTF-8 found in source file", 1, 4),
            ]
        ),
        ([0x22, 0xFF, 0x00, 0x22], [.string], [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 2)]),
        (
            [0x2F, 0x2F, 0xFF, 0x0A], [.lineComment, .newline],
            [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 3)]
        ),
        // Well-formed UTF-8 of two, three and four bytes is not an error; an overlong form and a surrogate are.
        ([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], [.identifier], []),
        ([0xE0, 0x80, 0x80], [.identifier], [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1)]),
        ([0x61, 0xED, 0xA0, 0x80], [.identifier], [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 2)]),
        ([0x00, 0x00, 0x7F], [.whitespace, .invalid], [DiagnosticSpelling("invalid character in source file", 1, 3)]),
        ([0x5C], [.punctuation], []),
        ([0xE2, 0x82], [.identifier], [DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1)]),
        // At most three lexing errors a file, then a note counting the others.
        (
            [0xFF, 0x20, 0xFF, 0x20, 0xFF, 0x20, 0xFF, 0x20, 0x22],
            [.invalid, .whitespace, .invalid, .whitespace, .invalid, .whitespace, .invalid, .whitespace, .string],
            [
                DiagnosticSpelling("invalid UTF-8 found in source file", 1, 1),
                DiagnosticSpelling("invalid UTF-8 found in source file", 1, 3),
                DiagnosticSpelling("invalid UTF-8 found in source file", 1, 5),
                DiagnosticSpelling("2 more lexing errors in this file not shown", 1, 7),
            ]
        ),
    ]

    @Test(arguments: invalidByteCases)
    func invalidBytes(bytes: [UInt8], kinds: [TokenKind], diagnostics: [DiagnosticSpelling]) {
        let lexed = Lexer.lex(SourceFile(path: "t.swift", bytes: bytes))
        #expect(lexed.tokens.map(\.kind) == kinds)
        #expect(
            lexed.diagnostics.map { DiagnosticSpelling($0.message, $0.location?.line ?? 0, $0.location?.column ?? 0) }
                == diagnostics)
        #expect(LexerTestSupport.invariantViolation(bytes, lexed) == nil)
    }
}
