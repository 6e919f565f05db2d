// swift-tools-version: 6.2
import PackageDescription

/// Warnings are errors for every target of ours in our own builds (CI and contributors set
/// `REUSABLE_GEN_WARNINGS_AS_ERRORS=1`), never in what depends on us: Xcode and SwiftPM's `swiftbuild` engine
/// compile a dependency with `-suppress-warnings`, which the Swift driver refuses beside `-warnings-as-errors`,
/// so an unconditional setting here would fail every app that adds the package (docs/architecture.md).
let strict: [SwiftSetting] =
    Context.environment["REUSABLE_GEN_WARNINGS_AS_ERRORS"] == "1" ? [.treatAllWarnings(as: .error)] : []

let package = Package(
    name: "reusable-gen",
    products: [
        .executable(name: "reusable-gen", targets: ["reusable-gen"]),
        .library(name: "GenCore", targets: ["GenCore"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        // The command line's reading code, for the benchmarks' nested package (the tool itself needs no product).
        .library(name: "ReusableGenCLI", targets: ["ReusableGenCLI"]),
        .plugin(name: "ReusableGenPlugin", targets: ["ReusableGenPlugin"]),
        .plugin(name: "GenerateReusableCommand", targets: ["GenerateReusableCommand"]),
    ],
    targets: [
        .target(name: "Mustache", swiftSettings: strict),
        .target(name: "GenCore", dependencies: ["Mustache"], swiftSettings: strict),
        .target(name: "ReusableGenCLI", dependencies: ["GenCore"], swiftSettings: strict),
        .executableTarget(name: "reusable-gen", dependencies: ["ReusableGenCLI"], swiftSettings: strict),
        .plugin(name: "ReusableGenPlugin", capability: .buildTool(), dependencies: ["reusable-gen"]),
        .plugin(
            name: "GenerateReusableCommand",
            capability: .command(
                intent: .custom(verb: "generate-reusable", description: "Write or refresh checked-in reusable-gen files"),
                permissions: [.writeToPackageDirectory(reason: "writes <Module>+ReusableGen.swift into each chosen target's directory")]
            ),
            dependencies: ["reusable-gen"]
        ),
        .testTarget(
            name: "GenCoreTests",
            dependencies: ["GenCore", "Mustache"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], swiftSettings: strict),
        .testTarget(name: "ReusableGenCLITests", dependencies: ["GenCore", "ReusableGenCLI"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
