import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - DiscoveredInputs

/// The input files a run reads, split by kind, with the problems met while finding and reading them.
public struct DiscoveredInputs: Sendable {
    /// Swift sources, sorted by path (empty after `InputDiscovery.discoverScanning`, which scans them instead).
    public var swiftFiles: [SourceFile] = []
    /// The Swift sources scanned as they were read, sorted by path, without the files reusable-gen wrote itself
    /// (filled by `InputDiscovery.discoverScanning` only).
    public var scannedFiles: [ScannedFile] = []
    /// How many Swift files were read, scanned or not.
    public var swiftFileCount = 0
    /// XIBs and storyboards, sorted by path (empty after `InputDiscovery.discoverScanning`).
    public var interfaceFiles: [SourceFile] = []
    /// The paths of the XIBs and storyboards, sorted, left unread (filled by `InputDiscovery.discoverScanning` only:
    /// `InputDiscovery.checkInterfaceFiles` reads them once the model is known).
    public var interfacePaths: [String] = []
    /// Problems with the paths (missing, unreadable, symbolic link cycles, ignored files).
    public var diagnostics: [Diagnostic] = []

    /// What a reader makes of one run of files: the inputs found in it, and the candidates of its Swift files when
    /// they are selected and scanned (`SourceSelection`).
    struct Run: Sendable {
        var inputs = DiscoveredInputs()
        var candidates: [SourceCandidate] = []
    }
}
