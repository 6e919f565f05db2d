import Foundation
import Testing

// MARK: - ProductImportsTests

/// The tool links no Foundation on Linux: loading Foundation and FoundationXML cost every run about 3.5 ms of start-up,
/// FoundationEssentials about 0.8 ms more (`Benchmarks/README.md`, ninth round). The product uses the C library,
/// Dispatch and the standard library only.
@Suite struct ProductImportsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func productSourcesImportNoFoundationModule() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 150)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains("import Foundation") {
                offenders.append("\(file):\(index + 1): \(line)")
            }
        }
        #expect(offenders == [])
    }
}
