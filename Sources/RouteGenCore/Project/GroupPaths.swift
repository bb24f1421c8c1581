/// Where each file reference and group of a project lives on disk, worked out through the group
/// tree and each element's `sourceTree`. Elements under `SDKROOT`, `BUILT_PRODUCTS_DIR`,
/// `DEVELOPER_DIR` and other build-time roots have no path here: they are products or system
/// files, never sources of the app.
///
/// Every group's folder is worked out once, when the paths are made, so that a file's path costs
/// one join however deep it sits: a large project has tens of thousands of files.
import RouteGenModel

struct GroupPaths: Sendable {
    private let graph: PBXObjectGraph
    private let projectFolder: String
    private var parents: [String: String] = [:]
    /// Each group's folder; a group with no folder on disk (under a build-time root, or in a
    /// cycle) maps to nil.
    private var groupFolders: [String: String?] = [:]

    static let groupClasses: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    /// - Parameter projectFolder: the folder that holds the `.xcodeproj`, joined with the
    ///   project's `projectDirPath`.
    init(graph: PBXObjectGraph, projectFolder: String) {
        self.graph = graph
        self.projectFolder = projectFolder
        let groups = Self.groupClasses.flatMap { graph.all($0) }.sorted()
        for group in groups {
            for child in graph.ids(group, "children") where parents[child] == nil {
                parents[child] = group
            }
        }
        for group in groups where groupFolders[group] == nil {
            var visiting = Set<String>()
            groupFolders[group] = folder(ofGroup: group, visiting: &visiting)
        }
    }

    /// The element's path, or nil when it sits under a root that is not the source tree.
    func path(of id: String) -> String? {
        if let known = groupFolders[id] { return known }
        return resolve(id) { parent in groupFolders[parent] ?? nil }
    }

    /// A group's folder, its parents' worked out first (and kept).
    private mutating func folder(ofGroup id: String, visiting: inout Set<String>) -> String? {
        if let known = groupFolders[id] { return known }
        guard visiting.insert(id).inserted else { return nil }
        var parentFolder: String?
        if let parent = parents[id] {
            parentFolder = folder(ofGroup: parent, visiting: &visiting)
        }
        let folder = resolve(id) { _ in parentFolder }
        groupFolders[id] = folder
        return folder
    }

    /// The element's path from its own `path` and `sourceTree`, and its parent's folder.
    private func resolve(_ id: String, parentFolder: (String) -> String?) -> String? {
        let own = graph.string(id, "path")
        switch graph.string(id, "sourceTree") ?? "<group>" {
        case "<absolute>":
            return own.map(ProjectPath.normalize)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return ProjectPath.join(projectFolder, own ?? "")
        case "<group>":
            let base: String
            if let parent = parents[id] {
                guard let parentPath = parentFolder(parent) else { return nil }
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
