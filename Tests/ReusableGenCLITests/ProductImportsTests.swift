import Foundation
import Testing

// MARK: - ProductImportsTests

/// The tool links no Foundation on Linux: loading Foundation and FoundationXML cost every run about 3.5 ms of start-up
/// (`Benchmarks/README.md`). Foundation is imported only where FoundationEssentials does not exist (Darwin before it
/// shipped), and FoundationXML nowhere: libxml2 is loaded when a file first needs it (`LibXML2`).
@Suite struct ProductImportsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func productSourcesImportFoundationOnlyWhereFoundationEssentialsIsMissing() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 150)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains("import Foundation") {
                let guarded =
                    line == "import Foundation" && index >= 3 && lines[index - 1] == "#else"
                    && lines[index - 2] == "import FoundationEssentials"
                    && lines[index - 3] == "#if canImport(FoundationEssentials)"
                if !guarded && line != "import FoundationEssentials" {
                    offenders.append("\(file):\(index + 1): \(line)")
                }
            }
        }
        #expect(offenders == [])
    }
}
