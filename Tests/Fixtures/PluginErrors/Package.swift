// swift-tools-version: 6.2
// A package whose only target has no Swift sources but applies the build plugin: the build must fail with the
// plugin's own message, not a bare "build planning stopped" (run by FixturePackageTests).
import PackageDescription

let package = Package(
    name: "PluginErrors",
    dependencies: [.package(name: "reusable-gen", path: "../../..")],
    targets: [
        .target(name: "CLib", plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]),
    ]
)
