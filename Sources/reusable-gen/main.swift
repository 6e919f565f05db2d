import ReusableGenCLI

// Wires the process's arguments and standard streams to the tool; all behaviour lives in ReusableGenCLI.
CommandLineTool(console: .standardStreams).run(Array(CommandLine.arguments.dropFirst())).exitProcess()
