#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - ProcessStatistics

/// The process's own resource figures, read from the kernel.
public enum ProcessStatistics {
    /// Peak resident memory of this process in bytes: `VmHWM` from `/proc/self/status`, else `ru_maxrss`.
    public static func peakResidentBytes() -> Int {
        if let status = readProc("/proc/self/status") {
            let text = String(decoding: status, as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.filter(\.isNumber)
                if let kilobytes = Int(digits) { return kilobytes * 1024 }
            }
        }
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    /// Reads a `/proc` file, whose `st_size` is 0, in chunks.
    private static func readProc(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// CPU time (user + system, all threads) this process has used, in nanoseconds.
    public static func cpuTime() -> UInt64 {
        cpuTime(of: Int32(RUSAGE_SELF.rawValue))
    }

    /// CPU time (user + system) of the child processes waited for so far, in nanoseconds.
    public static func childrenCPUTime() -> UInt64 {
        cpuTime(of: Int32(RUSAGE_CHILDREN.rawValue))
    }

    /// The largest peak resident memory of the child processes waited for so far, in bytes.
    public static func childrenPeakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_CHILDREN.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    /// User + system time of `who` (`RUSAGE_SELF` or `RUSAGE_CHILDREN`), in nanoseconds.
    private static func cpuTime(of who: Int32) -> UInt64 {
        var usage = rusage()
        getrusage(who, &usage)
        let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1_000
        let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1_000
        return user + system
    }

    /// Monotonic time in nanoseconds.
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
