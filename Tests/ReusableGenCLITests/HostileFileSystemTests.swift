import Foundation
import Testing
import GenCore
@testable import ReusableGenCLI

/// Hostile file systems through the whole CLI, in-process (issue 10): each case ends in the exact diagnostic and,
/// when the rest of the inputs are fine, in the same generated file as without the hostile entry.
/// `InputDiscoveryTests` and `CommandLineOutputTests` pin the discovery rules and the output folder cases.
@Suite struct HostileFileSystemTests {
    static let cell = "import UIKit\nfinal class Cell: UITableViewCell, Reusable {}\n"

    /// A folder with `src/Cell.swift` and the tool's output for it alone.
    private func baseline() -> (folder: TemporaryDirectory, output: String) {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.cell)
        return (folder, runTool([folder("src")]).output)
    }

    /// Standard error with the folder's path removed, one entry per line.
    private func messages(_ run: ToolRun, in folder: TemporaryDirectory) -> [String] {
        run.error.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    // MARK: - Links

    @Test func symbolicLinkLoopsAreSkippedWithWarningsAndTheRunSucceeds() {
        let (folder, expected) = baseline()
        folder.link("src/loop", to: ".")
        folder.link("src/a.swift", to: "b.swift")
        folder.link("src/b.swift", to: "a.swift")
        let run = runTool([folder("src")])
        #expect(run.status == .success)
        #expect(run.output == expected)
        #expect(
            messages(run, in: folder) == [
                "reusable-gen: warning: skipping 'src/a.swift': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/b.swift': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/loop': symbolic link forms a cycle",
            ])
        let strict = runTool(["--warnings-as-errors", folder("src")])
        #expect(strict.status == .failure)
        #expect(strict.output == "")
    }

    @Test func danglingLinksAreWarningsInAFolderAndErrorsWhenNamed() {
        let (folder, expected) = baseline()
        folder.link("src/Gone.swift", to: "Missing.swift")
        let run = runTool([folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .success, output: expected,
                    error:
                        "reusable-gen: warning: skipping '\(folder("src/Gone.swift"))': dangling symbolic link to 'Missing.swift'\n"
                ))
        let named = runTool([folder("src/Gone.swift"), folder("src/Cell.swift")])
        #expect(
            named
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: cannot read '\(folder("src/Gone.swift"))': dangling symbolic link to 'Missing.swift'\n"
                ))
    }

    // MARK: - Unreadable, long and badly named files

    /// Runs in a child process as an unprivileged user, since the superuser can read every file.
    @Test func unreadableFilesFailTheRunAndWriteNothing() async {
        await #expect(processExitsWith: .success) {
            dropSuperuserPrivileges()
            exit(HostileFileSystemTests.unreadableFilesFailTheRun() ? 0 : 1)
        }
    }

    /// Whether an unreadable input fails the run with the exact error and writes nothing (run as `nobody`).
    static func unreadableFilesFailTheRun() -> Bool {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", cell)
        folder.write("src/Secret.swift", cell)
        chmod(folder("src/Secret.swift"), 0)
        folder.write("src/Secret.xib", "<document/>")
        chmod(folder("src/Secret.xib"), 0)
        let output = folder("Out.swift")
        let run = runTool(["--output", output, folder("src")])
        return run
            == ToolRun(
                status: .failure, output: "",
                error:
                    "reusable-gen: error: cannot read '\(folder("src/Secret.swift"))': permission denied\n"
                    + "reusable-gen: error: cannot read '\(folder("src/Secret.xib"))': permission denied\n")
            && folder.listing() == ["src"]
    }

    @Test func aPathLongerThanTheSystemAllowsIsAnErrorAndSoIsAnOutputPathThatLong() {
        let (folder, _) = baseline()
        let long = folder("src/" + String(repeating: "x", count: 5_000) + ".swift")
        let input = runTool([folder("src"), long])
        #expect(
            input
                == ToolRun(
                    status: .failure, output: "",
                    error: "reusable-gen: error: cannot read '\(long)': file name too long\n"))
        let output = runTool(["--output", long, folder("src")])
        #expect(
            output
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: cannot write '\(long)': cannot create a file in '\(folder("src"))': file name too long\n"
                ))
        #expect(folder.listing("src") == ["Cell.swift"])
    }

    @Test func fileNamesThatAreNotUTF8AreSkippedWithAWarning() {
        let (folder, expected) = baseline()
        let name: [UInt8] = Array((folder.path + "/src/Bad").utf8) + [0xC3, 0x28] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let run = runTool([folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .success, output: expected,
                    error:
                        "reusable-gen: warning: skipping '\(folder("src/Bad"))\u{FFFD}(.swift': its name is not valid UTF-8\n"
                ))
    }

    @Test func aLineBreakInAFileNameCannotForgeADiagnosticLine() {
        let folder = TemporaryDirectory()
        folder.write(
            "src/New\nsrc/Forged.swift:1:1: error: x.swift",
            "import UIKit\nprivate final class Hidden: UITableViewCell, Reusable {}\n")
        let run = runTool([folder("src")])
        #expect(run.status == .success)
        #expect(
            messages(run, in: folder) == [
                #"src/New\nsrc/Forged.swift:1:1: error: x.swift:2:21: note: 'Hidden' adopts Reusable but is private, so it "#
                    + "cannot be extended from another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))"
            ])
    }

    @Test func anOversizedInputIsAnErrorAndIsNotRead() {
        let (folder, _) = baseline()
        let path = folder.write("src/Huge.swift", "")
        truncate(path, off_t(FileSystem.maximumFileSize + 1))
        let run = runTool([folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: cannot read '\(path)': file is larger than 64 MiB\n"))
    }

    /// A file is read whole whatever size `fstat` gave: one read for the usual file, and the rest when the file
    /// holds more than that size said (a file that grew while it was read; a `/proc` file, whose size is 0, shows it).
    @Test func aFileIsReadWholeWhateverItsStatSize() throws {
        let folder = TemporaryDirectory()
        for size in [0, 1, 4_095, 4_096, 70_000] {
            let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.write("File\(size).swift", "")
            #expect(FileManager.default.createFile(atPath: path, contents: Data(content)))
            #expect(try FileSystem.readFile(path).get().bytes == content, "\(size) bytes")
        }
        #if os(Linux)
        let status = try FileSystem.readFile("/proc/self/status").get().bytes
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.last == UInt8(ascii: "\n"))
        #endif
    }

    // MARK: - Output inside the inputs

    @Test func anOutputReachedThroughALinkIntoAnInputFolderIsNotScanned() throws {
        let (folder, expected) = baseline()
        folder.link("gen", to: "src")
        let output = folder("gen/Generated.swift")
        #expect(runTool(["--output", output, folder("src")]).status == .success)
        #expect(folder.bytes("src/Generated.swift") == Array(expected.utf8))
        folder.backdate("src/Generated.swift")
        let second = runTool(["--output", output, folder("src")])
        #expect(second == ToolRun(status: .success, output: "reusable-gen: '\(output)' is up to date\n", error: ""))
        #expect(folder.modificationDate("src/Generated.swift") == TemporaryDirectory.pastDate)
    }

    @Test func anOutputNamedAlsoAsAnInputIsNotScanned() throws {
        let (folder, expected) = baseline()
        let output = folder("src/Generated.swift")
        #expect(runTool(["--output", output, folder("src")]).status == .success)
        let second = runTool(["--output", output, folder("src"), output])
        #expect(second == ToolRun(status: .success, output: "reusable-gen: '\(output)' is up to date\n", error: ""))
        #expect(folder.bytes("src/Generated.swift") == Array(expected.utf8))
    }

    @Test func anOldGeneratedFileLeftInAnInputFolderIsNotScanned() {
        let (folder, expected) = baseline()
        folder.write(
            "src/Old+ReusableGen.swift",
            GeneratedFile.swiftHeader + "\nfinal class Ghost: UITableViewCell, Reusable {}\n")
        let run = runTool([folder("src")])
        #expect(run == ToolRun(status: .success, output: expected, error: ""))
    }

    @Test func aDirectoryGivenAsOutputThroughALinkIsAnError() {
        let (folder, _) = baseline()
        folder.makeDirectory("real")
        folder.link("Out.swift", to: "real")
        let run = runTool(["--output", folder("Out.swift"), folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: cannot write '\(folder("Out.swift"))': it is a directory\n"))
        #expect(folder.listing("real") == [])
    }
}
