import Foundation
import GenCore

// Wires the process's arguments and standard streams to the tool; all behaviour lives in GenCore.
let status = CommandLineTool(console: .standardStreams).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
