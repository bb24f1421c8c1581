import Foundation
import RouteGenModel

/// Reads the targets of one parsed project: build phases, synchronised folders, settings and
/// dependencies. A target is read only when asked for, so that the settings (and `.xcconfig`
/// files) of targets the chosen target does not depend on are neither read nor reported on.
struct ProjectReader: Sendable {
    let graph: PBXObjectGraph
    let projectPath: String
    let projectFolder: String
    let configuration: String?
    let paths: GroupPaths

    init(graph: PBXObjectGraph, projectPath: String, projectFolder: String, configuration: String?) {
        self.graph = graph
        self.projectPath = projectPath
        self.projectFolder = projectFolder
        self.configuration = configuration
        self.paths = GroupPaths(graph: graph, projectFolder: projectFolder)
        rootLayers = Self.layers(of: graph.rootObject, graph: graph, paths: paths, configuration: configuration)
    }

    /// The project's own `.xcconfig` and settings, read once: every target's settings lie over them.
    private let rootLayers: Layers

    struct Read: Sendable {
        var target: XcodeTarget
        var diagnostics: [Diagnostic]
        var inputFiles: [String]
        /// Folders listed to find the members of synchronised groups: a file added to one changes
        /// the target without a change to the project file.
        var listedFolders: [String]
        /// Files the settings name that are not there.
        var probedPaths: [String]
    }

    func target(_ id: String) -> Read {
        let name = graph.string(id, "name") ?? id
        var files = BuiltFiles()
        readBuildPhases(of: id, into: &files)
        for folder in graph.ids(id, "fileSystemSynchronizedGroups") {
            let synced = SynchronizedFolder.read(folder, target: id, graph: graph, paths: paths)
            files.sources += synced.sources
            files.otherSources += synced.otherSources
            files.headers.merge(synced.headers) { phase, _ in phase }
            files.listedFolders += synced.folders
        }
        for dependency in graph.ids(id, "dependencies") {
            if let local = graph.string(dependency, "target") {
                files.dependencies.append(.init(projectPath: projectPath, targetID: local))
            } else if let proxy = graph.string(dependency, "targetProxy"), let reference = proxyTarget(proxy) {
                files.dependencies.append(reference)
            }
        }

        let (settings, configFiles, absentConfigFiles, diagnostics) = buildSettings(target: id, name: name)
        let target = makeTarget(id, name: name, files: files, settings: settings)
        return Read(
            target: target, diagnostics: diagnostics, inputFiles: configFiles, listedFolders: files.listedFolders,
            probedPaths: absentConfigFiles)
    }

    /// What a target's build phases and synchronised folders compile, copy and link.
    private struct BuiltFiles {
        var sources: [String] = []
        /// C and C++ sources, whose headers are compiled too.
        var otherSources: [String] = []
        var headers: [String: XcodeTarget.HeaderVisibility] = [:]
        /// Targets it depends on or links.
        var dependencies: [XcodeTarget.Reference] = []
        /// Products it links by name, built elsewhere.
        var linkedProducts: [String] = []
        var listedFolders: [String] = []
    }

    /// The Sources, Headers and Frameworks phases of a target.
    private func readBuildPhases(of id: String, into files: inout BuiltFiles) {
        for phase in graph.ids(id, "buildPhases") {
            switch graph.isa(phase) {
            case "PBXSourcesBuildPhase":
                for file in graph.ids(phase, "files") {
                    guard let ref = graph.string(file, "fileRef"), let path = paths.path(of: ref) else { continue }
                    if SourceDiscovery.language(ofFile: path) != nil {
                        files.sources.append(path)
                    } else if Self.otherCompiledExtensions.contains(ProjectPath.pathExtension(path)) {
                        files.otherSources.append(path)
                    }
                }
            case "PBXHeadersBuildPhase":
                for file in graph.ids(phase, "files") {
                    guard let ref = graph.string(file, "fileRef"), let path = paths.path(of: ref) else { continue }
                    files.headers[path] = visibility(ofBuildFile: file)
                }
            case "PBXFrameworksBuildPhase":
                for file in graph.ids(phase, "files") {
                    guard let ref = graph.string(file, "fileRef") else { continue }
                    if let reference = linkedTarget(ref) {
                        files.dependencies.append(reference)
                    } else if graph.string(ref, "sourceTree") == "BUILT_PRODUCTS_DIR",
                        let name = graph.string(ref, "path")
                    {
                        files.linkedProducts.append(ProjectPath.lastComponent(name))
                    }
                }
            default:
                break
            }
        }
    }

