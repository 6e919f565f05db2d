// swift-tools-version: 6.2
// Benchmarks for reusable-gen: a nested package, so that the product keeps no dependencies. Not part of CI.
//
//   swift run -c release reusable-gen-benchmark               # our pipeline only; never builds swift-syntax
//   swift run -c release reusable-gen-benchmark-swiftsyntax   # the same figures plus swift-syntax's Parser.parse
import PackageDescription

let package = Package(
    name: "reusable-gen-benchmarks",
    products: [
        .executable(name: "reusable-gen-benchmark", targets: ["reusable-gen-benchmark"]),
        .executable(name: "reusable-gen-benchmark-swiftsyntax", targets: ["reusable-gen-benchmark-swiftsyntax"]),
    ],
    dependencies: [
        .package(name: "reusable-gen", path: ".."),
        // Only the `-swiftsyntax` executable depends on it, so only building that product compiles it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The synthetic app, the measurements and the report, shared by both executables.
        .target(name: "BenchmarkKit", dependencies: [.product(name: "GenCore", package: "reusable-gen")]),
        .executableTarget(name: "reusable-gen-benchmark", dependencies: ["BenchmarkKit"]),
        .executableTarget(
            name: "reusable-gen-benchmark-swiftsyntax",
            dependencies: ["BenchmarkKit", .product(name: "SwiftParser", package: "swift-syntax")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
