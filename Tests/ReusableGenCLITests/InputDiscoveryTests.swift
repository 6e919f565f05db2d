import Foundation
import Testing
import GenCore
@testable import ReusableGenCLI

@Suite struct InputDiscoveryTests {
    private func find(_ folder: TemporaryDirectory, _ paths: [String], excludes: [String] = [])
        -> (paths: [String], messages: [String])
    {
        let discovery = InputDiscovery(excludes: excludes.map(GlobPattern.init))
        let inputs = discovery.discover(paths.map { folder($0) })
        let found = (inputs.swiftFiles + inputs.interfaceFiles).map(\.path).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        let diagnostics = inputs.diagnostics
        let prefix = folder.path + "/"
        let relative = found.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        let messages = diagnostics.sorted().map { $0.formatted.replacingOccurrences(of: prefix, with: "") }
        return (relative, messages)
    }

    private func tree() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        for path in [
            "src/b.swift", "src/A.swift", "src/Cells/Cell.xib", "src/Cells/Cell.swift", "src/Main.storyboard",
            "src/readme.md", "src/.hidden/H.swift", "src/.build/B.swift", "src/.build-linux/C.swift",
            "src/App.xcodeproj/X.swift", "src/App.xcworkspace/W.swift", "src/Base.lproj/Main.storyboard",
            "src/Legacy/Old.swift", "src/Legacy/Deep/Older.swift", "src/CellTests.swift", "src/.swift",
        ] {
            folder.write(path, "")
        }
        return folder
    }

    // MARK: - Order and skipping

    @Test(arguments: [
        ("Sources/Cell.swift", "Cell.swift"), ("Sources/", "Sources"), ("Sources//", "Sources"),
        ("Cell.swift", "Cell.swift"),
        ("/", "/"), ("", ""), ("/tmp/Ünïcode.xib", "Ünïcode.xib"),
    ])
    func theLastComponentOfANamedPath(_ path: String, _ component: String) {
        #expect(InputDiscovery.lastComponent(of: path) == component)
    }

    @Test func findsInputsSortedAndSkipsHiddenBuildAndProjectFolders() {
        let result = find(tree(), ["src"])
        #expect(result.messages == [])
        #expect(
            result.paths == [
                "src/A.swift", "src/Base.lproj/Main.storyboard",
                "src/CellTests.swift", "src/Cells/Cell.swift", "src/Cells/Cell.xib", "src/Legacy/Deep/Older.swift",
                "src/Legacy/Old.swift", "src/Main.storyboard", "src/b.swift",
            ])
    }

    @Test func orderDoesNotDependOnArgumentOrderAndEachFileIsFoundOnce() {
        let folder = tree()
        let forward = find(folder, ["src/Cells", "src/A.swift", "src"])
        let backward = find(folder, ["src", "src/A.swift", "src/Cells"])
        #expect(forward.paths == backward.paths)
        #expect(forward.paths.count == Set(forward.paths).count)
        #expect(forward.paths.count == 9)
    }

    /// The walk takes each folder's entries in byte order; a name that continues another with a byte below `/`
    /// puts the paths out of that order, and they are sorted.
    @Test func pathsAreSortedByteWiseWhereTheFoldersOrderIsNotThePathsOrder() {
        let folder = TemporaryDirectory()
        for path in ["src/a/x.swift", "src/a-b.swift", "src/a.swift", "src/a!c.swift", "src/b/y.swift"] {
            folder.write(path, "")
        }
        let result = find(folder, ["src"])
        #expect(result.messages == [])
        #expect(result.paths == ["src/a!c.swift", "src/a-b.swift", "src/a.swift", "src/a/x.swift", "src/b/y.swift"])
    }

    /// Surveying, each Swift file comes as its survey, in the search's order: a file that mentions a mixin scanned
    /// (its bytes kept in the scan), another known by its words alone, a generated file as such; XIBs and
    /// storyboards come whole, and no Swift file does.
    @Test func surveyingKeepsTheBytesOnlyOfTheFilesItScans() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "final class Cell: UITableViewCell, Reusable {}\n")
        folder.write("src/Model.swift", "struct Model {}\n")
        folder.write("src/Out.swift", GeneratedFile.swiftHeader + "\n")
        folder.write("src/Cell.xib", "<document/>\n")
        let inputs = InputDiscovery().discover([folder("src")], surveying: true)
        #expect(inputs.diagnostics == [])
        #expect(inputs.swiftFiles.isEmpty)
        #expect(inputs.interfaceFiles.map(\.path) == [folder("src/Cell.xib")])
        #expect(inputs.surveyedSwiftFiles.map(\.path) == ["Cell", "Model", "Out"].map { folder("src/\($0).swift") })
        let surveys = inputs.surveyedSwiftFiles.map(\.survey)
        guard surveys.count == 3, case .seed(let cell) = surveys[0], case .unread = surveys[1],
            case .generated = surveys[2]
        else {
            Issue.record("surveys: \(surveys)")
            return
        }
        #expect(cell.types.map(\.name) == ["Cell"])
    }

    /// Many named paths, as a build plugin's response file gives them: the walk finds and reports them in the order
    /// of the paths (the diagnostics are checked unsorted); discovery reads the named files at once and walks the
    /// others, with the same files and the same diagnostics.
    @Test func manyNamedPathsAreFoundAndReportedInTheirOrder() {
        let folder = TemporaryDirectory()
        var named: [String] = []
        var expectedPaths: [String] = []
        var expectedMessages: [String] = []
        // Indexes of three digits: the paths' order is their byte order, so the found paths need no sorting.
        for index in 100..<250 {
            switch index % 3 {
            case 0:
                folder.write("src/File\(index).swift", "")
                expectedPaths.append(folder("src/File\(index).swift"))
                named.append(folder("src/File\(index).swift"))
            case 1:
                named.append(folder("src/Gone\(index).swift"))
                expectedMessages.append(
                    "reusable-gen: error: cannot read '\(folder("src/Gone\(index).swift"))': no such file or directory")
            default:
                folder.write("src/Note\(index).txt", "")
                named.append(folder("src/Note\(index).txt"))
                expectedMessages.append(
                    "reusable-gen: note: ignoring '\(folder("src/Note\(index).txt"))': not a .swift, .xib or .storyboard file"
                )
            }
        }
        let (paths, diagnostics) = InputDiscovery().findFiles(named)
        #expect(paths.count == 50)
        #expect(paths == expectedPaths)
        #expect(diagnostics.map(\.formatted) == expectedMessages)
        let inputs = InputDiscovery().discover(named)
        #expect(inputs.swiftFiles.map(\.path) == expectedPaths)
        #expect(inputs.diagnostics.map(\.formatted).sorted() == expectedMessages.sorted())
    }

    /// `src/A.swift` and `src/sub/X.swift`, with links to them: `src/inner` to `sub`, `src/Alias.swift` to
    /// `A.swift` and `linked` to `src`.
    private func linkedTree() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write("src/sub/X.swift", "")
        folder.write("src/A.swift", "")
        folder.link("src/inner", to: "sub")
        folder.link("src/Alias.swift", to: "A.swift")
        folder.link("linked", to: "src")
        return folder
    }

    @Test func aFileReachedTwiceBelowOneFolderIsFoundOnce() {
        let result = find(linkedTree(), ["src"])
        #expect(result.messages == [])
        #expect(result.paths == ["src/A.swift", "src/inner/X.swift"])
    }

    /// Files named one by one, as the build plugin names them, are found once whatever the way to them: through a
    /// linked folder, a `..`, or a link to the file (a regular file's canonical path is its folder's and its name).
    @Test func filesNamedOneByOneAreFoundOnceWhateverTheWayToThem() {
        let result = find(
            linkedTree(),
            [
                "src/A.swift", "src/sub/../A.swift", "linked/A.swift", "src/Alias.swift", "linked/sub/X.swift",
                "src/sub/X.swift",
            ])
        #expect(result.messages == [])
        #expect(result.paths == ["linked/A.swift", "linked/sub/X.swift"])
    }

    /// Files named one by one are told apart by the file they lead to: a file named twice, or under two names (a hard
    /// link, as two spellings on a case-insensitive volume), is read once, under the name that sorts first.
    @Test func filesNamedOneByOneAreToldApartByTheFileTheyLeadTo() throws {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        folder.write("src/B.swift", "")
        try FileManager.default.linkItem(atPath: folder("src/A.swift"), toPath: folder("src/HardA.swift"))
        let distinct = find(folder, ["src/B.swift", "src/A.swift"])
        #expect(distinct.messages == [])
        #expect(distinct.paths == ["src/A.swift", "src/B.swift"])
        let result = find(folder, ["src/A.swift", "src/B.swift", "src/HardA.swift", "src/A.swift"])
        #expect(result.messages == [])
        #expect(result.paths == ["src/A.swift", "src/B.swift"])
    }

    @Test func anExplicitlyNamedHiddenFolderIsSearched() {
        let result = find(tree(), ["src/.hidden"])
        #expect(result.paths == ["src/.hidden/H.swift"])
    }

    @Test func explicitlyNamedFilesOfOtherKindsAreIgnoredWithANote() {
        let result = find(tree(), ["src/readme.md", "src/A.swift"])
        #expect(result.paths == ["src/A.swift"])
        #expect(
            result.messages == ["reusable-gen: note: ignoring 'src/readme.md': not a .swift, .xib or .storyboard file"])
    }

    @Test func missingPathsAreErrors() {
        let result = find(tree(), ["nope", "src/A.swift"])
        #expect(result.paths == ["src/A.swift"])
        #expect(result.messages == ["reusable-gen: error: cannot read 'nope': no such file or directory"])
    }

    // MARK: - Excludes

    @Test(
        arguments: [
            (
                ["Legacy"],
                [
                    "src/A.swift", "src/Base.lproj/Main.storyboard", "src/CellTests.swift", "src/Cells/Cell.swift",
                    "src/Cells/Cell.xib", "src/Main.storyboard", "src/b.swift",
                ]
            ),
            (
                ["*Tests.swift", "*.storyboard", "*.xib"],
                [
                    "src/A.swift", "src/Cells/Cell.swift", "src/Legacy/Deep/Older.swift", "src/Legacy/Old.swift",
                    "src/b.swift",
                ]
            ),
            (
                ["Legacy/*.swift"],
                [
                    "src/A.swift", "src/Base.lproj/Main.storyboard", "src/CellTests.swift",
                    "src/Cells/Cell.swift", "src/Cells/Cell.xib", "src/Legacy/Deep/Older.swift",
                    "src/Main.storyboard", "src/b.swift",
                ]
            ),
            (
                ["**/Deep/**", "Cells/Cell.?ib", "?.swift"],
                [
                    "src/Base.lproj/Main.storyboard", "src/CellTests.swift", "src/Cells/Cell.swift",
                    "src/Legacy/Old.swift",
                    "src/Main.storyboard",
                ]
            ),
            (["**/*.swift"], ["src/Base.lproj/Main.storyboard", "src/Cells/Cell.xib", "src/Main.storyboard"]),
        ] as [([String], [String])])
    func excludesMatchNamesOrPaths(excludes: [String], expected: [String]) {
        #expect(find(tree(), ["src"], excludes: excludes).paths == expected)
    }

    @Test func outputFileIsNeverAnInput() {
        let folder = tree()
        let discovery = InputDiscovery(ignoredPath: folder("src/Legacy/../A.swift"))
        let inputs = discovery.discover([folder("src/A.swift"), folder("src/Cells")])
        #expect(inputs.swiftFiles.map(\.path) == [folder("src/Cells/Cell.swift")])
        #expect(inputs.interfaceFiles.map(\.path) == [folder("src/Cells/Cell.xib")])
    }

    /// On a Mac's case-insensitive volume `Cell.swift` and `cell.swift` are one file, which a search finds under both
    /// spellings; a hard link gives one file two spellings here. The file is read once, under its first spelling, and
    /// an output named under another spelling is still never an input: both are decided by the file's identity.
    @Test func oneFileUnderTwoSpellingsIsOneFile() throws {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "final class Cell {}\n")
        folder.write("src/Gen.swift", "// not an input\n")
        try FileManager.default.linkItem(atPath: folder("src/Cell.swift"), toPath: folder("src/cell.swift"))
        try FileManager.default.linkItem(atPath: folder("src/Gen.swift"), toPath: folder("src/gen.swift"))
        #expect(InputDiscovery().findFiles([folder("src")]).paths.count == 4)
        let inputs = InputDiscovery(ignoredPath: folder("src/gen.swift")).discover([folder("src"), folder("src")])
        #expect(inputs.swiftFiles.map(\.path) == [folder("src/Cell.swift")])
        #expect(inputs.diagnostics == [])
    }

    /// Every file's bytes come with its own path, in the search's order (a name that continues another with a byte below
    /// `/` comes first), and a folder reached through a link is read once, under the name that sorts first.
    @Test func eachFileComesWithItsOwnBytesInTheSearchOrder() {
        let folder = TemporaryDirectory()
        for group in ["a", "a-b", "a!c", "b", "c/d"] {
            for index in 0..<3 { folder.write("src/\(group)/File\(index).swift", "// \(group)/File\(index).swift\n") }
        }
        folder.write("src/View.xib", "<document/>\n")
        folder.link("src/again", to: "b")
        let root = folder("src")
        let read = InputDiscovery().discover([root])
        let relative = read.swiftFiles.map { String($0.path.dropFirst(root.count + 1)) }
        #expect(relative.count == 15)
        #expect(relative == relative.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(relative.contains("again/File0.swift") && !relative.contains("b/File0.swift"))
        for (path, file) in zip(relative, read.swiftFiles) {
            let original = path.hasPrefix("again/") ? "b/" + path.dropFirst("again/".count) : path[...]
            #expect(String(decoding: file.bytes, as: UTF8.self) == "// \(original)\n")
        }
        #expect(read.interfaceFiles.map(\.path) == [folder("src/View.xib")])
        #expect(read.diagnostics == [])
    }

    /// Files named one by one (read at once) and files found below named folders (walked, then read) come out as one
    /// list in byte order of their paths, a file named and found below a named folder once.
    @Test func namedFilesAndFilesOfNamedFoldersComeOutInOnePathOrder() {
        let folder = TemporaryDirectory()
        for path in ["src/a/One.swift", "src/b.swift", "src/c/Two.swift", "src/d.swift", "src/e/View.xib"] {
            folder.write(path, "// \(path)\n")
        }
        let named = ["src/d.swift", "src/c", "src/e", "src/b.swift", "src/a", "src/c/Two.swift"]
        let read = InputDiscovery().discover(named.map { folder($0) })
        let prefix = folder.path + "/"
        #expect(
            read.swiftFiles.map { String($0.path.dropFirst(prefix.count)) } == [
                "src/a/One.swift", "src/b.swift", "src/c/Two.swift", "src/d.swift",
            ])
        for file in read.swiftFiles + read.interfaceFiles {
            #expect(String(decoding: file.bytes, as: UTF8.self) == "// \(file.path.dropFirst(prefix.count))\n")
        }
        #expect(read.interfaceFiles.map(\.path) == [folder("src/e/View.xib")])
        #expect(read.diagnostics == [])
    }

    // MARK: - Hostile file systems

    @Test func symbolicLinkCyclesAreSkippedWithAWarning() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        folder.write("other/B.swift", "")
        folder.link("src/up", to: "..")
        folder.link("src/self", to: ".")
        folder.link("other/back", to: "../src")
        folder.link("src/other", to: "../other")
        folder.link("src/ping.swift", to: "pong.swift")
        folder.link("src/pong.swift", to: "ping.swift")
        let result = find(folder, ["src"])
        #expect(result.paths == ["src/A.swift", "src/other/B.swift"])
        #expect(
            result.messages == [
                "reusable-gen: warning: skipping 'src/other/back': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/ping.swift': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/pong.swift': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/self': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/up': symbolic link forms a cycle",
            ])
    }

    /// What a search finds, problems included, comes in the order of a walk over the entries in name order (checked
    /// here unsorted); a link to a file found under its own name is that file.
    @Test func subfoldersReportInEntryOrder() {
        let folder = TemporaryDirectory()
        for module in ["C", "A", "B"] {
            folder.write("src/\(module)/\(module).swift", "")
            folder.write("src/\(module)/Deep/\(module)Cell.xib", "")
            folder.link("src/\(module)/Deep/loop", to: "../..")
            folder.link("src/\(module)/Gone.swift", to: "nowhere.swift")
        }
        folder.write("src/Root.swift", "")
        folder.link("src/A/Twin.swift", to: "A.swift")
        let inputs = InputDiscovery().discover([folder("src")])
        let found = (inputs.swiftFiles + inputs.interfaceFiles).map(\.path).sorted()
        let diagnostics = inputs.diagnostics
        let prefix = folder.path + "/"
        #expect(
            found.map { String($0.dropFirst(prefix.count)) } == [
                "src/A/A.swift", "src/A/Deep/ACell.xib", "src/B/B.swift", "src/B/Deep/BCell.xib", "src/C/C.swift",
                "src/C/Deep/CCell.xib", "src/Root.swift",
            ])
        #expect(
            diagnostics.map { $0.formatted.replacingOccurrences(of: prefix, with: "") } == [
                "reusable-gen: warning: skipping 'src/A/Deep/loop': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/A/Gone.swift': dangling symbolic link to 'nowhere.swift'",
                "reusable-gen: warning: skipping 'src/B/Deep/loop': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/B/Gone.swift': dangling symbolic link to 'nowhere.swift'",
                "reusable-gen: warning: skipping 'src/C/Deep/loop': symbolic link forms a cycle",
                "reusable-gen: warning: skipping 'src/C/Gone.swift': dangling symbolic link to 'nowhere.swift'",
            ])
    }

    @Test func linkedFilesAndFoldersAreFollowedAndFoundOnce() {
        let folder = TemporaryDirectory()
        folder.write("shared/S.swift", "")
        folder.write("src/A.swift", "")
        folder.link("src/shared", to: "../shared")
        folder.link("src/Alias.swift", to: "A.swift")
        let result = find(folder, ["src", "shared"])
        #expect(result.messages == [])
        #expect(result.paths == ["shared/S.swift", "src/A.swift"])
    }

    @Test func danglingLinksAreWarningsBelowAFolderAndErrorsWhenNamed() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        folder.link("src/Gone.swift", to: "../nowhere/Gone.swift")
        folder.link("Named.swift", to: "missing.swift")
        let result = find(folder, ["src", "Named.swift", "src"])
        #expect(result.paths == ["src/A.swift"])
        #expect(
            result.messages == [
                "reusable-gen: error: cannot read 'Named.swift': dangling symbolic link to 'missing.swift'",
                "reusable-gen: warning: skipping 'src/Gone.swift': dangling symbolic link to '../nowhere/Gone.swift'",
            ])
    }

    @Test func fileNamesThatAreNotUTF8AreSkippedWithAWarning() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        let name: [UInt8] = Array((folder.path + "/src/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let result = find(folder, ["src"])
        #expect(result.paths == ["src/A.swift"])
        #expect(
            result.messages == ["reusable-gen: warning: skipping 'src/Bad\u{FFFD}.swift': its name is not valid UTF-8"])
    }

    /// Runs in a child process as an unprivileged user, since the superuser can read every file.
    @Test func unreadableFilesAndFoldersAreErrors() async {
        await #expect(processExitsWith: .success) {
            dropSuperuserPrivileges()
            exit(InputDiscoveryTests.unreadableFilesAndFoldersAreErrors() ? 0 : 1)
        }
    }

    static func unreadableFilesAndFoldersAreErrors() -> Bool {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        folder.write("src/Secret.swift", "")
        folder.write("src/Locked/L.swift", "")
        chmod(folder("src/Secret.swift"), 0)
        chmod(folder("src/Locked"), 0)
        let inputs = InputDiscovery().discover([folder("src")])
        return inputs.swiftFiles.map(\.path) == [folder("src/A.swift")]
            && inputs.diagnostics.sorted().map(\.formatted) == [
                "reusable-gen: error: cannot read '\(folder("src/Secret.swift"))': permission denied",
                "reusable-gen: error: cannot read directory '\(folder("src/Locked"))': permission denied",
            ]
    }

    @Test func pathsLongerThanTheSystemAllowsAreErrors() {
        let folder = TemporaryDirectory()
        let long = "src/" + String(repeating: "d", count: 5_000) + ".swift"
        let result = find(folder, [long])
        #expect(result.paths == [])
        #expect(result.messages == ["reusable-gen: error: cannot read '\(long)': file name too long"])
    }

    @Test func foldersNestedBeyondTheLongestPathAreAnErrorNotAHang() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        // Create the chain relative to open folders, the only way to build paths longer than PATH_MAX.
        let component = String(repeating: "n", count: 200)
        var descriptor = open(folder("src"), O_RDONLY)
        for _ in 0..<30 {
            mkdirat(descriptor, component, 0o755)
            let next = openat(descriptor, component, O_RDONLY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        let result = find(folder, ["src"])
        #expect(result.paths == ["src/A.swift"])
        #expect(result.messages.count == 1)
        #expect(
            result.messages.first?.hasPrefix("reusable-gen: error: cannot read directory 'src/\(component)/") == true)
        #expect(result.messages.first?.hasSuffix("': file name too long") == true)
    }

    /// A named input file is read at once, without a `stat` first; one that is not a regular file is walked as any
    /// other path: a folder named like a Swift file is searched, a pipe is noted and never read, a dangling link
    /// says so, and a link to a file is read under its own name.
    @Test func namedInputsThatAreNotRegularFilesAreWalked() {
        let folder = TemporaryDirectory()
        folder.write("App/A.swift", "struct A {}\n")
        folder.write("App/Cells.swift/Cell.swift", "final class Cell {}\n")
        folder.write("App/Cells.swift/Cell.xib", "<document/>\n")
        folder.write("Outside.swift", "struct Outside {}\n")
        mkfifo(folder("App/Pipe.swift"), 0o644)
        symlink(folder("Outside.swift"), folder("App/Link.swift"))
        symlink("missing.swift", folder("App/Gone.swift"))
        let named = ["A.swift", "Cells.swift", "Gone.swift", "Link.swift", "Pipe.swift"].map { folder("App/" + $0) }
        let inputs = InputDiscovery().discover(named)
        #expect(
            inputs.swiftFiles.map(\.path) == [
                folder("App/A.swift"), folder("App/Cells.swift/Cell.swift"), folder("App/Link.swift"),
            ])
        #expect(inputs.swiftFiles.map { String(decoding: $0.bytes, as: UTF8.self) }.last == "struct Outside {}\n")
        #expect(inputs.interfaceFiles.map(\.path) == [folder("App/Cells.swift/Cell.xib")])
        #expect(
            inputs.diagnostics.sorted().map(\.formatted) == [
                "reusable-gen: error: cannot read '\(folder("App/Gone.swift"))': dangling symbolic link to 'missing.swift'",
                "reusable-gen: note: ignoring '\(folder("App/Pipe.swift"))': not a regular file or directory",
            ])
    }

    /// When the only XIB is found below a named "file" that is a folder, the Swift files are surveyed again,
    /// recording the Objective-C members the connection checks need, as a walk of the same files would.
    @Test func aXIBBelowANamedFolderMakesTheSurveysRecordObjectiveCMembers() throws {
        let folder = TemporaryDirectory()
        folder.write(
            "App/Cell.swift",
            "import UIKit\nfinal class Cell: UITableViewCell, NibReusable {\n    @IBOutlet var title: UILabel!\n}\n")
        folder.write("App/Views.swift/Cell.xib", "<document/>\n")
        let inputs = InputDiscovery().discover([folder("App/Cell.swift"), folder("App/Views.swift")], surveying: true)
        #expect(inputs.interfaceFiles.map(\.path) == [folder("App/Views.swift/Cell.xib")])
        #expect(inputs.surveyedSwiftFiles.map(\.path) == [folder("App/Cell.swift")])
        guard case .seed(let scanned) = try #require(inputs.surveyedSwiftFiles.first).survey else {
            Issue.record("the cell is not scanned at once")
            return
        }
        #expect(scanned.types.map(\.objectiveC.properties) == [["title"]])
        let walked = InputDiscovery().discover([folder("App")], surveying: true)
        guard case .seed(let walkedScan) = try #require(walked.surveyedSwiftFiles.first).survey else {
            Issue.record("the cell is not scanned at once")
            return
        }
        #expect(walkedScan == scanned)
    }

    @Test func pipesAndDevicesAreNeverRead() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "")
        mkfifo(folder("src/Pipe.swift"), 0o644)
        mkfifo(folder("Named.swift"), 0o644)
        let inputs = InputDiscovery().discover([folder("src"), folder("Named.swift"), "/dev/null"])
        #expect(inputs.swiftFiles.map(\.path) == [folder("src/A.swift")])
        #expect(
            inputs.diagnostics.sorted().map(\.formatted) == [
                "reusable-gen: note: ignoring '/dev/null': not a regular file or directory",
                "reusable-gen: note: ignoring '\(folder("Named.swift"))': not a regular file or directory",
            ])
    }

    @Test func oversizedFilesAreErrorsAndAreNotRead() {
        let folder = TemporaryDirectory()
        let path = folder.write("src/Huge.swift", "")
        truncate(path, off_t(FileSystem.maximumFileSize + 1))
        let inputs = InputDiscovery().discover([folder("src")])
        #expect(inputs.swiftFiles.isEmpty)
        #expect(
            inputs.diagnostics.map(\.formatted) == [
                "reusable-gen: error: cannot read '\(path)': file is larger than 64 MiB"
            ])
    }

    @Test func discoverReadsAndSplitsByKind() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}")
        folder.write("src/A.xib", "<xib/>")
        folder.write("src/Main.storyboard", "<sb/>")
        folder.makeDirectory("src/Dir.swift")
        let inputs = InputDiscovery().discover([folder("src")])
        #expect(inputs.swiftFiles.map(\.path) == [folder("src/A.swift")])
        #expect(inputs.swiftFiles.first?.bytes == Array("class A {}".utf8))
        #expect(inputs.interfaceFiles.map(\.path) == [folder("src/A.xib"), folder("src/Main.storyboard")])
        #expect(inputs.diagnostics.isEmpty)
    }
}

@Suite struct InputDiscoveryGlobTests {
    @Test(arguments: [
        ("*.swift", "A.swift", true), ("*.swift", "dir/A.swift", false), ("?.swift", "AB.swift", false),
        ("**/*.swift", "A.swift", true), ("**/*.swift", "a/b/c/A.swift", true), ("a/**", "a/b/c", true),
        ("a/**/c", "a/c", true), ("a/**/c", "a/x/y/c", true), ("a/**/c", "a/xc", false), ("a*b", "a/b", false),
        ("**", "anything/at/all", true), ("", "", true), ("", "a", false), ("x**y", "x/1/y", true),
        ("*Tests*", "CellTests.swift", true), ("Cell.?ib", "Cell.xib", true), ("[a].swift", "[a].swift", true),
    ])
    func globsMatch(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }

    @Test func longPathsMatchInBoundedTime() {
        let path = String(repeating: "a/", count: 5_000) + "b"
        #expect(GlobPattern("**/*a*a*a*a*a*c").matches(path) == false)
        #expect(GlobPattern("**/b").matches(path))
    }
}