    /// The target its files and its resolved build settings describe.
    private func makeTarget(_ id: String, name: String, files: BuiltFiles, settings: BuildSettings) -> XcodeTarget {
        let moduleName = BuildSettings.c99Identifier(settings.value("PRODUCT_MODULE_NAME"))
        var swiftHeader = settings.value("SWIFT_OBJC_INTERFACE_HEADER_NAME")
        if swiftHeader.isEmpty { swiftHeader = moduleName + "-Swift.h" }
        let prefix = settings.value("GCC_PREFIX_HEADER")
        let bridging = settings.value("SWIFT_OBJC_BRIDGING_HEADER")
        let defines = BuildDefines(settings)
        func searchPaths(_ key: String) -> [String] {
            settings.list(key).filter { !$0.isEmpty }.map { ProjectPath.join(projectFolder, $0) }
        }

        var target = XcodeTarget(
            name: name, id: id, projectPath: projectPath, kind: .init(productType: graph.string(id, "productType")),
            moduleName: moduleName, swiftHeaderName: swiftHeader,
            sources: Array(Set(files.sources)).sorted(), headers: files.headers,
            defines: defines.objc, swiftConditions: defines.swift,
            prefixHeader: prefix.isEmpty ? nil : ProjectPath.join(projectFolder, prefix),
            headerSearchPaths: searchPaths("HEADER_SEARCH_PATHS"),
            dependencies: files.dependencies, productID: graph.string(id, "productReference"),
            productName: graph.string(id, "productReference").flatMap { graph.string($0, "path") }.map(
                ProjectPath.lastComponent),
            linkedProducts: files.linkedProducts
        )
        if settings.isSet("CLANG_ENABLE_MODULES") {
            target.enablesModules = settings.value("CLANG_ENABLE_MODULES") == "YES"
        }
        target.definesModule = settings.value("DEFINES_MODULE") == "YES"
        target.userHeaderSearchPaths = searchPaths("USER_HEADER_SEARCH_PATHS")
        target.alwaysSearchUserPaths = settings.value("ALWAYS_SEARCH_USER_PATHS").uppercased() == "YES"
        target.usesHeaderMap = settings.value("USE_HEADERMAP").uppercased() != "NO"
        target.bridgingHeader = bridging.isEmpty ? nil : ProjectPath.join(projectFolder, bridging)
        target.podsRoot =
            settings.isSet("PODS_ROOT") ? ProjectPath.join(projectFolder, settings.value("PODS_ROOT")) : nil
        target.otherSources = Array(Set(files.otherSources)).sorted()
        return target
    }

    /// C and C++ sources: compiled with the target, so the headers they include are too.
    static let otherCompiledExtensions: Set<String> = ["c", "cc", "cpp", "cxx"]

    private func visibility(ofBuildFile file: String) -> XcodeTarget.HeaderVisibility {
        let attributes = graph.dictionary(file, "settings")?["ATTRIBUTES"]?.array?.compactMap(\.string) ?? []
        if attributes.contains("Public") { return .public }
        if attributes.contains("Private") { return .private }
        return .project
    }

    /// A framework in the Frameworks phase: a product of this project, or of a sub-project
    /// through a `PBXReferenceProxy`.
    private func linkedTarget(_ ref: String) -> XcodeTarget.Reference? {
        if graph.isa(ref) == "PBXReferenceProxy", let proxy = graph.string(ref, "remoteRef") {
            return proxyTarget(proxy)
        }
        if let owner = graph.productOwners[ref] {
            return .init(projectPath: projectPath, targetID: owner)
        }
        return nil
    }

