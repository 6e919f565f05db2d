#if SwiftSyntax
import BenchmarkKit
import Dispatch
import GenCore
import SwiftParser
import SwiftSyntax

// MARK: - swift-syntax stages

/// swift-syntax's `Parser.parse` on the same files, on one core and on all cores; compiled only with the
/// `SwiftSyntax` trait (`swift run -c release --traits SwiftSyntax reusable-gen-benchmark`).
enum SwiftSyntaxStages {
    /// Both stages, in table order.
    static let all = [serial, parallel]

    /// `Parser.parse(source:)` on every file, one after another.
    static let serial = Stage(id: "swiftsyntax", title: "swift-syntax Parser.parse, 1 core", preloadsFiles: true) {
        input in
        var nodes = 0
        for file in input.files {
            let tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            nodes += tree.statements.count + (tree.hasError ? 1_000_000 : 0)
        }
        return nodes
    }

    /// `Parser.parse(source:)` on every file, spread over all cores with `concurrentPerform`.
    static let parallel = Stage(
        id: "swiftsyntax-par", title: "swift-syntax Parser.parse, all cores", preloadsFiles: true,
        isCheckBaseline: false
    ) { input in
        let files = input.files
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let tree = files[position].bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            precondition(tree.statements.count >= 0)
        }
        return files.count
    }
}
#endif
