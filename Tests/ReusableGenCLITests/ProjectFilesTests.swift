import Foundation
import Testing
@testable import ReusableGenCLI

/// The files a newcomer reads first agree with the code: the version is defined once, in `CommandLineArguments`,
/// and the changelog's latest release and the README's install line name that version.
@Suite struct ProjectFilesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theChangelogsLatestReleaseIsTheToolsVersion() throws {
        let releases = try Self.text("CHANGELOG.md").split(separator: "\n")
            .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let latest = try #require(releases.first)
        #expect(latest.hasPrefix("## [\(CommandLineArguments.version)] - "), "\(latest)")
    }

    @Test func theReadmeInstallsTheToolsVersion() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("from: \"\(CommandLineArguments.version)\")"))
    }

    /// The README a newcomer reads top to bottom: short, the two commands first, Installation early, the option
    /// table the one `Option.all` gives (`--help` prints the same options).
    @Test func theReadmeIsShortAndStartsWithTheTwoCommands() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 300, "README.md has \(lines.count) lines")
        let installation = try #require(lines.firstIndex(of: "## Installation"))
        #expect(installation + 1 < 80, "Installation starts at line \(installation + 1)")
        let commands = lines.prefix(installation).filter { $0.hasPrefix("swift ") }
            .map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) }
        #expect(
            commands == [
                "swift run reusable-gen Examples/SampleApp", "swift test",
            ])
    }

    @Test func theReadmesOptionTableIsTheOptionTable() throws {
        let readme = try Self.text("README.md")
        #expect(
            readme.contains("\n" + CommandLineArguments.markdownTable),
            "paste this table into README.md:\n\(CommandLineArguments.markdownTable)")
        for option in Option.all where option.name != nil {
            for subcommand in Option.Subcommand.allCases {
                #expect(
                    CommandLineArguments.helpText(for: subcommand).contains("\n  \(option.signature)\n")
                        == option.subcommands.contains(subcommand))
            }
        }
    }

    /// The folder map names every folder of GenCore.
    @Test func theArchitectureMapNamesEveryGenCoreFolder() throws {
        let map = try Self.text("docs/architecture.md")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Sources/GenCore").path)
        #expect(folders.count >= 10)
        for folder in folders {
            #expect(map.contains("\n  \(folder)/ "), "docs/architecture.md's Folders map lacks \(folder)/")
        }
    }

    /// Nothing cites a file outside the repository, and every relative link of the documentation leads to a file.
    @Test func theDocumentationStandsAlone() throws {
        let outside = "design" + ".md"
        for folder in ["Sources", "Tests", "docs", "Tools", "Plugins", "Templates"] {
            let root = Self.repository.appendingPathComponent(folder)
            for path in FileManager.default.subpaths(atPath: root.path) ?? []
            where [".swift", ".md", ".mustache"].contains(where: path.hasSuffix) && !path.contains(".build") {
                let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
                #expect(!text.contains(outside), "\(folder)/\(path) cites \(outside)")
            }
        }
        let pages =
            ["README.md", "CONTRIBUTING.md"]
            + (try FileManager.default.contentsOfDirectory(
                atPath: Self.repository.appendingPathComponent("docs").path)).filter { $0.hasSuffix(".md") }.map {
                "docs/" + $0
            }
        for page in pages {
            let text = try Self.text(page)
            let base = Self.repository.appendingPathComponent(page).deletingLastPathComponent()
            for link in text.components(separatedBy: "](").dropFirst() {
                let target = String(link.prefix { $0 != ")" && $0 != "#" })
                // docs/installation.md comes with the prebuilt artifact bundle's branch.
                if target.isEmpty || target.contains(":") || target.hasSuffix("installation.md") { continue }
                #expect(
                    FileManager.default.fileExists(atPath: base.appendingPathComponent(target).path),
                    "\(page) links to \(target), which does not exist")
            }
        }
    }

    @Test(arguments: ["LICENSE", "CONTRIBUTING.md", "CHANGELOG.md", "docs/architecture.md", ".swift-format"])
    func theProjectFilesExist(name: String) throws {
        #expect(try !Self.text(name).isEmpty)
    }

    /// GenCore's stages are pure: only ReusableGenCLI reads and writes files. The spellings of Foundation's and the C
    /// library's file-system calls must not appear in its sources.
    @Test func genCoreTouchesNoFileSystem() throws {
        let folder = Self.repository.appendingPathComponent("Sources/GenCore")
        let forbidden = [
            "FileManager", "FileHandle", "contentsOfFile", "Data(contentsOf", ".write(to", "fopen(", "fwrite(",
            "mkdir(", "unlink(", "rename(",
        ]
        var files = 0
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".swift") {
            files += 1
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for spelling in forbidden {
                #expect(!text.contains(spelling), "Sources/GenCore/\(path) uses \(spelling)")
            }
        }
        #expect(files > 50)
    }
}
