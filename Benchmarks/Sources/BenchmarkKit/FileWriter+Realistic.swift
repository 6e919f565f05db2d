// MARK: - Real-shaped files

extension FileWriter {
    /// Writes the Swift file of `plan`: its declarations, then methods in its main type until the file reaches
    /// the planned size (most files of real apps are small: a type, a few members).
    mutating func writeRealistic(_ plan: RealisticFilePlan) {
        let name = plan.typeName
        out.line("//")
        out.line("//  \(plan.fileName).swift")
        out.line("//  RealApp")
        out.line("//")
        out.line("")
        out.line(
            plan.role == .models || plan.role == .protocols || plan.role == .utilities
                ? "import Foundation" : "import UIKit")
        if random.chance(15) { out.line("import Combine") }
        out.line("")
        switch plan.role {
        case .nibTableCell:
            mainClass(plan, "final class \(name): UITableViewCell, NibReusable", lifecycle: "awakeFromNib")
        case .nibCollectionCell:
            mainClass(plan, "final class \(name): UICollectionViewCell, NibReusable", lifecycle: "awakeFromNib")
        case .nibView: mainClass(plan, "final class \(name): UIView, NibLoadable", lifecycle: "awakeFromNib")
        case .storyboardController:
            mainClass(plan, "final class \(name): UIViewController, StoryboardBased", lifecycle: "viewDidLoad")
        case .codeTableCell:
            mainClass(plan, "final class \(name): UITableViewCell, Reusable", lifecycle: "prepareForReuse")
        case .codeCollectionCell:
            mainClass(plan, "final class \(name): UICollectionViewCell, Reusable", lifecycle: "prepareForReuse")
        case .headerFooterView:
            mainClass(plan, "final class \(name): UITableViewHeaderFooterView, Reusable", lifecycle: "prepareForReuse")
        case .plainTableCellWithXIB, .plainCell:
            mainClass(plan, "final class \(name): UITableViewCell", lifecycle: "awakeFromNib")
        case .plainCollectionCellWithXIB:
            mainClass(plan, "final class \(name): UICollectionViewCell", lifecycle: "awakeFromNib")
        case .plainViewWithXIB, .plainView: mainClass(plan, "class \(name): UIView", lifecycle: "layoutSubviews")
        case .plainControllerWithXIB, .plainStoryboard, .plainController:
            mainClass(plan, "final class \(name): UIViewController", lifecycle: "viewDidLoad")
        case .service: mainClass(plan, "final class \(name)", lifecycle: nil)
        case .models: writeModelsFile(plan)
        case .extensions: writeExtensionsFile(plan)
        case .protocols: writeProtocolsFile(plan)
        case .utilities:
            out.open("enum \(name)")
            fill(plan)
            out.close()
        }
    }

    /// The main class: outlets for classes with an IB file, a lifecycle method, the uses of an earlier adopting
    /// cell in controllers, then methods up to the file's size; sometimes a second, small class follows.
    private mutating func mainClass(_ plan: RealisticFilePlan, _ header: String, lifecycle: String?) {
        if plan.swiftBytes > 1_500 { docComment("The \(plan.stem) \(plan.role.suffix.lowercased())") }
        out.open(header)
        if plan.role.hasInterfaceFile {
            for number in 0..<random.int(1...4) {
                out.line("@IBOutlet private weak var label\(number): UILabel!")
            }
        }
        if let lifecycle {
            out.open("override func \(lifecycle)()")
            out.line("super.\(lifecycle)()")
            if lifecycle == "viewDidLoad", random.chance(40),
                let cell = RealisticFilePlan.nearest(
                    before: plan.index, seed: appSeed, roles: [.codeTableCell, .nibTableCell])
            {
                out.line("tableView.register(cellType: \(cell.typeName).self)")
            }
            out.close()
            out.line("")
        }
        fill(plan)
        out.close()
        out.line("")
        if plan.swiftBytes > 1_000, random.chance(25) {
            out.open("private final class \(plan.stem)Coordinator")
            out.line("weak var owner: AnyObject?")
            out.line("func start() { owner = nil }")
            out.close()
            out.line("")
        }
    }

    /// Value types and, sometimes, a class holding them.
    private mutating func writeModelsFile(_ plan: RealisticFilePlan) {
        out.open("struct \(plan.typeName): Codable, Hashable, Sendable")
        for number in 0..<random.int(2...8) {
            out.line("var field\(number): \(random.pick(["String", "Int", "Double?", "[String]", "Date", "URL?"]))")
        }
        fill(plan)
        out.close()
        out.line("")
        if random.chance(20) {
            out.open("final class \(plan.stem)Store: ObservableObject")
            out.line("@Published private(set) var items: [\(plan.typeName)] = []")
            out.close()
            out.line("")
        }
    }

    /// Extensions of framework types and of an earlier file's controller.
    private mutating func writeExtensionsFile(_ plan: RealisticFilePlan) {
        let extended = RealisticFilePlan.nearest(before: plan.index, seed: appSeed, roles: [.plainController])
        out.open("extension \(extended?.typeName ?? "UIViewController")")
        fill(plan)
        out.close()
        out.line("")
        out.open("extension String")
        out.line("var isBlank: Bool { allSatisfy(\\.isWhitespace) }")
        out.close()
        out.line("")
    }

    /// Protocols with a default implementation.
    private mutating func writeProtocolsFile(_ plan: RealisticFilePlan) {
        out.open("protocol \(plan.typeName): AnyObject")
        out.line("associatedtype Output")
        out.line("func provide() async throws -> Output")
        out.close()
        out.line("")
        out.open("extension \(plan.typeName)")
        fill(plan)
        out.close()
        out.line("")
    }

    /// Methods of a few statements each until the file is as close to the plan's size as a whole method allows.
    private mutating func fill(_ plan: RealisticFilePlan) {
        let names = ["configure", "update", "reload", "render", "apply", "prepare", "bind", "refresh", "handle"]
        var number = 0
        while out.text.utf8.count < plan.swiftBytes {
            // Near the end, keep the text before the method, to drop the method if it overshoots more than it fills.
            let before = out.text.utf8.count + 2_000 > plan.swiftBytes ? out : nil
            if random.chance(40) { out.line("/// Performs step \(number) of the flow.") }
            out.open("func \(random.pick(names))\(random.pick(Self.nouns))\(number)()")
            statements(random.int(1...6), depth: 0)
            out.close()
            out.line("")
            number += 1
            if number > 1, let before, out.text.utf8.count - plan.swiftBytes > plan.swiftBytes - before.text.utf8.count
            {
                out = before
                return
            }
        }
    }
}
