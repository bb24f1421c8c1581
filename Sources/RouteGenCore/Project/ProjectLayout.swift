import Foundation

/// What a project or workspace tells the pipeline: the files to scan with their modules, how each
/// module's headers are imported, and the module that compiles the registry. The same
/// information a folder scan gets from `--module-map` and `--module`, taken from the build.
public struct ProjectLayout: Hashable, Sendable {
    /// Every file to scan and its module, by path.
    public var modules: [String: String] = [:]
    public var moduleInfo: [String: ProjectModule] = [:]
    /// The chosen application target's name, module and Swift interface header.
    public var targetName: String?
    public var registryModule: String?
    public var swiftHeader: String?
    /// The project files, `.xcconfig`s and `Podfile.lock` read: a change to one changes the layout.
    public var inputFiles: [String] = []
    public var diagnostics: [Diagnostic] = []

    public var files: [String] { modules.keys.sorted() }

    /// The given paths without the folders that hold the project: with a project, `.` (what a
    /// pre-commit hook passes) means the project, whose targets say which files are compiled;
    /// walking the folder would add stray files and every pod's sources. Other paths are kept.
    public func unwalkedPaths(_ paths: [String]) -> [String] {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let projectFiles = inputFiles.filter { $0.hasSuffix(".pbxproj") || $0.hasSuffix(".xcworkspacedata") }
            .map { StandardPath.absolute($0, in: workingDirectory) }
        return paths.filter { path in
            let folder = StandardPath.absolute(path, in: workingDirectory)
            let prefix = folder == "/" ? "/" : folder + "/"
            return !projectFiles.contains { $0.hasPrefix(prefix) }
        }
    }

    public init() {}

    /// Feeds the layout to a config as `--module` and `--swift-header` would, leaving what the
    /// user set explicitly alone. The files and their modules go to `Pipeline.Input.project`.
    public func apply(to config: inout RouteGenConfig) {
        config.projectModules = moduleInfo
        if config.registryModule == nil { config.registryModule = registryModule }
        if config.objcSwiftHeader == nil { config.objcSwiftHeader = swiftHeader }
    }
}

/// How the build makes one module's code visible to the registry.
public struct ProjectModule: Hashable, Codable, Sendable {
    public var kind: XcodeTarget.Kind
    /// Headers other modules can import as `<Module/Header.h>` (public and private headers).
    public var importableHeaders: [String]
    /// The preprocessor defines of the chosen configuration (`NAME` or `NAME=value`).
    public var defines: [String]
    /// Swift's active compilation conditions in the chosen configuration.
    public var swiftConditions: [String]
    /// `GCC_PREFIX_HEADER`, read in front of each Objective-C file of the module.
    public var prefixHeader: String?
    /// The prefix header's SHA-256: part of the config digest, so cached facts read with an
    /// older prefix header are not reused.
    public var prefixHeaderDigest: String?
    /// The pod's name when this module is a CocoaPods pod from a spec repository that `pods:`
    /// does not name: its files are read so that the routes it provides are known, and its
    /// routers are left out of the registry.
    public var leftOutPod: String?

    public init(kind: XcodeTarget.Kind, importableHeaders: [String], defines: [String], swiftConditions: [String] = [], prefixHeader: String? = nil, prefixHeaderDigest: String? = nil, leftOutPod: String? = nil) {
        self.kind = kind
        self.importableHeaders = importableHeaders
        self.defines = defines
        self.swiftConditions = swiftConditions
        self.prefixHeader = prefixHeader
        self.prefixHeaderDigest = prefixHeaderDigest
        self.leftOutPod = leftOutPod
    }
}
