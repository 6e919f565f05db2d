// MARK: - FileWriter

/// Writes one file of the synthetic app: the declarations its slot in a group of 20 calls for, each with
/// realistic members and long method bodies (most lines of a real app are statements in methods).
struct FileWriter {
    static let nouns = [
        "Profile", "Order", "Message", "Payment", "Feed", "Story", "Comment", "Settings", "Search", "Cart",
        "Product", "Review", "Account", "Invoice", "Ticket", "Album", "Photo", "Playlist", "Track", "Event",
        "Booking", "Friend", "Group", "Channel", "Note", "Task", "Reminder", "Contact", "Address", "Coupon",
    ]

    let index: Int
    let scale: Double
    var random: SeededRandom
    /// The app's seed, for files that refer to what an earlier file of the real-shaped app declares.
    var appSeed: UInt64 = 0
    var out = SourceText(capacity: 24_000)
    var adopters = 0

    /// The group of 20 files this file belongs to.
    var group: Int { index / 20 }
    /// The type-name stem, unique per file: `Profile00042`.
    var stem: String { Self.stem(of: index) }
    /// The file's name.
    var fileName: String {
        switch index % 20 {
        case 0: "G\(group)Foundation"
        case 1, 2, 3, 4: "\(stem)Cell"
        case 5, 6, 7: "\(stem)CollectionCell"
        case 8: "\(stem)HeaderView"
        case 9, 10: "\(stem)View"
        case 11, 12, 13, 14: "\(stem)ViewController"
        case 15, 16: "\(stem)+Conformances"
        case 17, 18: "\(stem)Models"
        default: "\(stem)Utilities"
        }
    }

    /// Creates a writer for file `index`.
    init(index: Int, scale: Double, random: SeededRandom) {
        self.index = index
        self.scale = scale
        self.random = random
    }

    /// The stem of file `index`.
    static func stem(of index: Int) -> String {
        nouns[(index &* 7) % nouns.count] + SyntheticApp.pad(index, 5)
    }

    // MARK: - Common parts

    /// Writes the file comment and imports.
    mutating func writeHeader() {
        out.line("//")
        out.line("//  \(fileName).swift")
        out.line("//  SyntheticApp — generated for the reusable-gen benchmark (file \(index)).")
        out.line("//")
        out.line("")
        out.line("import UIKit")
        if random.chance(30) { out.line("import Combine") }
        if random.chance(20) { out.line("import os.log") }
        out.line("")
    }

    /// Writes a `///` doc comment of a few lines.
    mutating func docComment(_ subject: String) {
        out.line("/// \(subject) for the \(Self.nouns[random.int(0...(Self.nouns.count - 1))].lowercased()) screen.")
        if random.chance(60) {
            out.line("///")
            out.line("/// - Note: Keep in sync with the design system; see `\(stem)Layout` for spacing.")
            out.line("/// - Parameter value: The value shown, never `nil` once configured.")
        }
    }

    /// Writes `@IBOutlet` properties and stored state.
    mutating func outlets() {
        let kinds = ["UILabel", "UIImageView", "UIButton", "UIStackView", "UIView", "UISwitch", "UITextField"]
        for number in 0..<random.int(3...7) {
            let kind = random.pick(kinds)
            out.line("@IBOutlet private weak var \(kind.dropFirst(2).lowercased())\(number): \(kind)!")
        }
        out.line("private var cancellables = Set<AnyCancellable>()")
        out.line("private(set) var viewModel: ViewModel?")
        out.line("var onSelect: ((Int) -> Void)?")
        out.line("")
    }

    /// Writes a nested layout enum and view model struct.
    mutating func nestedTypes() {
        out.open("enum Layout")
        out.line("static let padding: CGFloat = \(random.int(4...24))")
        out.line("static let cornerRadius: CGFloat = \(random.int(2...16)).5")
        out.line("static let animationDuration: TimeInterval = 0.\(random.int(1...9))")
        out.close()
        out.line("")
        out.open("struct ViewModel: Equatable, Sendable")
        out.line("let id: UUID")
        out.line("var title: String")
        out.line("var subtitle: String?")
        out.line("var count: Int = 0")
        out.line("var tags: [String] = []")
        out.close()
        out.line("")
    }

    /// Writes `count` methods with long bodies.
    mutating func methods(_ count: Int) {
        let names = [
            "configure", "update", "reload", "render", "apply", "prepare", "bind", "refresh", "layout", "handle",
        ]
        for number in 0..<count {
            let name = random.pick(names) + "\(random.pick(Self.nouns))\(number)"
            if random.chance(50) { out.line("/// Performs step \(number) of the \(name) flow.") }
            if random.chance(15) { out.line("@objc") }
            if random.chance(10) { out.line("@available(iOS 15.0, *)") }
            let signature = random.pick([
                "func \(name)(with viewModel: ViewModel, animated: Bool = true)",
                "private func \(name)(_ items: [ViewModel]) -> [String]",
                "func \(name)() async throws",
                "fileprivate func \(name)<T: Collection>(_ values: T) -> Int where T.Element: Hashable",
                "override func \(name)(at indexPath: IndexPath)",
            ])
            out.open(signature)
            statements(max(1, Int(Double(random.int(8...20)) * scale)), depth: 0)
            if signature.contains("-> [String]") { out.line("return items.map(\\.title)") }
            if signature.contains("-> Int") { out.line("return Set(values).count") }
            out.close()
            out.line("")
        }
    }

    /// Writes the body of a cell or view class: outlets, nested types, lifecycle and methods.
    mutating func classBody(lifecycle: String) {
        outlets()
        nestedTypes()
        out.open("override func \(lifecycle)()")
        out.line("super.\(lifecycle)()")
        out.line("layer.cornerRadius = Layout.cornerRadius")
        out.line("accessibilityIdentifier = \"\(stem)\"")
        out.close()
        out.line("")
        methods(random.int(3...5))
    }
}
