// MARK: - MustacheRenderer

/// Renders parsed programs into one output buffer, driving sections, partials, parents and blocks from an explicit
/// stack of frames, so that neither nesting depth nor recursive partials grow the call stack.
///
/// It steps through the programs' `Code` rather than their nodes: the nodes that every pass over a list repeats
/// (text, line starts, interpolations, sections) become instructions with integer operands only, so stepping
/// copies no strings or arrays; the output is collected as UTF-8 bytes.
struct MustacheRenderer {
    /// A block body chosen by a parent tag: the program it is in and the index of its block node.
    private struct BlockReference {
        var program: Int
        var node: Int
    }

    /// A run of nodes being rendered, with the indentation its lines get and, for a list, the items still to come.
    private struct Frame {
        var program: Int
        var start: Int
        var pc: Int
        var end: Int
        /// Written at the start of each non-empty line of this run.
        var indentation: String
        /// Removed from the start of each line of this run (a block body's own indentation).
        var strip: String
        /// The section's items; each is pushed on the context stack for one pass over the body.
        var items: [TemplateValue] = []
        var nextItem = 0
        var pushesContext = false
        var pushesOverrides = false
        /// The program this run includes as a partial or parent, counted against the recursion limit.
        var included: Int?
    }

    /// How many sections and partials may be open at once; four times the self-inclusion limit, so that simple and
    /// mutual recursion still report that clearer limit first.
    static let maxFrameDepth = 4 * MustacheTemplate.maxIncludeDepth

    private let programs: [MustacheProgram]
    private let programIndex: [String: Int]
    private let code: Code
    private let escapesHTML: Bool
    private let isStrict: Bool
    private let maxIncludeDepth: Int

    private var output: [UInt8] = []
    private var contexts: [TemplateValue] = []
    private var frames: [Frame] = []
    private var overrides: [[String: BlockReference]] = []
    private var includeDepths: [Int]
    private var pendingStrip = ""

    /// Prepares to render `programs[0]`, finding partials by name in `programIndex`; `code` is `Code(programs)`.
    init(
        programs: [MustacheProgram], programIndex: [String: Int], code: Code, escapesHTML: Bool, isStrict: Bool,
        maxIncludeDepth: Int
    ) {
        self.programs = programs
        self.programIndex = programIndex
        self.code = code
        self.escapesHTML = escapesHTML
        self.isStrict = isStrict
        self.maxIncludeDepth = maxIncludeDepth
        self.includeDepths = Array(repeating: 0, count: programs.count)
    }

