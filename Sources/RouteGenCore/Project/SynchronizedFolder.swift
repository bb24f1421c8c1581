import Foundation
import RouteGenModel

/// Xcode 16's folder-synchronised groups: every file under the folder belongs to the targets
/// that list the folder, except the paths an exception set for that target names. Headers are
/// project headers unless the exception set lists them as public or private.
enum SynchronizedFolder {
    struct Members {
        var sources: [String] = []
        var otherSources: [String] = []
        var headers: [String: XcodeTarget.HeaderVisibility] = [:]
        /// The folder and every folder under it that was listed: adding or removing a file there
        /// changes the members.
        var folders: [String] = []
    }

    static func read(_ folder: String, target: String, graph: PBXObjectGraph, paths: GroupPaths) -> Members {
        guard let root = paths.path(of: folder) else { return Members() }
        var excluded = Set<String>()
        var publicHeaders = Set<String>()
        var privateHeaders = Set<String>()
        for set in graph.ids(folder, "exceptions")
        where graph.isa(set) == "PBXFileSystemSynchronizedBuildFileExceptionSet"
            && graph.string(set, "target") == target
        {
            excluded.formUnion(graph.ids(set, "membershipExceptions").map(ProjectPath.normalize))
            publicHeaders.formUnion(graph.ids(set, "publicHeaders").map(ProjectPath.normalize))
            privateHeaders.formUnion(graph.ids(set, "privateHeaders").map(ProjectPath.normalize))
        }
        var members = Members()
        let (files, folders) = entries(under: root)
        members.folders = [root] + folders.map { ProjectPath.join(root, $0) }
        for relative in files {
            // An excluded folder excludes everything in it.
            if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            let path = ProjectPath.join(root, relative)
            if ProjectPath.pathExtension(relative) == "h" {
                members.headers[path] =
                    publicHeaders.contains(relative) ? .public : privateHeaders.contains(relative) ? .private : .project
            } else if SourceDiscovery.language(ofFile: relative) != nil {
                members.sources.append(path)
            } else if ProjectReader.otherCompiledExtensions.contains(ProjectPath.pathExtension(relative)) {
                members.otherSources.append(path)
            }
        }
        return members
    }

    /// Files and folders relative to `root`, sorted; hidden entries skipped, as Xcode does.
    private static func entries(under root: String) -> (files: [String], folders: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return ([], []) }
        var files: [String] = []
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory) else {
                continue
            }
            if isDirectory.boolValue {
                folders.append(relative)
            } else {
                files.append(relative)
            }
        }
        return (files.sorted(), folders.sorted())
    }
}
