// swift-tools-version: 6.2
import PackageDescription

/// Warnings are errors for every target of ours; SwiftPM applies this only where the package is built
/// from source locally, so it never breaks a user's build on a newer compiler.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "reusable-gen",
    products: [
        .executable(name: "reusable-gen", targets: ["reusable-gen"]),
        .library(name: "GenCore", targets: ["GenCore"]),
        .plugin(name: "ReusableGenPlugin", targets: ["ReusableGenPlugin"]),
        .plugin(name: "GenerateReusableCommand", targets: ["GenerateReusableCommand"]),
    ],
    targets: [
        .target(name: "GenCore", swiftSettings: strict),
        .executableTarget(name: "reusable-gen", dependencies: ["GenCore"], swiftSettings: strict),
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
            dependencies: ["GenCore"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
