#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReusableGenCLI

// Wires the process's arguments and standard streams to the tool; all behaviour lives in ReusableGenCLI.
let status = CommandLineTool(console: .standardStreams).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
