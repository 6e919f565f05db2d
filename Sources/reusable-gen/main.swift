import GenCore

// Wires the process's arguments and standard streams to the tool; all behaviour lives in GenCore.
print("reusable-gen: under construction")
