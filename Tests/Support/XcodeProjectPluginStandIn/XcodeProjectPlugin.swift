// A stand-in for Xcode's XcodeProjectPlugin module, which ships only inside Xcode on macOS. It
// mirrors Apple's documented API so that the plugins' `#if canImport(XcodeProjectPlugin)` code is
// type-checked on Linux (XcodePluginCompileTests): a misspelt member or a wrong type fails here
// instead of on an adopter's Mac. Declarations only; nothing in it ever runs.
//
// Mirrored symbols:
// - XcodeBuildToolPlugin: createBuildCommands(context:target:)
// - XcodePluginContext: xcodeProject, pluginWorkDirectory (deprecated), pluginWorkDirectoryURL, tool(named:)
// - XcodeProject: id, ID, displayName, directory (deprecated), directoryURL, filePaths, targets
// - XcodeTarget: id, ID, displayName, product, inputFiles
// - XcodeProduct: id, ID, name, kind, Kind
//
// FileList, File, PathList, PluginContext.Tool and Command are PackagePlugin's own types, which
// the real module uses too, so they come from the toolchain rather than from here. Left out on
// purpose, because no plugin here uses them: XcodeCommandPlugin (the command plugin has no Xcode
// entry point) and XcodeTarget.dependencies. Add a symbol only as Apple documents it, and only
// once a plugin needs it, so the check stays as strict as the real module.
//
// Not a SwiftPM target: the test compiles it into a temporary folder, so no real build can ever
// import it instead of Xcode's.
import Foundation
import PackagePlugin

/// Xcode's counterpart of `BuildToolPlugin`, for targets of an Xcode project.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject

    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path

    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        throw PluginContextError.toolNotFound(name: name)
    }
}

public struct XcodeProject {
    public typealias ID = String

    public let id: ID
    public let displayName: String

    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path

    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String

    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }

    public let id: ID
    public let name: String
    public let kind: Kind
}