    /// Renders the main program against `context` and returns the text.
    mutating func render(_ context: TemplateValue) throws(MustacheError) -> String {
        contexts = [context]
        frames = [Frame(program: 0, start: 0, pc: 0, end: programs[0].nodes.count, indentation: "", strip: "")]
        while let top = frames.indices.last {
            if frames[top].pc >= frames[top].end {
                finishPass(of: top)
                continue
            }
            let index = frames[top].pc
            frames[top].pc += 1
            try step(code.instructions[code.firstInstruction[frames[top].program] + index], at: index, in: top)
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Frames

    /// Ends one pass over a frame's body: moves to the next list item, or pops the frame.
    private mutating func finishPass(of top: Int) {
        pendingStrip = ""
        if frames[top].pushesContext { contexts.removeLast() }
        if frames[top].nextItem < frames[top].items.count {
            contexts.append(frames[top].items[frames[top].nextItem])
            frames[top].nextItem += 1
            frames[top].pushesContext = true
            frames[top].pc = frames[top].start
            return
        }
        let frame = frames.removeLast()
        if frame.pushesOverrides { overrides.removeLast() }
        if let included = frame.included { includeDepths[included] -= 1 }
    }

    private mutating func push(_ frame: Frame) {
        var frame = frame
        if let first = frame.items.first {
            contexts.append(first)
            frame.nextItem = 1
            frame.pushesContext = true
        }
        frames.append(frame)
    }

    /// Starts rendering the named partial or parent; a missing one renders nothing, or is an error in strict mode.
    private mutating func include(
        _ name: String, indentation: String, at position: MustachePosition,
        overriding blocks: [String: BlockReference]?
    ) throws(MustacheError) {
        guard let program = programIndex[name] else {
            if isStrict { throw position.error("unknown partial '\(name)'") }
            return
        }
        if includeDepths[program] >= maxIncludeDepth {
            throw position.error("partial '\(name)' includes itself more than \(maxIncludeDepth) levels deep")
        }
        // Name lookups walk the context stack, so partials that each open deep sections must not stack up unboundedly.
        if frames.count >= Self.maxFrameDepth {
            throw position.error("partials and sections nested more than \(Self.maxFrameDepth) levels deep")
        }
        includeDepths[program] += 1
        if let blocks { overrides.append(blocks) }
        push(
            Frame(
                program: program, start: 0, pc: 0, end: programs[program].nodes.count, indentation: indentation,
                strip: "", pushesOverrides: blocks != nil, included: program))
    }

    // MARK: - Nodes

    private mutating func step(_ instruction: Code.Instruction, at index: Int, in top: Int) throws(MustacheError) {
        if case .text(let range) = instruction {
            write(range)
            return
        }
        pendingStrip = ""
        switch instruction {
        case .text:
            return
        case .lineStart:
            output.append(contentsOf: frames[top].indentation.utf8)
            pendingStrip = frames[top].strip
        case .variable(let name, let escaped):
            guard let value = try resolve(name) else { return }
            let text = value.interpolatedText
            if escaped && escapesHTML { appendEscaped(text) } else { output.append(contentsOf: text.utf8) }
        case .section(let name, let inverted, let end):
            frames[top].pc = end
            let value = try resolve(name) ?? .null
            guard inverted ? !value.isTruthy : value.isTruthy else { return }
            var body = Frame(
                program: frames[top].program, start: index + 1, pc: index + 1, end: end,
                indentation: frames[top].indentation, strip: frames[top].strip)
            if !inverted {
                if case .array(let items) = value { body.items = items } else { body.items = [value] }
            }
            push(body)
        case .node:
            try step(programs[frames[top].program].nodes[index], at: index, in: top)
        }
    }

    /// Steps through the nodes that have no instruction of their own: partials, parents and blocks.
    private mutating func step(_ node: MustacheNode, at index: Int, in top: Int) throws(MustacheError) {
        let frame = frames[top]
        switch node {
        case .text, .lineStart, .variable, .section:
            preconditionFailure("rendered from its instruction")
        case .partial(let name, let indentation, let position):
            let indent = indentation.map { frame.indentation + Self.dropping(frame.strip, from: $0) } ?? ""
            try include(name, indentation: indent, at: position, overriding: nil)
        case .parent(let name, let indentation, let end, let blocks, let position):
            frames[top].pc = end
            let indent = indentation.map { frame.indentation + Self.dropping(frame.strip, from: $0) } ?? ""
            let references = blocks.mapValues { BlockReference(program: frame.program, node: $0) }
            try include(name, indentation: indent, at: position, overriding: references)
        case .block(let site):
            frames[top].pc = site.end
            expand(site, at: BlockReference(program: frame.program, node: index), in: frame)
        }
    }

    /// Renders the body that fills a block's place: the outermost override passed down by parent tags, or the
    /// block's own default, moving its lines from their own indentation to the indentation of the place.
    private mutating func expand(_ site: MustacheBlock, at place: BlockReference, in frame: Frame) {
        var chosen = place
        for layer in overrides {
            if let reference = layer[site.name] {
                chosen = reference
                break
            }
        }
        guard case .block(let body) = programs[chosen.program].nodes[chosen.node] else { return }
        let indentation = frame.indentation + Self.dropping(frame.strip, from: site.siteIndentation)
        var start = chosen.node + 1
        guard start < body.end else { return }
        if !site.opensLine && body.opensLine && programs[chosen.program].nodes[start] == .lineStart {
            start += 1
            pendingStrip = body.intrinsicIndentation
        } else if site.opensLine && !body.opensLine {
            output.append(contentsOf: indentation.utf8)
        }
        push(
            Frame(
                program: chosen.program, start: start, pc: start, end: body.end, indentation: indentation,
                strip: body.intrinsicIndentation))
    }

    // MARK: - Names

    /// The value the name with this number in `code` refers to, `nil` when it is missing; in strict mode a missing
    /// name is an error.
    private func resolve(_ number: Int) throws(MustacheError) -> TemplateValue? {
        let components = code.names[number].components
        guard let first = components.first else { return contexts.last }
        var found: TemplateValue?
        if code.names[number].isScopedToTop {
            found = contexts.last?[first]
        } else {
            var level = contexts.count - 1
            while level >= 0 {
                if let value = contexts[level][first] {
                    found = value
                    break
                }
                level -= 1
            }
        }
        guard var value = found else {
            if isStrict { throw code.positions[number].error("unknown name '\(first)'") }
            return nil
        }
        for offset in components.indices.dropFirst() {
            if let member = value[components[offset]] {
                value = member
                continue
            }
            if isStrict, value != .null {
                let path = components[..<offset].joined(separator: ".")
                throw code.positions[number].error("unknown name '\(components[offset])' in '\(path)'")
            }
            return nil
        }
        return value
    }

    // MARK: - Output

    /// Writes the text of a text node, less the pending strip.
    private mutating func write(_ range: Range<Int>) {
        if pendingStrip.isEmpty {
            output.append(contentsOf: code.text[range])
        } else {
            let text = String(decoding: code.text[range], as: UTF8.self)
            output.append(contentsOf: Self.dropping(pendingStrip, from: text).utf8)
            pendingStrip = ""
        }
    }

    /// `text` without the longest start it shares with `prefix`.
    private static func dropping(_ prefix: String, from text: String) -> Substring {
        var index = text.startIndex
        var prefixIndex = prefix.startIndex
        while index < text.endIndex, prefixIndex < prefix.endIndex, text[index] == prefix[prefixIndex] {
            index = text.index(after: index)
            prefixIndex = prefix.index(after: prefixIndex)
        }
        return text[index...]
    }

    /// Writes text with `& < > " '` escaped; they are ASCII, and no byte of a multi-byte UTF-8 sequence is, so
    /// the text is escaped byte by byte.
    private mutating func appendEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}

// MARK: - Code

extension MustacheRenderer {
    /// Programs prepared for rendering: every node as an instruction at the same index, the text of all text nodes
    /// in one UTF-8 buffer, and the interpolation and section names in one table.
    struct Code: Sendable {
        /// A node reduced to integer operands; partials, parents and blocks are stepped from their nodes.
        enum Instruction: Sendable {
            /// Literal text: a range of `text`.
            case text(Range<Int>)
            case lineStart
            /// An interpolation of the name with this number in `names`.
            case variable(name: Int, escaped: Bool)
            /// A section of the name with this number in `names`, whose body ends before `end`.
            case section(name: Int, inverted: Bool, end: Int)
            /// A partial, parent or block: rendered from the program's node at the same index.
            case node
        }

        /// The instructions of all programs, one after the other.
        var instructions: [Instruction] = []
        /// Where each program's instructions start in `instructions`.
        var firstInstruction: [Int] = []
        /// The text of every text node, in UTF-8.
        var text: [UInt8] = []
        /// The names of interpolations and sections, with the positions of their tags.
        var names: [MustacheName] = []
        var positions: [MustachePosition] = []

        init(_ programs: [MustacheProgram]) {
            for program in programs {
                firstInstruction.append(instructions.count)
                for node in program.nodes {
                    switch node {
                    case .text(let content):
                        let start = text.count
                        text.append(contentsOf: content.utf8)
                        instructions.append(.text(start..<text.count))
                    case .lineStart:
                        instructions.append(.lineStart)
                    case .variable(let name, let escaped, let position):
                        instructions.append(.variable(name: names.count, escaped: escaped))
                        names.append(name)
                        positions.append(position)
                    case .section(let name, let inverted, let end, let position):
                        instructions.append(.section(name: names.count, inverted: inverted, end: end))
                        names.append(name)
                        positions.append(position)
                    case .partial, .parent, .block:
                        instructions.append(.node)
                    }
                }
            }
        }
    }
}
