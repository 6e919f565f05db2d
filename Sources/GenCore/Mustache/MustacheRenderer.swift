// MARK: - MustacheRenderer

/// Renders parsed programs into one output buffer, driving sections, partials, parents and blocks from an explicit
/// stack of frames, so that neither nesting depth nor recursive partials grow the call stack.
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
    private let escapesHTML: Bool
    private let isStrict: Bool
    private let maxIncludeDepth: Int

    private var output = ""
    private var contexts: [TemplateValue] = []
    private var frames: [Frame] = []
    private var overrides: [[String: BlockReference]] = []
    private var includeDepths: [Int]
    private var pendingStrip = ""

    /// Prepares to render `programs[0]`, finding partials by name in `programIndex`.
    init(programs: [MustacheProgram], programIndex: [String: Int], escapesHTML: Bool, isStrict: Bool,
         maxIncludeDepth: Int)
    {
        self.programs = programs
        self.programIndex = programIndex
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
            let program = frames[top].program
            let index = frames[top].pc
            frames[top].pc += 1
            try step(programs[program].nodes[index], at: index, in: top)
        }
        return output
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
    private mutating func include(_ name: String, indentation: String, at position: MustachePosition,
                                  overriding blocks: [String: BlockReference]?) throws(MustacheError)
    {
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
        push(Frame(program: program, start: 0, pc: 0, end: programs[program].nodes.count, indentation: indentation,
                   strip: "", pushesOverrides: blocks != nil, included: program))
    }

    // MARK: - Nodes

    private mutating func step(_ node: MustacheNode, at index: Int, in top: Int) throws(MustacheError) {
        if case .text(let text) = node {
            write(text)
            return
        }
        let frame = frames[top]
        pendingStrip = ""
        switch node {
        case .text:
            return
        case .lineStart:
            output += frame.indentation
            pendingStrip = frame.strip
        case .variable(let name, let escaped, let position):
            guard let value = try resolve(name, at: position) else { return }
            let text = value.interpolatedText
            if escaped && escapesHTML { appendEscaped(text) } else { output += text }
        case .section(let name, let inverted, let end, let position):
            frames[top].pc = end
            let value = try resolve(name, at: position) ?? .null
            var body = Frame(program: frame.program, start: index + 1, pc: index + 1, end: end,
                             indentation: frame.indentation, strip: frame.strip)
            if inverted {
                if !value.isTruthy { push(body) }
            } else if value.isTruthy {
                if case .array(let items) = value { body.items = items } else { body.items = [value] }
                push(body)
            }
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
            output += indentation
        }
        push(Frame(program: chosen.program, start: start, pc: start, end: body.end, indentation: indentation,
                   strip: body.intrinsicIndentation))
    }

    // MARK: - Names

    /// The value a name refers to, `nil` when it is missing; in strict mode a missing name is an error.
    private func resolve(_ name: MustacheName, at position: MustachePosition) throws(MustacheError) -> TemplateValue? {
        guard let first = name.components.first else { return contexts.last }
        var found: TemplateValue?
        if name.isScopedToTop {
            found = contexts.last?[first]
        } else {
            for context in contexts.reversed() {
                if let value = context[first] {
                    found = value
                    break
                }
            }
        }
        guard var value = found else {
            if isStrict { throw position.error("unknown name '\(first)'") }
            return nil
        }
        for (offset, component) in name.components.enumerated().dropFirst() {
            if let member = value[component] {
                value = member
                continue
            }
            if isStrict, value != .null {
                let path = name.components[..<offset].joined(separator: ".")
                throw position.error("unknown name '\(component)' in '\(path)'")
            }
            return nil
        }
        return value
    }

    // MARK: - Output

    private mutating func write(_ text: String) {
        if pendingStrip.isEmpty {
            output += text
        } else {
            output += Self.dropping(pendingStrip, from: text)
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

    private mutating func appendEscaped(_ text: String) {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
