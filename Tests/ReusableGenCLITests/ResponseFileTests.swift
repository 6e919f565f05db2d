import Foundation
import Testing
@testable import ReusableGenCLI

/// `@FILE` arguments: a run with a response file must be the same run as with its lines on the command line.
@Suite struct ResponseFileTests {
    static let cell = "import UIKit\nfinal class ProfileCell: UITableViewCell, Reusable {}\n"

    // MARK: - Same run as inline

    @Test func pathsWithSpacesAndOptionsReadFromAFileRunAsInline() {
        let folder = TemporaryDirectory()
        let cell = folder.write("My Screens/Profile Cell.swift", Self.cell)
        let other = folder.write(
            "Other  Folder/ Leading Space.swift", "import UIKit\nfinal class PlainCell: UITableViewCell, Reusable {}\n")
        let inline = ["--module-name", "My App", "--platform", "uikit", "--", cell, other]
        folder.write("args.txt", inline.joined(separator: "\n") + "\n")

        let expected = runTool(inline)
        #expect(expected.status == .success, "\(expected.error)")
        #expect(
            expected.output.contains("extension ProfileCell {") && expected.output.contains("extension PlainCell {"))
        #expect(runTool(["@" + folder("args.txt")]) == expected)
    }

    @Test func optionsBeforeAndPathsInTheFileCombineAsInline() throws {
        let folder = TemporaryDirectory()
        let cell = folder.write("Cells/Profile Cell.swift", Self.cell)
        let output = folder("Out Put/Generated.swift")
        folder.makeDirectory("Out Put")
        folder.write("inputs.rsp", "--\n\(cell)\n")

        // The inline run wrote the file, with what the same run prints when it has no `--output`.
        let inline = runTool(["--output", output, "--module-name", "App", "--", cell])
        #expect(inline == ToolRun(status: .success, output: "reusable-gen: wrote '\(output)'\n", error: ""))
        let printed = runTool(["--module-name", "App", "--", cell])
        #expect(printed.status == .success && printed.output.contains("extension ProfileCell {"), "\(printed)")
        let generated = try #require(folder.bytes("Out Put/Generated.swift"), "the inline run wrote no \(output)")
        #expect(generated == Array(printed.output.utf8))
        // Gone before the run from the response file, which must write it again.
        try FileManager.default.removeItem(atPath: output)
        try #require(folder.bytes("Out Put/Generated.swift") == nil)

        let fromFile = runTool(["--output", output, "--module-name", "App", "@" + folder("inputs.rsp")])
        #expect(fromFile == inline)
        #expect(folder.bytes("Out Put/Generated.swift") == generated)
    }

    @Test func emptyLinesAndCarriageReturnsAreNotArguments() {
        let folder = TemporaryDirectory()
        let cell = folder.write("A.swift", Self.cell)
        folder.write("args.txt", "\n\n--module-name\r\nApp\n\n\r\n--\n\(cell)\r\n\n")

        #expect(
            ResponseFile.arguments(in: Array("\n\n--module-name\r\nApp\n\n\r\n--\nx\r\n\n".utf8))
                == ["--module-name", "App", "--", "x"])
        #expect(runTool(["@" + folder("args.txt")]) == runTool(["--module-name", "App", "--", cell]))
    }

    @Test func aMissingInputListedInTheFileFailsAsInline() {
        let folder = TemporaryDirectory()
        let cell = folder.write("A.swift", Self.cell)
        let missing = folder("No Such Cell.swift")
        folder.write("args.txt", "--\n\(cell)\n\(missing)\n")

        let inline = runTool(["--", cell, missing])
        #expect(inline.status == .failure)
        #expect(inline.error.contains(missing), "\(inline.error)")
        #expect(runTool(["@" + folder("args.txt")]) == inline)
    }

    @Test func helpInAResponseFileIsHelp() {
        let folder = TemporaryDirectory()
        folder.write("args.txt", "--help\n")
        #expect(runTool(["@" + folder("args.txt")]) == runTool(["--help"]))
    }

    // MARK: - Errors

    @Test func aMissingResponseFileIsAnErrorNamingIt() {
        let folder = TemporaryDirectory()
        let path = folder("missing args.txt")
        #expect(
            runTool(["--module-name", "App", "@" + path])
                == ToolRun(
                    status: .usage, output: "",
                    error: "reusable-gen: error: cannot read response file '\(path)': no such file or directory\n"))
    }

    @Test func aDirectoryIsNotAResponseFile() {
        let folder = TemporaryDirectory()
        #expect(
            runTool(["@" + folder.path])
                == ToolRun(
                    status: .usage, output: "",
                    error: "reusable-gen: error: cannot read response file '\(folder.path)': is a directory\n"))
    }

    @Test func aResponseFileThatIsNotUTF8IsAnError() {
        let folder = TemporaryDirectory()
        let path = folder("args.txt")
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x41, 0x0A, 0xFF, 0xFE, 0x0A]))
        #expect(
            runTool(["@" + path])
                == ToolRun(
                    status: .failure, output: "",
                    error: "reusable-gen: error: response file '\(path)' is not valid UTF-8\n"))
    }

    @Test func aBareAtSignIsAUsageError() {
        #expect(
            runTool(["src", "@"])
                == ToolRun(
                    status: .usage, output: "",
                    error: "reusable-gen: error: '@' must be followed by a response file path (as in @arguments.txt)\n")
        )
    }

    // MARK: - `--` and nesting

    @Test func argumentsAfterDoubleDashStayLiteral() throws {
        #expect(
            try ResponseFile.expand(["a.swift", "--", "@missing.txt", "@"]) == ["a.swift", "--", "@missing.txt", "@"])
    }

    @Test func aDoubleDashInAFileEndsExpansionForWhatFollows() throws {
        let folder = TemporaryDirectory()
        folder.write("paths.txt", "--\n@Literal.swift\n")
        let expanded = try ResponseFile.expand(["--quiet", "@" + folder("paths.txt"), "@after.swift"])
        #expect(expanded == ["--quiet", "--", "@Literal.swift", "@after.swift"])
        #expect(try CommandLineArguments.parse(expanded).paths == ["@Literal.swift", "@after.swift"])
    }

    @Test func responseFilesDoNotNestAndOptionValuesMayStartWithAt() throws {
        let folder = TemporaryDirectory()
        folder.write("outer.txt", "@" + folder("inner.txt") + "\n")
        folder.write("inner.txt", "never.swift\n")
        #expect(try ResponseFile.expand(["@" + folder("outer.txt")]) == ["@" + folder("inner.txt")])
        #expect(try ResponseFile.expand(["--output=@out.swift", "x"]) == ["--output=@out.swift", "x"])
    }

    @Test func severalResponseFilesExpandInPlace() throws {
        let folder = TemporaryDirectory()
        folder.write("one.txt", "--module-name\nApp\n")
        folder.write("two.txt", "a.swift\nb c.swift\n")
        #expect(
            try ResponseFile.expand(["--quiet", "@" + folder("one.txt"), "x.swift", "@" + folder("two.txt")])
                == ["--quiet", "--module-name", "App", "x.swift", "a.swift", "b c.swift"])
    }
}
