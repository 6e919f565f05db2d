import ReusableGenCLI

// Wires the process's arguments and standard streams to the tool; all behaviour lives in ReusableGenCLI.
var tool = CommandLineTool(console: .standardStreams)
tool.exitsWhenDone = true
tool.run(Array(CommandLine.arguments.dropFirst())).exitProcess()
