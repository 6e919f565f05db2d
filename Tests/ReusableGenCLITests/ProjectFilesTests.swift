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
