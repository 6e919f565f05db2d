// swift-tools-version: 6.2
// Benchmarks for reusable-gen: a nested package, so that the product keeps no dependencies. Not part of CI.
//
//   swift build -c release --static-swift-stdlib --product reusable-gen   # the tool, as the artifact bundle links it
//   swift run -c release --static-swift-stdlib reusable-gen-benchmark     # our pipeline; never compiles swift-syntax
//   swift run -c release --static-swift-stdlib --traits SwiftSyntax reusable-gen-benchmark   # plus Parser.parse
import PackageDescription

let package = Package(
    name: "reusable-gen-benchmarks",
    products: [
        .executable(name: "reusable-gen-benchmark", targets: ["reusable-gen-benchmark"]),
        .executable(name: "reusable-gen-raw-read", targets: ["reusable-gen-raw-read"]),
    ],
    traits: [
        .trait(
            name: "SwiftSyntax",
            description: "Also measure swift-syntax's Parser.parse on the same files (compiles swift-syntax: minutes)"
        )
    ],
    dependencies: [
        .package(name: "reusable-gen", path: ".."),
        // Used only with the SwiftSyntax trait, so a build without it compiles none of swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The baseline: find and read every input file, nothing else (no Foundation, no GenCore).
        .target(name: "RawRead"),
        // The baseline as a process of its own, started as the tool is (the `read-process` row).
        .executableTarget(name: "reusable-gen-raw-read", dependencies: ["RawRead"]),
        // The synthetic app, the measurements and the report.
        .target(
            name: "BenchmarkKit",
            dependencies: [
                "RawRead",
                .product(name: "GenCore", package: "reusable-gen"),
                .product(name: "ReusableGenCLI", package: "reusable-gen"),
            ]
        ),
        .executableTarget(
            name: "reusable-gen-benchmark",
            dependencies: [
                "BenchmarkKit",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSyntax"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
