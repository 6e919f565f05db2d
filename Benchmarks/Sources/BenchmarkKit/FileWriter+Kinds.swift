// MARK: - File kinds

extension FileWriter {
    /// Slot 0: the group's base classes, a protocol refining a mixin and a composition typealias.
    mutating func writeBaseDeclarations() {
        docComment("The base cell of group \(group)")
        out.open("open class G\(group)BaseTableCell: UITableViewCell")
        outlets()
        out.line("open override func prepareForReuse() { super.prepareForReuse(); alpha = 1 }")
        methods(random.int(2...3))
        out.close()
        out.line("")
        docComment("The base controller of group \(group)")
        out.line("@MainActor")
        out.open("class G\(group)BaseViewController: UIViewController")
        methods(random.int(2...4))
        out.close()
        out.line("")
        out.line("/// Cells of group \(group) that follow the theme.")
        out.open("protocol G\(group)ThemedCell: Reusable")
        out.line("func applyTheme(_ theme: Theme)")
        out.close()
        out.line("")
        out.line("typealias G\(group)Cellish = Reusable & NibLoadable")
        out.line("")
    }

    /// Slots 1–4: a table cell; slots 1 and 3 subclass the group's base cell, slot 4 adopts its mixin in another file.
    mutating func writeTableCell() {
        let slot = index % 20
        let superclass = slot % 2 == 1 ? "G\(group)BaseTableCell" : "UITableViewCell"
        let mixin = [", NibReusable", ", G\(group)ThemedCell", ", G\(group)Cellish", ""][slot - 1]
        docComment("A table cell")
        out.open("final class \(stem)Cell: \(superclass)\(mixin)")
        if mixin.contains("Themed") {
            out.line("func applyTheme(_ theme: Theme) { backgroundColor = theme.background }")
        }
        if random.chance(20) { out.line("static var reuseIdentifier: String { \"\(stem)Cell\" }") }
        classBody(lifecycle: "awakeFromNib")
        out.close()
        adopters += 1
        out.line("")
        writeDataSourceExtension(cell: "\(stem)Cell")
    }

    /// Slots 5–7: a collection cell; slot 7 adopts its mixin in another file.
    mutating func writeCollectionCell() {
        let slot = index % 20
        docComment("A collection cell")
        if random.chance(30) { out.line("@available(iOS 14.0, *)") }
        out.open("final class \(stem)CollectionCell: UICollectionViewCell\(slot == 7 ? "" : ", NibReusable")")
        classBody(lifecycle: "awakeFromNib")
        out.close()
        adopters += 1
        out.line("")
    }

    /// Slot 8: a header-footer view and a supplementary view nested in a namespace enum.
    mutating func writeHeaderFooter() {
        docComment("A section header")
        out.open("final class \(stem)HeaderView: UITableViewHeaderFooterView, Reusable")
        classBody(lifecycle: "prepareForReuse")
        out.close()
        out.line("")
        out.open("enum \(stem)Supplementary")
        out.line("/// The badge shown above a section.")
        out.open("final class \(stem)Badge: UICollectionReusableView, Reusable")
        methods(random.int(1...2))
        out.close()
        out.close()
        adopters += 2
        out.line("")
    }

    /// Slots 9–10: a view loaded from its XIB (slot 9) or owning its XIB (slot 10).
    mutating func writeView() {
        let mixin = index % 20 == 9 ? "NibLoadable" : "NibOwnerLoadable"
        docComment("A reusable view")
        if random.chance(40) { out.line("@available(iOS 15.0, *)") }
        out.open("public final class \(stem)View: UIView, \(mixin)")
        classBody(lifecycle: "awakeFromNib")
        out.close()
        adopters += 1
        out.line("")
    }

