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
    /// Swift sources, sorted by path.
    public var swiftFiles: [SourceFile] = []
    /// XIBs and storyboards, sorted by path.
    public var interfaceFiles: [SourceFile] = []
    /// Problems with the paths (missing, unreadable, symbolic link cycles, ignored files).
    public var diagnostics: [Diagnostic] = []
}
