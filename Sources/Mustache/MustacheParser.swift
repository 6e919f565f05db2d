// MARK: - MustacheParser

/// Parses one template's text into a program: tokenizes it, applies the standalone-line rules, matches sections
/// and lays the nodes out flat, all with explicit stacks so that nesting depth never grows the call stack.
enum MustacheParser {
    /// How deep sections, inverted sections, parents and blocks may nest: name lookups walk the context stack, so
    /// rendering costs grow with the square of the depth, and no real template comes close to this.
    static let maxNestingDepth = 1_000

    /// The program for `source`, or its first syntax error, located in the template called `name`.
    static func parse(source: String, name: String) throws(MustacheError) -> MustacheProgram {
        var tokenizer = MustacheTokenizer(source: source, name: name)
        var tokens = try tokenizer.tokenize()
        let lines = lineRanges(of: tokens)
        markClearance(&tokens, lines: lines)
        let closeOfOpen = try matchSections(tokens)
        applyPairRules(&tokens, lines: lines, closeOfOpen: closeOfOpen)
        return MustacheProgram(name: name, nodes: try layOut(tokens))
    }

    // MARK: - Lines

    /// The token ranges of the template's lines: each ends after text that ends with a line break, or at the end.
    private static func lineRanges(of tokens: [MustacheToken]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, token) in tokens.enumerated() where token.tag == nil && token.endsLine {
            lines.append(start..<(index + 1))
            start = index + 1
        }
        if start < tokens.count { lines.append(start..<tokens.count) }
        return lines
    }

    /// Marks which tags have only whitespace before or after them on their line, and applies the rule that a
    /// line holding one non-interpolation tag and whitespace is removed but for the tag.
    private static func markClearance(_ tokens: inout [MustacheToken], lines: [Range<Int>]) {
        for line in lines {
            let isSolid = { (index: Int) in tokens[index].tag != nil || !tokens[index].isBlank }
            guard let first = line.first(where: isSolid), let last = line.last(where: isSolid) else { continue }
            tokens[first].isLeftClear = true
            tokens[last].isRightClear = true
            guard first == last, let kind = tokens[first].tag, kind.canStandAlone else { continue }
            tokens[first].isStandalone = true
            tokens[first].indentation = indentation(of: tokens, in: line.lowerBound..<first)
            for index in line where index != first { tokens[index].isRemoved = true }
        }
    }

    private static func indentation(of tokens: [MustacheToken], in range: Range<Int>) -> String {
        range.reduce(into: "") { $0 += tokens[$1].text }
    }

    // MARK: - Sections

    /// The close tag's index for each opening tag's index, or the first unbalanced tag as an error.
    private static func matchSections(_ tokens: [MustacheToken]) throws(MustacheError) -> [Int: Int] {
        var open: [Int] = []
        var closeOfOpen: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard let kind = token.tag else { continue }
            if kind.opensSection {
                guard open.count < maxNestingDepth else {
                    throw token.position.error(
                        "section '\(token.text)' is nested more than \(maxNestingDepth) levels deep")
                }
                open.append(index)
            } else if kind == .close {
                guard let opener = open.popLast() else {
                    throw token.position.error("close tag '\(token.text)' has no open section")
                }
                let openToken = tokens[opener]
                guard openToken.text == token.text else {
                    let place = "\(openToken.position.line):\(openToken.position.column)"
                    throw token.position.error(
                        "close tag '\(token.text)' does not match open section '\(openToken.text)' at \(place)")
                }
                closeOfOpen[opener] = index
            }
        }
        if let unclosed = open.last {
            throw tokens[unclosed].position.error("unclosed section '\(tokens[unclosed].text)'")
        }
        return closeOfOpen
    }

    /// Applies the inheritance rules: a parent whose opening tag starts its line and whose close tag ends its line
    /// stands alone as a pair; a block's opening tag that ends its line takes the line break with it.
    private static func applyPairRules(_ tokens: inout [MustacheToken], lines: [Range<Int>], closeOfOpen: [Int: Int]) {
        var lineOfToken = [Int](repeating: 0, count: tokens.count)
        for (number, line) in lines.enumerated() {
            for index in line { lineOfToken[index] = number }
        }
        for index in tokens.indices where !tokens[index].isStandalone {
            let line = lines[lineOfToken[index]]
            switch tokens[index].tag {
            case .parent?:
                guard let close = closeOfOpen[index], tokens[index].isLeftClear, tokens[close].isRightClear else {
                    continue
                }
                tokens[index].isStandalone = true
                tokens[index].indentation = indentation(of: tokens, in: line.lowerBound..<index)
                for before in line.lowerBound..<index { tokens[before].isRemoved = true }
                for after in (close + 1)..<lines[lineOfToken[close]].upperBound { tokens[after].isRemoved = true }
            case .block?:
                if tokens[index].isLeftClear {
                    tokens[index].indentation = indentation(of: tokens, in: line.lowerBound..<index)
                }
                if tokens[index].isRightClear {
                    for after in (index + 1)..<line.upperBound { tokens[after].isRemoved = true }
                }
            default:
                continue
            }
        }
    }

    // MARK: - Layout

    /// An opening node waiting for its close tag while the nodes of its body are laid out.
    private struct OpenNode {
        var node: Int
        var token: MustacheToken
        var blocks: [String: Int] = [:]
    }

    /// Lays out the remaining tokens as nodes, marking the start of every non-empty line.
    private static func layOut(_ tokens: [MustacheToken]) throws(MustacheError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        nodes.reserveCapacity(tokens.count * 2)
        var open: [OpenNode] = []
        var isAtLineStart = true
        for token in tokens {
            if token.isRemoved {
                if token.endsLine { isAtLineStart = true }
                continue
            }
            guard let kind = token.tag else {
                if isAtLineStart && token.text != "\n" && token.text != "\r\n" { nodes.append(.lineStart) }
                nodes.append(.text(token.text))
                isAtLineStart = token.endsLine
                continue
            }
            // A line that ends a block's or parent's body holds no output of its own: a block's content ends there.
            let closesBlock = kind == .close && (open.last?.token.tag == .block || open.last?.token.tag == .parent)
            if !token.isStandalone && !closesBlock {
                if isAtLineStart { nodes.append(.lineStart) }
                isAtLineStart = false
            }
            switch kind {
            case .variable(let escaped):
                nodes.append(.variable(try name(of: token), escaped: escaped, token.position))
            case .section, .inverted:
                open.append(OpenNode(node: nodes.count, token: token))
                nodes.append(.section(try name(of: token), inverted: kind == .inverted, end: 0, token.position))
            case .parent:
                open.append(OpenNode(node: nodes.count, token: token))
                nodes.append(.parent(token.text, indentation: nil, end: 0, blocks: [:], token.position))
            case .block:
                if let parent = open.last, parent.token.tag == .parent, open[open.count - 1].blocks[token.text] == nil {
                    open[open.count - 1].blocks[token.text] = nodes.count
                }
                open.append(OpenNode(node: nodes.count, token: token))
                nodes.append(
                    .block(
                        MustacheBlock(
                            name: token.text, end: 0, opensLine: false, siteIndentation: "", intrinsicIndentation: "",
                            position: token.position)))
            case .partial:
                nodes.append(
                    .partial(
                        token.text, indentation: token.isStandalone ? token.indentation ?? "" : nil,
                        token.position))
            case .close:
                guard let opener = open.popLast() else { continue }
                close(opener, in: &nodes)
            case .comment, .delimiters:
                continue
            }
        }
        return nodes
    }

    /// Fills in an opening node now that its body's nodes are known.
    private static func close(_ opener: OpenNode, in nodes: inout [MustacheNode]) {
        let end = nodes.count
        let token = opener.token
        switch nodes[opener.node] {
        case .section(let name, let inverted, _, let position):
            nodes[opener.node] = .section(name, inverted: inverted, end: end, position)
        case .parent(let name, _, _, _, let position):
            let indentation = token.isStandalone ? token.indentation ?? "" : nil
            nodes[opener.node] = .parent(name, indentation: indentation, end: end, blocks: opener.blocks, position)
        default:
            let opensLine = token.isRightClear
            let leading = token.isLeftClear ? token.indentation ?? "" : ""
            var intrinsic = ""
            if opensLine, opener.node + 2 < end, nodes[opener.node + 1] == .lineStart,
                case .text(let text) = nodes[opener.node + 2]
            {
                intrinsic = String(text.prefix { $0 == " " || $0 == "\t" })
            }
            let hasBody = opener.node + 1 < end
            nodes[opener.node] = .block(
                MustacheBlock(
                    name: token.text, end: end, opensLine: opensLine,
                    siteIndentation: opensLine && hasBody ? intrinsic : leading,
                    intrinsicIndentation: intrinsic, position: token.position))
        }
    }

    private static func name(of token: MustacheToken) throws(MustacheError) -> MustacheName {
        guard let name = MustacheName(token.text) else {
            throw token.position.error("invalid name '\(token.text)'")
        }
        return name
    }
}
