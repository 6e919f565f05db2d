import Foundation
import Testing

/// Compile-time faithfulness: snippets type-checked with `swiftc` against the built stand-in
/// modules. Code the SDK rejects in Swift 6 mode must be rejected with the SDK's diagnostic
/// (a stand-in more permissive than the SDK would hide bugs in generated code), and code the SDK
/// accepts must compile without warnings. The stricter cases document where the stand-in rejects
/// SDK-valid code. Serialized: one swiftc at a time on shared machines.
@Suite(.serialized)
struct FaithfulnessTests {
    /// A snippet and the diagnostic it must produce (`nil`: it must compile cleanly).
    struct Snippet: CustomTestStringConvertible, Sendable {
        /// What the snippet shows.
        let name: String
        /// The Swift source.
        let source: String
        /// A substring of the expected error, or `nil` when the snippet must compile.
        let expectedError: String?

        /// The snippet's name in test output.
        var testDescription: String { name }
    }

    /// The snippets.
    static let snippets: [Snippet] = [
        Snippet(
            name: "UIKit register from nonisolated code",
            source: """
                import UIKit
                func f(_ t: UITableView) { t.register(UITableViewCell.self, forCellReuseIdentifier: "x") }
                """,
            expectedError: "call to main actor-isolated instance method 'register(_:forCellReuseIdentifier:)' "
                + "in a synchronous nonisolated context"),
        Snippet(
            name: "UINib from nonisolated code",
            source: """
                import UIKit
                func f() -> UINib { UINib(nibName: "x", bundle: nil) }
                """,
            expectedError: "call to main actor-isolated initializer 'init(nibName:bundle:)' in a synchronous nonisolated context"),
        Snippet(
            name: "UIStoryboard from nonisolated code",
            source: """
                import UIKit
                func f() -> UIStoryboard { UIStoryboard(name: "x", bundle: nil) }
                """,
            expectedError: "call to main actor-isolated initializer 'init(name:bundle:)' in a synchronous nonisolated context"),
        Snippet(
            name: "main-actor static let cannot satisfy a nonisolated requirement",
            source: """
                import UIKit
                protocol P { static var reuseIdentifier: String { get } }
                final class C: UITableViewCell, P { static let reuseIdentifier = "C" }
                """,
            expectedError: "conformance of 'C' to protocol 'P' crosses into main actor-isolated code"),
        Snippet(
            name: "registration handler formed in nonisolated code cannot touch the cell",
            source: """
                import UIKit
                func f() -> UICollectionView.CellRegistration<UICollectionViewCell, Int> {
                    .init { cell, _, _ in _ = cell.reuseIdentifier }
                }
                """,
            expectedError: "main actor-isolated property 'reuseIdentifier' can not be referenced from a nonisolated context"),
        Snippet(
            name: "register(nil) is ambiguous",
            source: """
                import UIKit
                @MainActor func f(_ t: UITableView) { t.register(nil, forCellReuseIdentifier: "x") }
                """,
            expectedError: "ambiguous use of 'register(_:forCellReuseIdentifier:)'"),
        Snippet(
            name: "UIKit nonisolated members compile anywhere",
            source: """
                import UIKit
                func f() -> (String, String, IndexPath, UINib.OptionsKey, Int) {
                    let path = IndexPath(item: 1, section: 0)
                    return (UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
                            IndexPath(row: 0, section: 0), .externalObjects, path.item + path.section)
                }
                func g(_ nib: UINib) -> UICollectionView.CellRegistration<UICollectionViewCell, Int> {
                    .init(cellNib: nib) { _, _, _ in }
                }
                @MainActor func h() -> UICollectionView.CellRegistration<UICollectionViewCell, Int> {
                    .init { cell, _, _ in _ = cell.reuseIdentifier }
                }
                final class Cell: UITableViewCell, Sendable { nonisolated static let reuseIdentifier = "Cell" }
                protocol P { static var reuseIdentifier: String { get } }
                final class Isolated: UITableViewCell, @MainActor P { static let reuseIdentifier = "I" }
                """,
            expectedError: nil),
        Snippet(
            name: "common UIKit initializer patterns compile",
            source: """
                import UIKit
                final class V: UIView { convenience init() { self.init(frame: .zero) } }
                final class W: UIView {
                    init(title: String) { super.init(frame: .zero) }
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                final class VC: UIViewController {
                    let id: Int
                    init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                final class VC2: UIViewController { convenience init() { self.init(nibName: "VC2", bundle: nil) } }
                @MainActor func f() {
                    _ = (UITableViewCell(), UIView(), UITableView(), UIViewController(), V(), W(title: ""))
                    _ = (UICollectionViewCell(), UITableViewHeaderFooterView(), VC(id: 1), VC2())
                }
                """,
            expectedError: nil),
        Snippet(
            name: "AppKit NSView from nonisolated code",
            source: """
                import AppKit
                func f() -> NSView { NSView(frame: .zero) }
                """,
            expectedError: "call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
        Snippet(
            name: "NSUserInterfaceItemIdentifier has no string literal conformance",
            source: """
                import AppKit
                let id: NSUserInterfaceItemIdentifier = "x"
                """,
            expectedError: "cannot convert value of type 'String' to specified type 'NSUserInterfaceItemIdentifier'"),
        Snippet(
            name: "AppKit nibs, storyboards and anchors are nonisolated",
            source: """
                import AppKit
                func f() -> (NSNib?, NSStoryboard, NSLayoutConstraint.Attribute) {
                    (NSNib(nibNamed: "x", bundle: nil), NSStoryboard(name: "x", bundle: nil), .top)
                }
                func g(_ anchor: NSLayoutXAxisAnchor, _ other: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
                    anchor.constraint(equalTo: other)
                }
                """,
            expectedError: nil),
        Snippet(
            name: "stricter than the SDK: coder-only cell must also override init(style:reuseIdentifier:)",
            source: """
                import UIKit
                final class C: UITableViewCell { required init?(coder: NSCoder) { super.init(coder: coder) } }
                """,
            expectedError: "'required' initializer 'init(__standInStyle:reuseIdentifier:)' must be provided by "
                + "subclass of 'UITableViewCell'"),
        Snippet(
            name: "stricter than the SDK: coder-only collection cell must also override init(frame:)",
            source: """
                import UIKit
                final class C: UICollectionViewCell { required init?(coder: NSCoder) { super.init(coder: coder) } }
                """,
            expectedError: "'required' initializer 'init(__standInFrame:)' must be provided by subclass of "
                + "'UICollectionReusableView'"),
        Snippet(
            name: "stricter than the SDK: NSView with its own designated initializer must also override init(frame:)",
            source: """
                import AppKit
                final class V: NSView {
                    init() { super.init(frame: .zero) }
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                """,
            expectedError: "'required' initializer 'init(__standInFrame:)' must be provided by subclass of 'NSView'"),
    ]

    /// The snippet compiles, or fails with the expected diagnostic.
    @Test(arguments: snippets)
    func typeCheck(_ snippet: Snippet) async throws {
        let output = try await Self.typeCheck(snippet.source)
        if let expected = snippet.expectedError {
            #expect(output.status != 0)
            #expect(output.text.contains(expected), "\(output.text)")
        } else {
            #expect(output.status == 0, "\(output.text)")
        }
    }

    // MARK: - swiftc

    /// Type-checks `source` in Swift 6 mode against the stand-in modules next to the test binary,
    /// waiting for swiftc without blocking a cooperative thread.
    /// - Returns: swiftc's exit status and combined output.
    static func typeCheck(_ source: String) async throws -> (status: Int32, text: String) {
        let buildDirectory = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("standin-faithfulness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let log = work.appendingPathComponent("output.txt")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-I", buildDirectory.appendingPathComponent("Modules").path,
            "-module-cache-path", buildDirectory.appendingPathComponent("ModuleCache").path,
            file.path,
        ]
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try handle.close()
        return (status, try String(contentsOf: log, encoding: .utf8))
    }
}
