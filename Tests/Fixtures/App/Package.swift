// swift-tools-version: 6.2
// Integration fixture package for reusable-gen.
//
// `UIKit` and `AppKit` are Linux stand-ins that mirror the SDK declarations listed in
// /work/shared/uikit-api.md (names, labels, optionality, isolation) with minimal but real
// behaviour; `_Testing_UIKit` / `_Testing_AppKit` are empty modules that satisfy Swift Testing's
// cross-import overlay declarations on Linux.
import PackageDescription

/// Every target is built with warnings as errors, like the generated code must be.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "App",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
    ],
    // The tool package, by path: its build plugin generates the app's reusable-view code.
    dependencies: [.package(name: "reusable-gen", path: "../../..")],
    targets: [
        // The stand-ins depend on their `_Testing_*` stub so that every target importing the
        // stand-in and `Testing` finds the stub module, whatever else the build contains.
        .target(name: "UIKit", dependencies: ["_Testing_UIKit"], path: "Sources/UIKit", swiftSettings: strict),
        .target(name: "AppKit", dependencies: ["_Testing_AppKit"], path: "Sources/AppKit", swiftSettings: strict),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit", swiftSettings: strict),
        .target(name: "_Testing_AppKit", path: "Sources/_Testing_AppKit", swiftSettings: strict),
        // A realistic sample app: a class for every mixin and kind, and every special case the generator handles.
        .target(
            name: "App",
            dependencies: ["UIKit"],
            swiftSettings: strict + [.define("FIXTURE_FLAG")],
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        // An app whose XIB and storyboard are resources: the plugin passes them to the tool, which checks them.
        .target(
            name: "InterfaceApp",
            dependencies: ["UIKit"],
            resources: [.process("Resources")],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        // A target that keeps its generated file in git, written by `swift package generate-reusable`.
        .target(name: "CheckedIn", dependencies: ["UIKit"], swiftSettings: strict),
        // A stand-in for the Reusable library, built as SwiftPM builds it for an app (Swift 5 mode, its warnings
        // not ours), and an app that imports it: the generated file must compile and work next to the library.
        .target(name: "Reusable", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "ReusableClient",
            dependencies: ["Reusable", "UIKit"],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        .testTarget(name: "ReusableClientTests", dependencies: ["ReusableClient", "Reusable", "UIKit"], swiftSettings: strict),
        .testTarget(name: "AppTests", dependencies: ["App", "UIKit"], swiftSettings: strict),
        .testTarget(
            name: "StandInTests",
            dependencies: ["UIKit", "AppKit"],
            path: "Tests/StandInTests",
            // UIKit and AppKit both extend IndexPath; with member import visibility each file
            // only sees the members of the stand-in it imports, as on Apple platforms.
            swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
