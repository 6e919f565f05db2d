#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RawRead

// The raw read as a process of its own, started by the benchmark's `read-process` row as it starts `reusable-gen`:
// walks the folder given and reads every input file into memory, then exits; status 1 when a file cannot be read.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first else {
    print("usage: reusable-gen-raw-read FOLDER")
    exit(64)
}
let paths = RawReader.files(below: folder, extensions: RawReader.inputExtensions)
let read = paths.compactMap(RawReader.read)
exit(read.count == paths.count ? 0 : 1)
