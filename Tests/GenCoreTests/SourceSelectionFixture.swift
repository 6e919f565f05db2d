import Foundation
@testable import GenCore

// MARK: - SourceSelectionFixture

/// The repository's Swift files and apps made of them, for the selection's proofs.
enum SourceSelectionFixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` and Interface Builder file below `Tests/` and `Examples/` (build folders left out), by path
    /// relative to the repository, sorted.
    static let repositoryFiles: [SourceFile] = {
        var files: [SourceFile] = []
        for folder in ["Tests", "Examples"] {
            let base = repository.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let name as String in enumerator
            where InputFileKind.extensions.contains(URL(fileURLWithPath: name).pathExtension)
                && !name.contains(".build/")
            {
                guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) else {
                    continue
                }
                files.append(SourceFile(path: "\(folder)/\(name)", bytes: Array(data)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// The Swift files of `repositoryFiles`.
    static var repositorySwiftFiles: [SourceFile] { repositoryFiles.filter { $0.path.hasSuffix(".swift") } }

    /// Each folder that holds Swift files, as an app: its Swift and Interface Builder files and those of the folders
    /// below it; and the whole repository as one app.
    static let apps: [(name: String, swift: [SourceFile], interface: [SourceFile])] = {
        let folders = Set(repositorySwiftFiles.map { ($0.path as NSString).deletingLastPathComponent })
        var apps = folders.sorted().map { folder in
            let files = repositoryFiles.filter { $0.path.hasPrefix(folder + "/") }
            return (folder, files.filter { $0.path.hasSuffix(".swift") }, files.filter { !$0.path.hasSuffix(".swift") })
        }
        apps.append(("everything", repositorySwiftFiles, repositoryFiles.filter { !$0.path.hasSuffix(".swift") }))
        return apps
    }()
}