    /// A `PBXContainerItemProxy`: a target (proxy type 1) or a product (type 2) of this or another project.
    private func proxyTarget(_ proxy: String) -> XcodeTarget.Reference? {
        guard let portal = graph.string(proxy, "containerPortal"),
            let remote = graph.string(proxy, "remoteGlobalIDString")
        else { return nil }
        let isProduct = graph.string(proxy, "proxyType") == "2"
        var project = projectPath
        if portal != graph.rootObject {
            guard let path = paths.path(of: portal) else { return nil }
            project = path
        }
        return isProduct
            ? .init(projectPath: project, targetID: nil, productID: remote)
            : .init(projectPath: project, targetID: remote)
    }

    // MARK: Settings

    /// One owner's (the project's or a target's) two layers in the chosen configuration: its
    /// `.xcconfig` (with its `#include`s) and its own settings.
    struct Layers: Sendable {
        var xcconfig: [String: String] = [:]
        var own: [String: String] = [:]
        var files: [String] = []
        var absent: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    private static func layers(
        of owner: String, graph: PBXObjectGraph, paths: GroupPaths, configuration: String?
    ) -> Layers {
        var layers = Layers()
        guard let chosen = chosenConfiguration(of: owner, graph: graph, configuration: configuration) else {
            return layers
        }
        if let base = graph.string(chosen, "baseConfigurationReference"), let path = paths.path(of: base) {
            let file = XCConfigFile.read(path)
            layers.xcconfig = file.settings
            layers.diagnostics = file.diagnostics
            layers.files = file.files
            layers.absent = file.absent
        }
        for (key, value) in graph.dictionary(chosen, "buildSettings") ?? [:] {
            if let text = value.string {
                layers.own[key] = text
            } else if let list = value.array {
                layers.own[key] = BuildSettings.joinList(list.compactMap(\.string))
            }
        }
        return layers
    }

    private func buildSettings(
        target: String, name: String
    ) -> (BuildSettings, files: [String], absent: [String], [Diagnostic]) {
        let own = Self.layers(of: target, graph: graph, paths: paths, configuration: configuration)
        let builtins = [
            "TARGET_NAME": name,
            "PROJECT_NAME": ProjectPath.stem(projectPath),
            "CONFIGURATION": chosenConfiguration(of: target).flatMap { graph.string($0, "name") } ?? "",
            "SRCROOT": projectFolder, "SOURCE_ROOT": projectFolder, "PROJECT_DIR": projectFolder,
            "PODS_ROOT": ProjectPath.folder(of: projectPath),
        ]
        let settings = BuildSettings(
            layers: [rootLayers.xcconfig, rootLayers.own, own.xcconfig, own.own], builtins: builtins)
        return (
            settings, rootLayers.files + own.files, rootLayers.absent + own.absent,
            rootLayers.diagnostics + own.diagnostics
        )
    }

    /// The requested configuration, else Debug, else the list's default, else the first.
    private func chosenConfiguration(of owner: String) -> String? {
        Self.chosenConfiguration(of: owner, graph: graph, configuration: configuration)
    }

    private static func chosenConfiguration(of owner: String, graph: PBXObjectGraph, configuration: String?) -> String?
    {
        guard let list = graph.string(owner, "buildConfigurationList") else { return nil }
        let configurations = graph.ids(list, "buildConfigurations")
        func named(_ name: String?) -> String? {
            name.flatMap { name in configurations.first { graph.string($0, "name") == name } }
        }
        return named(configuration) ?? named("Debug") ?? named(graph.string(list, "defaultConfigurationName"))
            ?? configurations.first
    }

    /// Configuration names the project knows, for a diagnostic about a misspelt `--configuration`.
    func configurationNames() -> [String] {
        guard let list = graph.string(graph.rootObject, "buildConfigurationList") else { return [] }
        return graph.ids(list, "buildConfigurations").compactMap { graph.string($0, "name") }
    }
}
