import Foundation
import Testing
@testable import GenCore
@testable import Mustache

/// Issue 30: on a Mac every secondary thread (Dispatch workers included) has a 512 KiB stack, so each stage that
/// walks nested input runs here at the deepest input it accepts, and a little past it, on such a thread
/// (`SmallStack`). Past a limit the result is a diagnostic, never a crash. The deepest stack each run reached is
/// printed (not asserted), so a stage creeping towards the budget shows in the log.
@Suite struct StackBudgetTests {
    /// Runs `body` on a 512 KiB stack, prints how much of it the run used, and returns its result.
    static func measured<T: Sendable>(_ label: String, _ body: @escaping @Sendable () -> T) -> T {
        let run = SmallStack.run(body)
        let usage = run.peakUsage.map { "\($0 / 1024) KiB" } ?? "not measured"
        print("stack budget: \(label): \(usage) of \(run.stackSize / 1024) KiB")
        return run.value
    }

    /// The formatted diagnostics of a list, for exact comparison.
    static func formatted(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.formatted) }

    /// Scans one file and builds its model on a 512 KiB stack: the model's summary and formatted diagnostics.
    static func modelled(_ label: String, path: String, text: String) -> (types: [String], diagnostics: [String]) {
        measured(label) {
            let scanned = DeclarationScanner.scan(SourceFile(path: path, text: text))
            let model = ModelBuilder.build([scanned], options: GenerationOptions())
            return (summary(model), formatted(model.diagnostics))
        }
    }

    @Test func theHelperThreadHasExactlyAMacsSecondaryThreadStack() {
        let run = SmallStack.run { 1 }
        #expect(run.value == 1)
        #expect(run.stackSize == 512 * 1024)
    }

    /// MustacheTests runs its templates on the same helper: one file, copied.
    @Test func theMustacheTestsUseTheSameHelper() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let here = try String(
            contentsOf: tests.appendingPathComponent("GenCoreTests/SmallStack.swift"), encoding: .utf8)
        let there = try String(
            contentsOf: tests.appendingPathComponent("MustacheTests/SmallStack.swift"), encoding: .utf8)
        #expect(here == there)
    }

    /// The measured usage is real: 300 nested calls that each hold 1,000 bytes on the stack show at least that.
    @Test func theMeasuredUsageSeesADeepRun() {
        let run = SmallStack.run { Self.holdStack(levels: 300) }
        #expect(run.value == 300)
        #if os(Linux)
        #expect((run.peakUsage ?? 0) >= 300 * 1_000)
        #expect((run.peakUsage ?? .max) < SmallStack.size)
        #endif
    }

    /// Recurses `levels` deep with 1,000 bytes of stack (a temporary allocation that small is on the stack) in use
    /// at each level; returns `levels`.
    @inline(never)
    static func holdStack(levels: Int) -> Int {
        guard levels > 0 else { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1_000) { buffer in
            buffer.initialize(repeating: UInt8(truncatingIfNeeded: levels))
            return buffer[0] == UInt8(truncatingIfNeeded: levels) ? 1 + holdStack(levels: levels - 1) : -1
        }
    }

    // MARK: - Lexer: no limit at all

    /// A nested construct, its closing text and the exact tokens its lexing yields for a depth.
    struct LexerCase: Sendable, CustomTestStringConvertible {
        var name: String
        var open: String
        var middle: String
        var close: String
        /// The token kinds (run-length: kind and count) the whole text lexes into.
        var tokens: [(TokenKind, Int)]
        var testDescription: String { name }
    }

    static let lexerDepth = 100_000

    static let lexerCases: [LexerCase] = [
        LexerCase(
            name: "braces", open: "{", middle: "", close: "}", tokens: [(.punctuation, 2 * lexerDepth)]),
        LexerCase(
            name: "parentheses and brackets", open: "([", middle: "x", close: "])",
            tokens: [(.punctuation, 2 * lexerDepth), (.identifier, 1), (.punctuation, 2 * lexerDepth)]),
        LexerCase(name: "block comments", open: "/*", middle: "x", close: "*/", tokens: [(.blockComment, 1)]),
        LexerCase(
            name: "string interpolations", open: #""\("#, middle: #""x""#, close: #")""#, tokens: [(.string, 1)]),
        LexerCase(
            name: "raw string interpolations", open: ##"#"\#("##, middle: #""x""#, close: ##")"#"##,
            tokens: [(.string, 1)]),
    ]

    @Test(arguments: lexerCases)
    func theLexerTakesAnyNestingDepthOnASmallStack(_ lexerCase: LexerCase) {
        let text =
            String(repeating: lexerCase.open, count: Self.lexerDepth) + lexerCase.middle
            + String(repeating: lexerCase.close, count: Self.lexerDepth)
        let (kinds, diagnostics) = Self.measured("lexer, \(Self.lexerDepth) nested \(lexerCase.name)") {
            let lexed = Lexer.lex(SourceFile(path: "Deep.swift", text: text))
            return (Self.runs(of: lexed.tokens.map(\.kind)), Self.formatted(lexed.diagnostics))
        }
        #expect(diagnostics == [])
        #expect(kinds.map { "\($0.0) \($0.1)" } == lexerCase.tokens.map { "\($0.0) \($0.1)" })
    }

    @Test func conditionalBlocksNestedAHundredThousandDeepLexOnASmallStack() {
        let depth = Self.lexerDepth
        let text = String(repeating: "#if A\n", count: depth) + String(repeating: "#endif\n", count: depth)
        let (count, diagnostics) = Self.measured("lexer, \(depth) nested #if") {
            let lexed = Lexer.lex(SourceFile(path: "Deep.swift", text: text))
            return (lexed.tokens.count, Self.formatted(lexed.diagnostics))
        }
        // `#if`, space, `A`, line break; then `#endif`, line break.
        #expect(count == 4 * depth + 2 * depth)
        #expect(diagnostics == [])
    }

    /// Unterminated at any depth: one token up to the end of the file and one error, at the innermost string's
    /// opener (the string the end of the file cuts) or at the outermost comment's (nested comments are one token).
    @Test(arguments: [
        (#""\("#, "Deep.swift:1:\(3 * (lexerDepth - 1) + 1): error: unterminated string literal"),
        ("/*", "Deep.swift:1:1: error: unterminated block comment"),
    ])
    func unterminatedNestingIsOneErrorOnASmallStack(open: String, diagnostic: String) {
        let text = String(repeating: open, count: Self.lexerDepth)
        let (count, diagnostics) = Self.measured("lexer, \(Self.lexerDepth) unterminated \(open)") {
            let lexed = Lexer.lex(SourceFile(path: "Deep.swift", text: text))
            return (lexed.tokens.count, Self.formatted(lexed.diagnostics))
        }
        #expect(count == 1)
        #expect(diagnostics == [diagnostic])
    }

    /// Consecutive equal kinds as (kind, count).
    static func runs(of kinds: [TokenKind]) -> [(TokenKind, Int)] {
        var runs: [(TokenKind, Int)] = []
        for kind in kinds {
            if let last = runs.last, last.0 == kind {
                runs[runs.count - 1].1 += 1
            } else {
                runs.append((kind, 1))
            }
        }
        return runs
    }

    // MARK: - Declaration scanner and model: 255 types and 255 #if blocks around a declaration

    static let nesting = DeclarationScanner.Pass.maximumNesting

    /// A cell inside `types` nested types (enums and structs by turns) and `conditions` nested `#if` blocks,
    /// interleaved, then a cell at file scope.
    static func nestedSource(types: Int, conditions: Int) -> String {
        var text = "import UIKit\n"
        for level in 0..<max(types, conditions) {
            if level < conditions { text += "#if F\(level)\n" }
            if level < types { text += level.isMultiple(of: 2) ? "enum E\(level) {\n" : "struct E\(level) {\n" }
        }
        text += "final class Deep: UITableViewCell, Reusable {}\n"
        for level in (0..<max(types, conditions)).reversed() {
            if level < types { text += "}\n" }
            if level < conditions { text += "#endif\n" }
        }
        return text + "final class Top: UITableViewCell, Reusable {}\n"
    }

    static let deepName = (0..<(nesting - 1)).map { "E\($0)" }.joined(separator: ".") + ".Deep"
    static let deepConditions = (0..<(nesting - 1)).map { "F\($0)" }.joined(separator: " ; ")

    @Test func theDeepestDeclarationTheScannerRecordsIsModelledOnASmallStack() {
        let text = Self.nestedSource(types: Self.nesting - 1, conditions: Self.nesting - 1)
        let (types, diagnostics) = Self.modelled(
            "scanner and model, 255 types in 255 #if blocks", path: "Deep.swift", text: text)
        #expect(diagnostics == [])
        #expect(
            types == [
                "\(Self.deepName) tableViewCell [Reusable] if \(Self.deepConditions)", "Top tableViewCell [Reusable]",
            ])
    }

    /// The warning is at the body of the first declaration too deep to record: the cell's, on line 513.
    @Test(arguments: [(nesting, nesting - 1), (nesting - 1, nesting)])
    func oneLevelDeeperIsAWarningOnASmallStack(types: Int, conditions: Int) {
        let text = Self.nestedSource(types: types, conditions: conditions)
        let (types, diagnostics) = Self.modelled(
            "scanner and model, one level past the limit", path: "Deep.swift", text: text)
        #expect(types == ["Top tableViewCell [Reusable]"])
        #expect(
            diagnostics == [
                "Deep.swift:513:45: warning: declarations nested more than 256 types, extensions or #if blocks deep "
                    + "are not scanned"
            ])
    }

    @Test func codeBlocksNestedAHundredThousandDeepScanOnASmallStack() {
        let depth = Self.lexerDepth
        let text =
            "import UIKit\n" + String(repeating: "{(", count: depth) + "final class Local: UITableViewCell, Reusable {}"
            + String(repeating: ")}", count: depth) + "\nfinal class Top: UITableViewCell, Reusable {}\n"
        let (types, local) = Self.measured("scanner, \(depth) nested code blocks") {
            let scanned = DeclarationScanner.scan(SourceFile(path: "Deep.swift", text: text))
            let model = ModelBuilder.build([scanned], options: GenerationOptions())
            return (summary(model), model.diagnostics.filter { $0.message.hasPrefix("'Local' adopts Reusable") }.count)
        }
        #expect(types == ["Top tableViewCell [Reusable]"])
        #expect(local == 1)
    }

    @Test func fiftyThousandNestedGenericArgumentsScanOnASmallStack() {
        let depth = 50_000
        let nested = String(repeating: "A<", count: depth) + "B" + String(repeating: ">", count: depth)
        let text = "import UIKit\nfinal class Deep<T: \(nested)>: UITableViewCell, Reusable where T: \(nested) {}\n"
        let (types, diagnostics) = Self.modelled(
            "scanner, \(depth) nested generic arguments", path: "Deep.swift", text: text)
        #expect(types == ["Deep tableViewCell [Reusable]"])
        #expect(diagnostics == [])
    }

    // MARK: - Model: chains the sources can make as long as they like

    /// Long enough that a walk recursing once per class would need more than 512 KiB; the model stores every class's
    /// whole chain and subclass list, so its cost grows with the square of the length (3,000 classes take seconds
    /// in a debug build, 10,000 minutes).
    static let chainLength = 3_000

    @Test func aLongSuperclassChainIsResolvedOnASmallStack() {
        var text = "import UIKit\nclass C0: UITableViewCell, Reusable {}\n"
        for index in 1...Self.chainLength { text += "class C\(index): C\(index - 1) {}\n" }
        let (types, diagnostics) = Self.modelled(
            "model, \(Self.chainLength)-class superclass chain", path: "Chain.swift", text: text)
        #expect(diagnostics == [])
        #expect(types.count == Self.chainLength + 1)
        #expect(
            Set(types.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }) == [
                "tableViewCell [Reusable]"
            ])
    }

    @Test func aLongSuperclassCycleIsANoteOnASmallStack() {
        var text = "import UIKit\nclass C0: C\(Self.chainLength), Reusable {}\n"
        for index in 1...Self.chainLength { text += "class C\(index): C\(index - 1) {}\n" }
        let (types, diagnostics) = Self.modelled(
            "model, \(Self.chainLength)-class superclass cycle", path: "Cycle.swift", text: text)
        // The cycle is cut at the class where the walk started: only C0's own mixin remains, and its kind is unknown.
        #expect(types == ["C0 unknown [Reusable]"])
        #expect(
            diagnostics == [
                "Cycle.swift:2:7: note: the superclass chain of 'C0' comes back to it, as it does when modules scanned "
                    + "together declare classes of the same name, so its kind is unknown"
            ])
    }

    @Test func aLongProtocolRefinementChainIsResolvedOnASmallStack() {
        var text = "import UIKit\nprotocol P0: Reusable {}\n"
        for index in 1...Self.chainLength { text += "protocol P\(index): P\(index - 1) {}\n" }
        text += "final class Cell: UICollectionViewCell, P\(Self.chainLength) {}\n"
        let (types, diagnostics) = Self.modelled(
            "model, \(Self.chainLength)-protocol refinement chain", path: "Protocols.swift", text: text)
        #expect(types == ["Cell collectionViewCell [Reusable]"])
        #expect(diagnostics == [])
    }

    // MARK: - Call sites

    @Test func callSitesInsideAHundredThousandNestedClosuresAreFoundOnASmallStack() {
        let depth = Self.lexerDepth
        let text =
            "func f() {" + String(repeating: "g {", count: depth) + " tableView.register(cellType: Cell.self) "
            + String(repeating: "}", count: depth) + "}\n"
        let sites = Self.measured("call sites, \(depth) nested closures") {
            CallSiteScanner.scan(SourceFile(path: "Sites.swift", text: text)).map {
                "\($0.kind.rawValue) \($0.typeName) \($0.location.line):\($0.location.column)"
            }
        }
        #expect(sites == ["typedRegister Cell 1:\(11 + 3 * depth + 1)"])
    }

    /// `dequeueReusableCell(withIdentifier: "Cell", for: ((…(indexPath)…)),)` has 10 tokens of its own, parentheses
    /// included, and two for each nested pair: 995 pairs make exactly `maximumArgumentTokens` (2,000), which is
    /// read; one pair more is not.
    @Test(arguments: [995, 996])
    func anArgumentListAtAndPastTheTokenLimitOnASmallStack(parentheses: Int) {
        let text =
            #"let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: "#
            + String(repeating: "(", count: parentheses) + "indexPath" + String(repeating: ")", count: parentheses)
            + ",) as! Cell\n"
        let tokens = 10 + 2 * parentheses
        let sites = Self.measured("call sites, an argument list of \(tokens) tokens") {
            CallSiteScanner.scan(SourceFile(path: "Sites.swift", text: text)).map {
                "\($0.kind.rawValue) \($0.typeName) \($0.identifier.map { "\($0)" } ?? "-")"
            }
        }
        // A longer list is not read: no site, and nothing else goes wrong.
        #expect(
            sites
                == (tokens <= CallSiteScanner.maximumArgumentTokens
                    ? [#"dequeueByIdentifier Cell literal("Cell")"#] : []))
    }

    // MARK: - Interface Builder reader: Xcode's XML at the depth limit

    /// A XIB whose deepest open element is the `depth`th (document, objects, then nested elements, one a line), with
    /// a `DeepCell` table view cell either innermost (a prototype) or outermost (the root object, views inside it).
    static func deepXIB(depth: Int, cellIsRoot: Bool = false) -> String {
        let cell = (#"<tableViewCell id="cell" customClass="DeepCell" reuseIdentifier="DeepCell">"#, "</tableViewCell>")
        let elements = (3...depth).map { level in
            level == (cellIsRoot ? 3 : depth) ? cell : ("<view id=\"v\(level)\">", "</view>")
        }
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>

            """# + elements.map { $0.0 + "\n" }.joined() + elements.reversed().map { $0.1 + "\n" }.joined()
                + "</objects>\n</document>\n"
    }

    static let xmlDepth = 200

    @Test func aXIBAtTheScannersDepthLimitIsReadOnASmallStack() {
        let file = SourceFile(path: "Deep.xib", text: Self.deepXIB(depth: Self.xmlDepth))
        let read = Self.measured("IB reader, \(Self.xmlDepth) open elements") { InterfaceBuilderReader.read(file) }
        #expect(read.diagnostics == [])
        // The cell, the one object of a custom class, without connections.
        #expect(read.document?.classedObjects.map { "\($0.customClass ?? "") \($0.line)" } == ["DeepCell 201"])
        var document = read.document
        document?.classedObjects = []
        #expect(
            document
                == InterfaceBuilderDocument(
                    path: "Deep.xib", kind: .xib, typeIdentifier: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
                    framework: .uiKit, targetRuntime: .iOS, baseName: "Deep", line: 2, column: 1,
                    topLevelObjects: [
                        InterfaceBuilderObject(elementName: "view", kind: .view, id: "v3", line: 4, column: 1)
                    ],
                    prototypes: [
                        InterfaceBuilderObject(
                            elementName: "tableViewCell", kind: .tableViewCell, id: "cell", customClass: "DeepCell",
                            reuseIdentifier: "DeepCell", line: Self.xmlDepth + 1, column: 1)
                    ]))
    }

    @Test func aXIBWhoseRootCellHoldsViewsToTheDepthLimitIsReadOnASmallStack() {
        let file = SourceFile(path: "DeepCell.xib", text: Self.deepXIB(depth: Self.xmlDepth, cellIsRoot: true))
        let read = Self.measured("IB reader, a root cell with views to \(Self.xmlDepth) open elements") {
            InterfaceBuilderReader.read(file)
        }
        #expect(read.diagnostics == [])
        #expect(
            read.document?.topLevelObjects == [
                InterfaceBuilderObject(
                    elementName: "tableViewCell", kind: .tableViewCell, id: "cell", customClass: "DeepCell",
                    reuseIdentifier: "DeepCell", line: 4, column: 1)
            ])
        #expect(read.document?.prototypes == [])
    }

    /// One element deeper: not read, and a warning at the 201st open element's start tag says why.
    @Test func aXIBOneElementDeeperIsAWarningOnASmallStack() {
        let file = SourceFile(path: "Deep.xib", text: Self.deepXIB(depth: Self.xmlDepth + 1))
        let read = Self.measured("IB reader, \(Self.xmlDepth + 1) open elements") { InterfaceBuilderReader.read(file) }
        #expect(read.document == nil)
        #expect(
            Self.formatted(read.diagnostics) == [
                "Deep.xib:\(Self.xmlDepth + 2):1: warning: not cross-checked: this Interface Builder file departs here "
                    + "from the XML Xcode writes (elements nested too deep)"
            ])
    }

    // MARK: - Rendering and the whole pipeline

    @Test func theDeepestModelRendersOnASmallStack() {
        let text = Self.nestedSource(types: Self.nesting - 1, conditions: Self.nesting - 1)
        let (output, diagnostics) = Self.measured("renderer, a cell in 255 types and 255 #if blocks") {
            let scanned = DeclarationScanner.scan(SourceFile(path: "Deep.swift", text: text))
            let model = ModelBuilder.build([scanned], options: GenerationOptions())
            let (output, diagnostics) = Generator.render(model, options: GenerationOptions())
            return (output, Self.formatted(diagnostics))
        }
        #expect(diagnostics == [])
        #expect(lines(of: output, containing: "extension \(Self.deepName)") == ["extension \(Self.deepName) {"])
        // Each condition on a line of its own, as in the source.
        #expect(lines(of: output, containing: "#if F") == (0..<(Self.nesting - 1)).map { "#if F\($0)" })
    }

    /// What the pipeline runs on all cores (on a Mac, Dispatch workers with 512 KiB stacks) besides the scanner and
    /// the reader: the word pass that selects the Swift files, and the prefilter's pass over each IB file.
    @Test func theSelectionAndThePrefilterTakeTheDeepestInputsOnASmallStack() {
        let swift = Array(Self.nestedSource(types: Self.nesting - 1, conditions: Self.nesting - 1).utf8)
        let braces = Array(
            ("final class Cell: UITableViewCell, Reusable {}\n" + String(repeating: "{(", count: Self.lexerDepth)).utf8)
        let xib = InputFile(path: "Deep.xib", text: Self.deepXIB(depth: Self.xmlDepth, cellIsRoot: true))
        let other = InputFile(
            path: "Other.xib",
            text: Self.deepXIB(depth: Self.xmlDepth).replacingOccurrences(of: "DeepCell", with: "Else"))
        let (selected, mustRead) = Self.measured("source selection and IB prefilter") {
            // Both mention a mixin, so the selection's first pass scans them at once.
            let selected = [
                SourceWords(bytes: swift, stoppingAtSeed: true).isSeed,
                SourceWords(bytes: braces, stoppingAtSeed: true).isSeed,
            ]
            let prefilter = InterfaceBuilderPrefilter(names: ["DeepCell"])
            return (selected, [prefilter.mustRead(xib), prefilter.mustRead(other)])
        }
        #expect(selected == [true, true])
        // The deep XIB names the class; the other one, just as deep and in Xcode's XML, can be skipped unread.
        #expect(mustRead == [true, false])
    }

    /// The pipeline's serial part runs on the small stack; the parts it spreads over cores run wherever Dispatch puts
    /// them, which the stage tests above cover on a small stack one by one (and `SmallStackProcessTests` covers with
    /// every thread of the tool at 512 KiB).
    @Test func theWholePipelineOnTheDeepestInputsOnASmallStack() {
        var chain = "import UIKit\nclass C0: UITableViewCell, Reusable {}\n"
        for index in 1...1_000 { chain += "class C\(index): C\(index - 1) {}\n" }
        let swiftFiles = [
            InputFile(
                path: "Deep.swift", text: Self.nestedSource(types: Self.nesting - 1, conditions: Self.nesting - 1)),
            InputFile(path: "Chain.swift", text: chain),
            InputFile(
                path: "Braces.swift",
                text: "final class DeepCell: UITableViewCell, NibReusable {}\n"
                    + String(repeating: "{(", count: Self.lexerDepth) + String(repeating: ")}", count: Self.lexerDepth)),
        ]
        let interfaceFiles = [
            InputFile(path: "DeepCell.xib", text: Self.deepXIB(depth: Self.xmlDepth, cellIsRoot: true))
        ]
        let result = Self.measured("the whole pipeline") {
            Generator.generate(GenerationInput(swiftFiles: swiftFiles, interfaceFiles: interfaceFiles))
        }
        #expect(Self.formatted(result.diagnostics) == [])
        #expect(result.model.types.count == 1 + 1_001 + 1 + 1)
        #expect(lines(of: result.output, containing: "extension \(Self.deepName)") == ["extension \(Self.deepName) {"])
        // A non-final hierarchy dispatches on the dynamic type in its root class's extension.
        #expect(
            lines(of: result.output, containing: "C1000.self")
                == [#"case ObjectIdentifier(C1000.self): "C1000""#])
        #expect(lines(of: result.output, containing: "extension DeepCell ") == ["extension DeepCell {"])
    }

    /// The lines of `text` containing `fragment`, without their indentation.
    func lines(of text: String, containing fragment: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(fragment) }.map { String($0.drop { $0 == " " }) }
    }
}
