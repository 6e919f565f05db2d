// swift-tools-version: 6.2
// Integration fixture package for reusable-gen.
//
// `UIKit` and `AppKit` are Linux stand-ins that mirror the SDK's declarations (names, labels,
// optionality, isolation) with minimal but real behaviour; `_Testing_UIKit` / `_Testing_AppKit`
// are empty modules that satisfy Swift Testing's cross-import overlay declarations on Linux.
import PackageDescription

/// Every target is built with warnings as errors, like the generated code must be.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
/// Swift 5 language mode, warnings as errors.
let swift5: [SwiftSetting] = strict + [.swiftLanguageMode(.v5)]
/// Swift 6 with every declaration main-actor isolated unless marked otherwise, warnings as errors.
let mainActor: [SwiftSetting] = strict + [.defaultIsolation(MainActor.self)]
/// The build plugin under test.
let reusableGen: Target.PluginUsage = .plugin(name: "ReusableGenPlugin", package: "reusable-gen")

/// A target of ours in the shape of a real app's declarations (issue 28), compiled in the three modes the generated
/// file must compile warning-free in: Swift 6, Swift 5 and Swift 6 with main-actor default isolation, the other two
/// reading `Sources/<name>` through symbolic links under `Sources/Modes`. `generated`: through the build plugin;
/// otherwise the target keeps its generated file in git.
@MainActor func inThreeModes(_ name: String, generated: Bool = true) -> [Target] {
    let plugins = generated ? [reusableGen] : []
    return [
        .target(name: name, dependencies: ["UIKit"], swiftSettings: strict, plugins: plugins),
        .target(name: name + "Swift5", dependencies: ["UIKit"], path: "Sources/Modes/\(name)Swift5",
                swiftSettings: swift5, plugins: plugins),
        .target(name: name + "MainActor", dependencies: ["UIKit"], path: "Sources/Modes/\(name)MainActor",
                swiftSettings: mainActor, plugins: plugins),
    ]
}

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
        // Shapes of real code that once broke the generated file (nested generics, conditional conformances, …).
        .target(
            name: "EdgeCases",
            dependencies: ["UIKit"],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        .testTarget(name: "EdgeCasesTests", dependencies: ["EdgeCases", "UIKit"], swiftSettings: strict),
        // Behaviour of two of issue 28's shapes (their targets are declared with `inThreeModes` below).
        .testTarget(name: "OwnProtocolsTests", dependencies: ["OwnProtocols", "UIKit"], swiftSettings: strict),
        .testTarget(name: "MemberClashesTests", dependencies: ["MemberClashes", "UIKit"], swiftSettings: strict),
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
        // The AppKit sample app: a class for every AppKit kind and mixin, generated by the same plugin.
        .target(
            name: "AppKitApp",
            dependencies: ["AppKit"],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        .testTarget(name: "AppKitAppTests", dependencies: ["AppKitApp", "AppKit"], swiftSettings: strict),
        // The generated code in the two other modes it must compile warning-free in: Swift 5, and Swift 6 with
        // main-actor default isolation (Xcode 26's default for new app targets). Each target compiles the sources
        // of App, AppKitApp or ReusableClient (symbolic links under Sources/Modes) through the plugin.
        .target(name: "AppSwift5", dependencies: ["UIKit"], path: "Sources/Modes/AppSwift5",
                swiftSettings: swift5 + [.define("FIXTURE_FLAG")], plugins: [reusableGen]),
        .target(name: "AppMainActor", dependencies: ["UIKit"], path: "Sources/Modes/AppMainActor",
                swiftSettings: mainActor + [.define("FIXTURE_FLAG")], plugins: [reusableGen]),
        .target(name: "AppKitAppSwift5", dependencies: ["AppKit"], path: "Sources/Modes/AppKitAppSwift5",
                swiftSettings: swift5, plugins: [reusableGen]),
        .target(name: "AppKitAppMainActor", dependencies: ["AppKit"], path: "Sources/Modes/AppKitAppMainActor",
                swiftSettings: mainActor, plugins: [reusableGen]),
        .target(name: "ReusableClientSwift5", dependencies: ["Reusable", "UIKit"],
                path: "Sources/Modes/ReusableClientSwift5", swiftSettings: swift5, plugins: [reusableGen]),
        .target(name: "ReusableClientMainActor", dependencies: ["Reusable", "UIKit"],
                path: "Sources/Modes/ReusableClientMainActor", swiftSettings: mainActor, plugins: [reusableGen]),
        // `reusable-gen migrate`: an app before migration (no plugin: plain UIKit) and the same app as migrate
        // leaves it, built through the plugin; the test shows both register and dequeue the same.
        .target(name: "MigrationBefore", dependencies: ["UIKit"], swiftSettings: strict),
        .target(
            name: "MigrationAfter",
            dependencies: ["UIKit"],
            resources: [.process("Resources")],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        .testTarget(
            name: "MigrationEquivalenceTests", dependencies: ["MigrationBefore", "MigrationAfter", "UIKit"], swiftSettings: strict),
        // The same for AppKit's table views.
        .target(name: "AppKitMigrationBefore", dependencies: ["AppKit"], swiftSettings: strict),
        .target(
            name: "AppKitMigrationAfter",
            dependencies: ["AppKit"],
            swiftSettings: strict,
            plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
        ),
        .testTarget(
            name: "AppKitMigrationEquivalenceTests",
            dependencies: ["AppKitMigrationBefore", "AppKitMigrationAfter", "AppKit"], swiftSettings: strict),
        .testTarget(
            name: "StandInTests",
            dependencies: ["UIKit", "AppKit"],
            path: "Tests/StandInTests",
            // UIKit and AppKit both extend IndexPath; with member import visibility each file
            // only sees the members of the stand-in it imports, as on Apple platforms.
            swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ]
        // Issue 28: the generated file compiles whatever the app already declares. (a) every protocol with the
        // library's requirements and the app's own helper names; (b) only some protocols; (c) look-alikes with other
        // requirements; (e) members the user wrote with generated names; (d) classes declared twice in the folders
        // given (a stale copy in `StaleCopies/`, outside every target: the file is generated over both and kept in git).
        + inThreeModes("OwnProtocols") + inThreeModes("OnlyNibOwner") + inThreeModes("NibAndStoryboard")
        + inThreeModes("LookAlikes") + inThreeModes("MemberClashes") + inThreeModes("DuplicateClass", generated: false)
        // Issue 39: mixin names the app declares as something else than the library does — `NibReusable` as a
        // protocol (with the library's requirements, with others, refining the library's two), `Reusable` as a
        // typealias or with an instance requirement.
        + inThreeModes("OwnNibReusable") + inThreeModes("OtherNibReusable") + inThreeModes("OwnReusableAlias")
        + inThreeModes("RefinedNibReusable")
        + [.testTarget(name: "OwnNibReusableTests", dependencies: ["OwnNibReusable", "UIKit"], swiftSettings: strict)],
    swiftLanguageModes: [.v6]
)
