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
        // Nothing there, or a path the system cannot even look at: writing it then says why.
        guard case .success = FileSystem.status(path, followingLinks: false) else { return .success(.missing) }
        switch FileSystem.status(path, followingLinks: true).map(\.kind) {
        case .success(.directory):
            return .failure(OutputError("cannot write '\(path)': it is a directory"))
        case .success(.file):
            switch FileSystem.readFile(path) {
            case .success(let read): return .success(.contents(read.bytes))
            case .failure(let error): return .failure(OutputError("cannot read '\(path)': \(error.reason)"))
            }
        case .success:
            return .failure(OutputError("cannot write '\(path)': it is not a regular file"))
        case .failure(let error) where error.isMissing:
            return .success(.missing)
        case .failure(let error):
            return .failure(OutputError("cannot read '\(path)': \(error.reason)"))
        }
    }
}
