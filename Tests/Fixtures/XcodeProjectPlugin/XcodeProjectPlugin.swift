// A stand-in for Xcode's `XcodeProjectPlugin` module, written by us from its documented API (see README.md beside
// this file), so that `XcodePluginTypeCheckTests` can type-check the plugins' `#if canImport(XcodeProjectPlugin)`
// code on a machine without Xcode. Declarations only as far as a plugin uses them; the bodies do nothing useful.

import Foundation
import PackagePlugin

/// The Xcode project a plugin runs on: the counterpart of `PackagePlugin.Package`.
public struct XcodeProject {
    public typealias ID = String

    /// The project's identifier.
    public let id: ID
    /// The project's name, for display.
    public let displayName: String
    /// The directory that holds the `.xcodeproj`.
    public let directoryURL: URL
    /// Every file the project references.
    public let filePaths: PathList
    /// The project's targets.
    public let targets: [XcodeTarget]

    /// The directory as a `Path`, as in Xcode 14 and 15.
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public var directory: Path { Path(directoryURL.path) }

    public init(id: ID, displayName: String, directoryURL: URL, filePaths: PathList, targets: [XcodeTarget]) {
        self.id = id
        self.displayName = displayName
        self.directoryURL = directoryURL
        self.filePaths = filePaths
        self.targets = targets
    }
}

/// A target of an Xcode project: the counterpart of `PackagePlugin.Target`.
public struct XcodeTarget {
    public typealias ID = String

    /// The target's identifier.
    public let id: ID
    /// The target's name, for display.
    public let displayName: String
    /// What the target builds, if it builds a product.
    public let product: XcodeProduct?
    /// The files of the target's build phases (sources and resources).
    public let inputFiles: FileList
    /// Sources that plugins applied earlier to the target generated.
    public let pluginGeneratedSources: [URL]
    /// Resources that plugins applied earlier to the target generated.
    public let pluginGeneratedResources: [URL]

    public init(
        id: ID, displayName: String, product: XcodeProduct?, inputFiles: FileList,
        pluginGeneratedSources: [URL] = [], pluginGeneratedResources: [URL] = []
    ) {
        self.id = id
        self.displayName = displayName
        self.product = product
        self.inputFiles = inputFiles
        self.pluginGeneratedSources = pluginGeneratedSources
        self.pluginGeneratedResources = pluginGeneratedResources
    }
}

/// The product an Xcode target builds.
public struct XcodeProduct {
    /// The kinds of product Xcode tells a plugin about; any other by its product-type identifier.
    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }

    /// The product's name (for an app or framework, also its module's name unless the target renames it).
    public let name: String
    /// What kind of product it is.
    public let kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// What Xcode passes to a plugin: the counterpart of `PackagePlugin.PluginContext`.
public struct XcodePluginContext {
    /// The project the plugin runs on.
    public let xcodeProject: XcodeProject
    /// A directory the plugin and its commands may write into, kept between builds.
    public let pluginWorkDirectoryURL: URL

    /// The work directory as a `Path`, as in Xcode 14 and 15.
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public var pluginWorkDirectory: Path { Path(pluginWorkDirectoryURL.path) }

    public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
    }

    /// The executable the plugin's package provides under `name`; throws when there is none.
    public func tool(named name: String) throws -> PluginContext.Tool {
        throw PluginContextError.toolNotFound(name: name)
    }
}

/// A build-tool plugin that also works on Xcode targets: the counterpart of `PackagePlugin.BuildToolPlugin`.
public protocol XcodeBuildToolPlugin: Plugin {
    /// The commands that build `target` of the project in `context`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that also works on Xcode projects: the counterpart of `PackagePlugin.CommandPlugin`.
public protocol XcodeCommandPlugin: Plugin {
    /// Performs the command on the project in `context`, with the arguments the user chose.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
