#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - ExistingOutput

/// What is at the output path before a run.
public enum ExistingOutput: Sendable, Hashable {
    /// No file is there.
    case missing
    /// A file with these bytes is there.
    case contents([UInt8])

    /// Reads what is at `path`; a folder or an unreadable file is an error.
    public static func read(_ path: String) -> Result<ExistingOutput, OutputError> {
        guard PathOperations.entryKind(path) != nil else { return .success(.missing) }
        switch PathOperations.resolvedKind(path) {
        case .success(.directory):
            return .failure(OutputError("cannot write '\(path)': it is a directory"))
        case .success(.file):
            switch PathOperations.readFile(path) {
            case .success(let bytes): return .success(.contents(bytes))
            case .failure(let error): return .failure(OutputError("cannot read '\(path)': \(error.reason)"))
            }
        case .success:
            return .failure(OutputError("cannot write '\(path)': it is not a regular file"))
        case .failure(let error) where error.code == ENOENT:
            return .success(.missing)
        case .failure(let error):
            return .failure(OutputError("cannot read '\(path)': \(error.reason)"))
        }
    }
}
