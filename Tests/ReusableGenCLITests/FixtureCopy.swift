import Foundation
import Testing

// MARK: - FixtureCopy

/// A copy of a fixture package (`Tests/Fixtures/<name>`) in a temporary folder kept between runs. Tests that build
/// or edit a fixture work on the copy, so a killed run never leaves the checkout edited, while builds stay
/// incremental: each sync writes only the files whose bytes differ from the checkout's and deletes the files the
/// checkout no longer has, leaving unchanged files (and the copy's `.build`) untouched.
struct FixtureCopy {
    /// The repository this test file belongs to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL

    /// The folder holding every fixture copy of this checkout: one per checkout path, so two clones never share one.
    static let root: URL = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in repository.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("reusable-gen-fixtures-\(String(hash, radix: 16))", isDirectory: true)
    }()

    /// Entries the sync neither copies nor deletes: build products, editor state, and the copy's record of the tool
    /// package's file list.
    static let ignored: Set<String> = [".build", ".build-swiftbuild", ".swiftpm", "Package.resolved", toolFilesRecord]

    /// The name of the file, in a copy, that lists the tool package's source files its `.build` was made from.
    static let toolFilesRecord = ".tool-files"

    /// The copy's folder.
    let url: URL

    /// Brings the copy of `Tests/Fixtures/<name>` up to date and returns it. The copy's `Package.swift` names the
    /// tool package by this checkout's absolute path instead of the relative `../../..`.
    init(_ name: String) throws {
        let source = Self.repository.appendingPathComponent("Tests/Fixtures/\(name)", isDirectory: true)
        url = Self.root.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Self.sync(from: source, to: url, keeping: ["Package.swift"])
        let manifest = try String(contentsOf: source.appendingPathComponent("Package.swift"), encoding: .utf8)
        let relative = "path: \"../../..\""
        try #require(
            manifest.contains(relative), "Tests/Fixtures/\(name)/Package.swift no longer names the tool by \(relative)")
        let copied = Data(manifest.replacingOccurrences(of: relative, with: "path: \"\(Self.repository.path)\"").utf8)
        let destination = url.appendingPathComponent("Package.swift")
        if FileManager.default.contents(atPath: destination.path) != copied { try copied.write(to: destination) }
        try discardBuildIfToolFilesChanged()
    }

    /// SwiftPM keeps a path dependency's list of source files in the dependent package's `.build` and does not
    /// notice a file added, moved or removed there, so the copy's build is discarded whenever the tool package's
    /// list of files under `Sources/` and `Plugins/` differs from the one it was made from.
    private func discardBuildIfToolFilesChanged() throws {
        let manager = FileManager.default
        var files: [String] = []
        for folder in ["Sources", "Plugins"] {
            let root = Self.repository.appendingPathComponent(folder)
            files += try manager.subpathsOfDirectory(atPath: root.path).map { folder + "/" + $0 }
        }
        let list = Data(files.sorted().joined(separator: "\n").utf8)
        let record = url.appendingPathComponent(Self.toolFilesRecord)
        guard manager.contents(atPath: record.path) != list else { return }
        for scratch in [".build", ".build-swiftbuild"] {
            let build = url.appendingPathComponent(scratch)
            if manager.fileExists(atPath: build.path) { try manager.removeItem(at: build) }
        }
        try list.write(to: record)
    }

    /// Makes `destination` hold exactly what `source` holds (apart from `ignored` entries), touching only what differs.
    /// Top-level names in `keeping` are left to the caller.
    static func sync(from source: URL, to destination: URL, keeping: Set<String> = []) throws {
        let manager = FileManager.default
        let wanted = Set(try manager.contentsOfDirectory(atPath: source.path)).subtracting(ignored).subtracting(keeping)
        for name in Set(try manager.contentsOfDirectory(atPath: destination.path)).subtracting(ignored).subtracting(
            keeping)
        where !wanted.contains(name) {
            try manager.removeItem(at: destination.appendingPathComponent(name))
        }
        for name in wanted.sorted() {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            var existingIsDirectory: ObjCBool = false
            let exists = manager.fileExists(atPath: to.path, isDirectory: &existingIsDirectory)
            if exists, existingIsDirectory.boolValue != isDirectory.boolValue { try manager.removeItem(at: to) }
            if isDirectory.boolValue {
                try manager.createDirectory(at: to, withIntermediateDirectories: true)
                try sync(from: from, to: to)
            } else {
                let bytes = try Data(contentsOf: from)
                if manager.contents(atPath: to.path) != bytes { try bytes.write(to: to) }
            }
        }
    }
}
