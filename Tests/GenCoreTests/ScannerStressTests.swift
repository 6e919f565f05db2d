import Foundation
import Testing
@testable import GenCore

/// Hostile shapes through the whole front end (lexer, scanner, model): no crash, no stack overflow, exact results.
@Suite struct ScannerStressTests {
    static func model(_ bytes: [UInt8]) -> Model {
        ModelBuilder.build(
            scanEveryFile([SourceFile(path: "Stress.swift", bytes: bytes)]), options: GenerationOptions())
    }

    @Test func hundredThousandNestedBracesEndingInACell() {
        let depth = 100_000
        var text = String(repeating: "{", count: depth)
        text += "final class Deep: UITableViewCell, Reusable {}"
        text += String(repeating: "}", count: depth)
        text += "\nfinal class Shallow: UITableViewCell, Reusable {}\n"
        let model = Self.model(Array(text.utf8))
        // The inner class is local to a code block; the one after the braces is at file scope.
        #expect(summary(model) == ["Shallow tableViewCell [Reusable]"])
        #expect(model.diagnostics.map(\.message).contains { $0.hasPrefix("'Deep' adopts Reusable but is local") })
    }

    @Test func deeplyNestedTypesAreCappedWithAWarning() {
        var text = ""
        for index in 0..<20_000 { text += "enum E\(index) {\n" }
        text += "final class TooDeep: UICollectionViewCell, Reusable {}\n"
        text += String(repeating: "}\n", count: 20_000)
        text += "final class Cell: UICollectionViewCell, Reusable {}\n"
        let model = Self.model(Array(text.utf8))
        #expect(summary(model) == ["Cell collectionViewCell [Reusable]"])
        #expect(
            model.diagnostics.map(\.formatted) == [
                "Stress.swift:257:11: warning: declarations nested more than 256 types, extensions or #if blocks deep are not scanned"
            ])
    }

    @Test func deeplyNestedConditionsAreCappedToo() {
        let text =
            String(repeating: "#if A\n", count: 10_000) + "final class Cell: UITableViewCell, Reusable {}\n"
            + String(repeating: "#endif\n", count: 10_000) + "final class Top: UITableViewCell, Reusable {}\n"
        let model = Self.model(Array(text.utf8))
        #expect(summary(model) == ["Top tableViewCell [Reusable]"])
        #expect(model.diagnostics.count == 1)
    }

    @Test func fiftyMegabyteFile() {
        let chunk = """
            /// A cell.
            final class Cell: UITableViewCell, Reusable {
                func configure(_ text: String) { label.text = "\\(text) { } class X: Reusable" }
                let pattern = /[a-z]+\\//
            }

            """
        let count = 50_000_000 / chunk.utf8.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * chunk.utf8.count)
        for _ in 0..<count { bytes.append(contentsOf: chunk.utf8) }
        let model = Self.model(bytes)
        #expect(model.types.count == count)
        #expect(Set(model.types.map(\.name)) == ["Cell"])
    }

    @Test func invalidUTF8AndNULBytesAroundADeclaration() {
        var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0xC0, 0x80, 0x0A]
        bytes += Array("final class Cell\u{0}: UITableViewCell, Reusable {}\n".utf8)
        bytes += [0x80, 0xBF, 0x00, 0x0A]
        bytes += Array("final class Other: UITableViewCell, Reusable { let x = \"\u{FFFD}\" }\n".utf8)
        let model = Self.model(bytes)
        #expect(summary(model) == ["Cell tableViewCell [Reusable]", "Other tableViewCell [Reusable]"])
    }
}