    /// Slots 11–14: controllers; 12 is a scene of a shared storyboard, 13 sits under `#if`, 14 is generic.
    mutating func writeController() {
        let slot = index % 20
        docComment("A screen")
        if slot == 13 { out.line("#if os(iOS) || targetEnvironment(macCatalyst)") }
        switch slot {
        case 12:
            out.open("final class \(stem)ViewController: G\(group)BaseViewController, StoryboardSceneBased")
            out.line("static let sceneStoryboard = UIStoryboard(name: \"Main\", bundle: nil)")
        case 14:
            out.line("@MainActor")
            out.open(
                "final class \(stem)ViewController<Item: Hashable & Sendable, Cell: UITableViewCell>: UIViewController, StoryboardBased where Cell: Reusable"
            )
        default:
            out.open("final class \(stem)ViewController: UIViewController, StoryboardBased")
        }
        outlets()
        nestedTypes()
        out.line("override func viewDidLoad() {")
        out.line("    super.viewDidLoad()")
        out.line("    tableView.register(cellType: \(Self.stem(of: group * 20 + 1))Cell.self)")
        out.line("}")
        out.line("")
        methods(random.int(3...6))
        out.close()
        if slot == 13 { out.line("#endif") }
        adopters += 1
        out.line("")
    }

    /// Slots 15–16: conformances and helpers added to cells declared in other files of the group.
    mutating func writeConformanceExtension() {
        let cell =
            index % 20 == 15 ? "\(Self.stem(of: group * 20 + 4))Cell" : "\(Self.stem(of: group * 20 + 7))CollectionCell"
        out.line("// MARK: - \(cell) + NibReusable")
        out.line("")
        out.line("extension \(cell): NibReusable {}")
        out.line("")
        out.line("// MARK: - Helpers")
        out.line("")
        out.open("extension \(cell)")
        methods(random.int(3...5))
        out.close()
        out.line("")
        out.line("#if DEBUG")
        out.open("extension \(cell): CustomDebugStringConvertible")
        out.line("var debugDescription: String { \"<\\(Self.self) \\(String(describing: viewModel))>\" }")
        out.close()
        out.line("#endif")
        out.line("")
    }

    /// Slots 17–18: value types, a protocol with an associated type and generic helpers with `where` clauses.
    mutating func writeModels() {
        docComment("The data behind a cell")
        out.open("struct \(stem)Item: Codable, Hashable, Sendable")
        for number in 0..<random.int(4...9) {
            out.line("var field\(number): \(random.pick(["String", "Int", "Double?", "[String]", "Date", "URL?"]))")
        }
        out.open("enum CodingKeys: String, CodingKey")
        out.line("case field0 = \"field_0\", field1")
        out.close()
        out.close()
        out.line("")
        out.open("protocol \(stem)Repository: AnyObject")
        out.line("associatedtype Element: Hashable")
        out.line("func fetch(page: Int) async throws -> [Element]")
        out.close()
        out.line("")
        out.open(
            "final class \(stem)Store<Repository: \(stem)Repository>: ObservableObject where Repository.Element == \(stem)Item"
        )
        out.line("@Published private(set) var items: [\(stem)Item] = []")
        out.line("private let repository: Repository")
        out.line("init(repository: Repository) { self.repository = repository }")
        out.line("")
        methods(random.int(2...4))
        out.close()
        out.line("")
        out.open("extension Array where Element == \(stem)Item")
        out.line("var totalCount: Int { reduce(0) { $0 + $1.field0.count } }")
        out.close()
        out.line("")
    }

    /// Slot 19: a long utility type with a nested enum, an actor and static helpers.
    mutating func writeUtilities() {
        docComment("Formatting and caching helpers")
        out.open("enum \(stem)Utilities")
        out.open("enum Style: String, CaseIterable")
        out.line("case compact, regular, `default`")
        out.close()
        out.line("")
        out.line("static let formatter: DateFormatter = {")
        out.line("    let formatter = DateFormatter()")
        out.line("    formatter.dateFormat = \"yyyy-MM-dd'T'HH:mm:ssZ\"")
        out.line("    return formatter")
        out.line("}()")
        out.line("")
        methods(random.int(5...8))
        out.close()
        out.line("")
        out.open("actor \(stem)Cache")
        out.line("private var storage: [String: Data] = [:]")
        out.line("func value(for key: String) -> Data? { storage[key] }")
        out.close()
        out.line("")
    }

    /// A data-source extension in the cell's file that dequeues it through the typed API.
    mutating func writeDataSourceExtension(cell: String) {
        out.open("extension \(stem)ListDataSource")
        out.open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell")
        out.line("let cell: \(cell) = tableView.dequeueReusableCell(for: indexPath)")
        out.line("cell.configure(with: items[indexPath.row])")
        out.line("return cell")
        out.close()
        out.close()
        out.line("")
    }
}
