#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - NamedFolder

extension InputDiscovery {
    /// The folder of files a user names one after another (the build plugin names every file of a target, folder by
    /// folder): its canonical path, looked up once for all of them (`realpath` of each file cost a system call per
    /// component of its path), and the folder open, so that each file's kind is asked of its name alone.
    final class NamedFolder {
        /// The folder as written (`.` for files named without one).
        let written: String
        /// The folder's canonical path.
        let real: String
        /// The folder open for looking up names, or -1 when it cannot be opened (then full paths are looked up).
        private let descriptor: Int32

        /// The folder `written`, or `nil` when its canonical path cannot be found.
        init?(_ written: String) {
            guard case .success(let real) = PathOperations.realPath(written) else { return nil }
            self.written = written
            self.real = real
            descriptor = open(written, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        /// What the file `name` at `path` in this folder is, without following a final symbolic link, and which
        /// file it is.
        func entry(of name: String, at path: String) -> (
            kind: PathOperations.EntryKind, identity: PathOperations.FileIdentity
        )? {
            descriptor >= 0 ? PathOperations.entry(name, in: descriptor) : PathOperations.entry(path)
        }
    }
}
