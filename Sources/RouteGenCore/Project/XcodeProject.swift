import Foundation
import RouteGenModel

/// One `.xcodeproj`, parsed: what every target is called and builds, read at once, and each
/// target's phases and settings, read when asked for (`target(id:)`). A run reads only the chosen
/// target and the targets it depends on, so a project's size costs one parse and one pass, and
/// the settings of unrelated targets (test targets, other apps) are never reported on.
package struct XcodeProject: Sendable {
    /// What is known of a target without reading its phases or settings.
    package struct TargetSummary: Hashable, Sendable {
        package var id: String
        package var name: String
        package var kind: XcodeTarget.Kind
        /// The product's file reference id, matched against frameworks other targets link.
        var productID: String?
        /// The product's file name (`Login.framework`).
        var productName: String?
    }

    /// The `.xcodeproj` folder, normalised.
    package var path: String
    /// Native targets in the project's order.
    package var summaries: [TargetSummary]
    /// The `.h` file references of the group tree by folder, and the folder/stem of every
    /// Objective-C implementation file reference: headers of an app target are usually in no
    /// build phase (`companionHeaders`).
    private var headersByFolder: [String: [String]]
    private var implementationStems: Set<String>
    private var targetIDs: Set<String>
    /// Problems of the project as a whole (an unknown configuration).
    package var diagnostics: [Diagnostic]
    let reader: ProjectReader

    package var pbxprojPath: String { path + "/project.pbxproj" }

    /// Fails only when the project cannot be read at all; problems inside it are diagnostics.
    package static func load(_ path: String, configuration: String?) -> Result<XcodeProject, Diagnostic> {
        parse(path).map { XcodeProject(graph: $0, path: path, configuration: configuration) }
    }

    /// The parse alone, which is most of a project's cost: several projects are parsed at once.
    static func parse(_ path: String) -> Result<PBXObjectGraph, Diagnostic> {
        let file = ProjectPath.normalize(path) + "/project.pbxproj"
        let graph: PBXObjectGraph
        do {
            graph = try PBXObjectGraph(contentsOf: file)
        } catch {
            let message =
                switch error {
                case .unreadable(let text): text
                }
            return .failure(
                Diagnostic(.error, message, at: .wholeFile(file), rule: .xcodeProject))
        }
        guard PBXObjectGraph.supportedObjectVersions.contains(graph.objectVersion) else {
            let range = PBXObjectGraph.supportedObjectVersions
            return .failure(
                Diagnostic(
                    .error,
                    "unsupported objectVersion \(graph.objectVersion) (routegen reads \(range.lowerBound) to \(range.upperBound), Xcode 8 to 16)",
                    at: .wholeFile(file), rule: .xcodeProject))
        }
        return .success(graph)
    }

    init(graph: PBXObjectGraph, path: String, configuration: String?) {
        let projectPath = ProjectPath.normalize(path)
        let file = projectPath + "/project.pbxproj"
        let root = graph.rootObject
        let projectFolder = ProjectPath.join(
            ProjectPath.folder(of: projectPath), graph.string(root, "projectDirPath") ?? "")
        let reader = ProjectReader(
            graph: graph, projectPath: projectPath, projectFolder: projectFolder, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        let names = reader.configurationNames()
        if let configuration, !names.isEmpty, !names.contains(configuration) {
            let fallback =
                names.contains("Debug")
                ? "Debug"
                : graph.string(graph.string(root, "buildConfigurationList") ?? "", "defaultConfigurationName")
                    ?? names[0]
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "no configuration named '\(configuration)'; using \(fallback). Configurations: \(names.sorted().joined(separator: ", "))",
                    at: .wholeFile(file), rule: .xcodeProject))
        }
        summaries = graph.ids(root, "targets").filter { graph.isa($0) == "PBXNativeTarget" }.map { id in
            let product = graph.string(id, "productReference")
            return TargetSummary(
                id: id, name: graph.string(id, "name") ?? id, kind: .init(productType: graph.string(id, "productType")),
                productID: product,
                productName: product.flatMap { graph.string($0, "path") }.map(ProjectPath.lastComponent)
            )
        }
        var headers: [String: [String]] = [:]
        var implementations = Set<String>()
        for id in graph.all("PBXFileReference") {
            guard let path = reader.paths.path(of: id) else { continue }
            switch ProjectPath.pathExtension(path) {
            case "h": headers[ProjectPath.folder(of: path), default: []].append(path)
            case "m", "mm": implementations.insert(Self.stem(path))
            default: break
            }
        }
        self.path = projectPath
        self.headersByFolder = headers.mapValues { $0.sorted() }
        self.implementationStems = implementations
        self.targetIDs = Set(summaries.map(\.id))
        self.diagnostics = diagnostics
        self.reader = reader
    }

    /// Reads one target's phases, settings and dependencies.
    func read(_ id: String) -> ProjectReader.Read? {
        targetIDs.contains(id) ? reader.target(id) : nil
    }

    /// Headers of an app are usually in no build phase: a header of the project next to a file
    /// the target compiles belongs to it, unless it pairs with an implementation the target
    /// does not compile (a file removed from the target keeps its header out too).
    func companionHeaders(of target: XcodeTarget) -> [String] {
        let compiledStems = Set(target.sources.map(Self.stem))
        var headers: [String] = []
        for folder in Set(target.sources.map(ProjectPath.folder(of:))).sorted() {
            for header in headersByFolder[folder] ?? [] {
                let stem = Self.stem(header)
                if compiledStems.contains(stem) || !implementationStems.contains(stem) { headers.append(header) }
            }
        }
        return headers
    }

    /// `folder/name` without the extension: a header and its implementation share it.
    private static func stem(_ path: String) -> String {
        ProjectPath.folder(of: path) + "/" + ProjectPath.stem(path)
    }

    /// Every header file the project references, sorted: its header map finds each by name.
    var projectHeaders: [String] { headersByFolder.values.flatMap { $0 }.sorted() }

    /// The folder the project's relative paths start from (`SRCROOT`).
    var folder: String { reader.projectFolder }

    package func target(named name: String) -> XcodeTarget? {
        summaries.first { $0.name == name }.map { reader.target($0.id).target }
    }

    /// Every target, read: for tests and tools that look at a whole project.
    package var targets: [XcodeTarget] { summaries.map { reader.target($0.id).target } }
}
