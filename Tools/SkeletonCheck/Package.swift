// swift-tools-version: 6.0
// SkeletonCheck: compiles reusable-gen's generated file together with a skeleton of a real app's own declarations
// (read by swift-syntax, an independent parser) against the fixture package's stand-in UIKit, and reports what the
// compiler says about the generated file. A verification tool: never a dependency of the product, not built by CI.
import PackageDescription

let package = Package(
    name: "SkeletonCheck",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")],
    targets: [
        .executableTarget(
            name: "skeleton-check",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ]
)
