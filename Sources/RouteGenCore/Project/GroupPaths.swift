/// Where each file reference and group of a project lives on disk, worked out through the group
/// tree and each element's `sourceTree`. Elements under `SDKROOT`, `BUILT_PRODUCTS_DIR`,
/// `DEVELOPER_DIR` and other build-time roots have no path here: they are products or system
/// files, never sources of the app.
struct GroupPaths {
    private let graph: PBXObjectGraph
    private let projectFolder: String
    private var parents: [String: String] = [:]

    static let groupClasses: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup"]

    /// - Parameter projectFolder: the folder that holds the `.xcodeproj`, joined with the
    ///   project's `projectDirPath`.
    init(graph: PBXObjectGraph, projectFolder: String) {
        self.graph = graph
        self.projectFolder = projectFolder
        for group in Self.groupClasses.flatMap({ graph.all($0) }).sorted() {
            for child in graph.ids(group, "children") where parents[child] == nil {
                parents[child] = group
            }
        }
    }

    /// The element's path, or nil when it sits under a root that is not the source tree.
    func path(of id: String) -> String? {
        var visiting = Set<String>()
        return path(of: id, visiting: &visiting)
    }

    private func path(of id: String, visiting: inout Set<String>) -> String? {
        guard visiting.insert(id).inserted else { return nil }
        let own = graph.string(id, "path")
        switch graph.string(id, "sourceTree") ?? "<group>" {
        case "<absolute>":
            return own.map(ProjectPath.normalize)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return ProjectPath.join(projectFolder, own ?? "")
        case "<group>":
            let base: String
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, visiting: &visiting) else { return nil }
                base = parentPath
            } else {
                base = projectFolder
            }
            return own.map { ProjectPath.join(base, $0) } ?? base
        default:
            return nil
        }
    }
}
