import Foundation

/// One `.xcodeproj`: its targets in the chosen configuration and what went wrong reading it.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder as given.
    public var path: String
    public var targets: [XcodeTarget]
    /// Every `.h` file reference, and every Objective-C implementation file reference, of the
    /// group tree: headers of an app target are usually in no build phase.
    var headerReferences: [String]
    var implementationReferences: [String]
    /// Files whose change changes this reading: the `project.pbxproj` and its `.xcconfig`s.
    public var inputFiles: [String]
    public var diagnostics: [Diagnostic]

    public var pbxprojPath: String { path + "/project.pbxproj" }

    /// Fails only when the project cannot be read at all; problems inside it are diagnostics.
    public static func load(_ path: String, configuration: String?) -> Result<XcodeProject, Diagnostic> {
        let projectPath = ProjectPath.normalize(path)
        let file = projectPath + "/project.pbxproj"
        let graph: PBXObjectGraph
        do {
            graph = try PBXObjectGraph(contentsOf: file)
        } catch {
            let message = switch error { case .unreadable(let text): text }
            return .failure(Diagnostic(.error, message, at: SourceLocation(file: file, line: 1, column: 1), rule: .xcodeProject))
        }
        guard PBXObjectGraph.supportedObjectVersions.contains(graph.objectVersion) else {
            let range = PBXObjectGraph.supportedObjectVersions
            return .failure(Diagnostic(.error, "unsupported objectVersion \(graph.objectVersion) (routegen reads \(range.lowerBound) to \(range.upperBound), Xcode 8 to 16)", at: SourceLocation(file: file, line: 1, column: 1), rule: .xcodeProject))
        }
        let root = graph.rootObject
        let projectFolder = ProjectPath.join(ProjectPath.folder(of: projectPath), graph.string(root, "projectDirPath") ?? "")
        let reader = ProjectReader(graph: graph, projectPath: projectPath, projectFolder: projectFolder, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        let names = reader.configurationNames()
        if let configuration, !names.isEmpty, !names.contains(configuration) {
            let fallback = names.contains("Debug") ? "Debug" : graph.string(graph.string(root, "buildConfigurationList") ?? "", "defaultConfigurationName") ?? names[0]
            diagnostics.append(Diagnostic(.warning, "no configuration named '\(configuration)'; using \(fallback). Configurations: \(names.sorted().joined(separator: ", "))", at: SourceLocation(file: file, line: 1, column: 1), rule: .xcodeProject))
        }
        var inputFiles: Set<String> = [file]
        var targets: [XcodeTarget] = []
        for id in graph.ids(root, "targets") where graph.isa(id) == "PBXNativeTarget" {
            let read = reader.target(id)
            targets.append(read.target)
            diagnostics += read.diagnostics
            inputFiles.formUnion(read.inputFiles)
        }
        var headers: [String] = []
        var implementations: [String] = []
        for id in graph.all("PBXFileReference") {
            guard let path = reader.paths.path(of: id) else { continue }
            switch ProjectPath.pathExtension(path) {
            case "h": headers.append(path)
            case "m", "mm": implementations.append(path)
            default: break
            }
        }
        return .success(XcodeProject(
            path: projectPath, targets: targets, headerReferences: headers.sorted(), implementationReferences: implementations.sorted(),
            inputFiles: inputFiles.sorted(), diagnostics: diagnostics
        ))
    }

    public func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }
    func target(id: String) -> XcodeTarget? { targets.first { $0.id == id } }
}
