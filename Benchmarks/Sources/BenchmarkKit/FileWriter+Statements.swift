// MARK: - Method bodies

extension FileWriter {
    /// Writes `count` statements of the kinds a UIKit app's methods are made of; compound statements nest
    /// further statements up to two levels deep.
    mutating func statements(_ count: Int, depth: Int) {
        for number in 0..<count {
            let choice = random.int(0...(depth < 2 ? 23 : 15))
            statement(choice, number: number, depth: depth)
        }
    }

    /// Writes statement kind `choice` (0–23) as statement `number` at nesting `depth`.
    private mutating func statement(_ choice: Int, number: Int, depth: Int) {
        let name = "value\(depth)_\(number)"
        switch choice {
        case 0:
            out.line("let \(name) = viewModel?.tags.filter { !$0.isEmpty }.map { $0.uppercased() } ?? []")
        case 1:
            out.line(#"titleLabel.text = "\#(random.pick(Self.nouns)): \(viewModel?.title ?? "—") (\(count) items)""#)
        case 2:
            out.line("// Keep the layout pass cheap: only invalidate what changed (step \(number)).")
            out.line("setNeedsLayout()")
        case 3:
            out.line(
                "let \(name) = CGFloat(\(random.int(1...400))) * Layout.padding + 0x\(String(random.int(16...255), radix: 16)) - 1_000"
            )
        case 4:
            out.line(##"let \##(name) = #"^[A-Z]{2}-\d{4}$ matches "\##(random.pick(Self.nouns))" literally"#"##)
        case 5:
            out.line("let \(name) = /(?<user>[a-z0-9._]+)@(?<host>[a-z]+)\\.com/")
        case 6:
            out.line("let \(name) = #/\\d+ / \\d+ items/#")
        case 7:
            out.line("/* Temporarily disabled until the backend ships pagination v\(random.int(2...5)).")
            out.line("   /* nested: loadNextPage(after: cursor) */")
            out.line("   The placeholder stays visible meanwhile. */")
        case 8:
            out.line("assert(\(random.int(0...9)) <= items.count, \"index out of range\")")
            out.line("os_log(\"%{public}@ loaded\", log: .default, type: .info, String(describing: Self.self))")
        case 9:
            out.line("let \(name) = \"\"\"")
            out.raw("    Hello \\(viewModel?.title ?? \"guest\"),")
            out.raw("    you have \\(count) new \\(count == 1 ? \"message\" : \"messages\").")
            out.raw("    \"Quoted\" text and a backslash \\\\ stay as written.")
            out.raw("    \"\"\"")
        case 10:
            out.line(
                "let \(name) = items.sorted { lhs, rhs in lhs.count > rhs.count || (lhs.count == rhs.count && lhs.title < rhs.title) }"
            )
        case 11:
            out.line("let \(name) = (\(random.int(1...9)).5e2 + Double(items.count)) / 3.0")
            out.line("progressView.setProgress(Float(\(name)), animated: true)")
        case 12:
            out.line(#"let \#(name) = "\(items.map { "\($0.title)#\($0.count)" }.joined(separator: ", "))""#)
        case 13:
            out.line("button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)")
        case 14:
            out.line("let \(name) = dictionary[\"\(random.pick(Self.nouns).lowercased())\"] as? [String: Any] ?? [:]")
        case 15:
            out.line(
                "self.cache[\(random.int(0...99)), default: []].append(contentsOf: items.prefix(\(random.int(1...20))).map(\\.id))"
            )
        case 16:
            out.open("if let viewModel, viewModel.count > \(random.int(0...50))")
            statements(random.int(1...3), depth: depth + 1)
            out.close(" else {")
            out.indent()
            statements(random.int(1...2), depth: depth + 1)
            out.dedent()
            out.line("}")
        case 17:
            out.open("for (offset, item) in items.enumerated() where offset % \(random.int(2...5)) == 0")
            statements(random.int(1...3), depth: depth + 1)
            out.close()
        case 18:
            out.line(
                "UIView.animate(withDuration: Layout.animationDuration, delay: 0, options: [.curveEaseInOut]) { [weak self] in"
            )
            out.indent()
            out.line("guard let self else { return }")
            statements(random.int(1...2), depth: depth + 1)
            out.close(" completion: { finished in")
            out.indent()
            out.line("if finished { self.onSelect?(\(number)) }")
            out.dedent()
            out.line("})")
        case 19:
            out.open("switch viewModel?.count ?? 0")
            out.line("case 0:")
            out.indent()
            out.line("emptyStateView.isHidden = false")
            out.dedent()
            out.line("case 1...\(random.int(2...9)):")
            out.indent()
            statements(random.int(1...2), depth: depth + 1)
            out.dedent()
            out.line("default:")
            out.indent()
            out.line("break")
            out.dedent()
            out.close()
        case 20:
            out.open(
                "guard let url = URL(string: \"https://example.com/api/v\(random.int(1...3))/\(random.pick(Self.nouns).lowercased())\") else"
            )
            out.line("return")
            out.close()
            out.line("Task { @MainActor [weak self] in")
            out.indent()
            out.line("let (data, _) = try await URLSession.shared.data(from: url)")
            out.line("self?.apply(try JSONDecoder().decode([ViewModel].self, from: data))")
            out.close()
        case 21:
            out.line("#if DEBUG")
            out.line("print(\"[\\(type(of: self))] step \(number): \\(String(describing: viewModel))\")")
            statements(1, depth: depth + 1)
            out.line("#else")
            out.line("logger.debug(\"step \(number)\")")
            out.line("#endif")
        case 22:
            out.open("do")
            out.line("let decoded = try decoder.decode([String: [Int]].self, from: payload)")
            statements(random.int(1...2), depth: depth + 1)
            out.close(" catch let error as DecodingError {")
            out.indent()
            out.line("handle(error, context: \"decoding \(random.pick(Self.nouns))\")")
            out.dedent()
            out.line("} catch {")
            out.indent()
            out.line("assertionFailure(\"\\(error)\")")
            out.dedent()
            out.line("}")
        default:
            out.line("publisher")
            out.indent()
            out.line(".map { $0.filter { $0.count > \(random.int(0...9)) } }")
            out.line(".removeDuplicates()")
            out.line(".receive(on: DispatchQueue.main)")
            out.line(".sink { [weak self] items in")
            out.indent()
            statements(random.int(1...2), depth: depth + 1)
            out.close()
            out.dedent()
            out.line(".store(in: &cancellables)")
        }
    }
}
