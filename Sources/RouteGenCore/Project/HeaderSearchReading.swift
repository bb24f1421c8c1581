import Foundation
import RouteGenModel

/// Fills a layout's `HeaderSearch` as the project reading adds each target, and finishes it once
/// every target is in: the app's folders and the `Pods` folders.
enum HeaderSearchReading {
    /// One target's look-up settings, under its module (the first target of a module keeps it).
    static func add(_ target: XcodeTarget, podsFolders: [String], to layout: inout ProjectLayout) {
        let module = target.moduleName
        guard layout.headerSearch.modules[module] == nil else { return }
        // CocoaPods names its folder in the configuration files it writes; a workspace's `Pods`
        // project says where it is too.
        let podsRoot = target.podsRoot ?? podsFolders.first
        layout.headerSearch.modules[module] = HeaderSearch.Module(
            headerMapProject: target.usesHeaderMap ? target.projectPath : nil,
            userPaths: target.userHeaderSearchPaths, paths: target.headerSearchPaths,
            alwaysSearchUserPaths: target.alwaysSearchUserPaths, podHeaderFolders: podsRoot.map { [$0] } ?? [])
        if target.kind.isLibrary, let product = target.productName {
            let name = ProjectPath.stem(product).replacingOccurrences(of: "lib", with: "", options: .anchored)
            if name != module { layout.headerSearch.frameworkNames[module] = name }
        }
    }

    /// - Parameters:
    ///   - projectFolders: the folder of every project read (`SRCROOT`).
    ///   - podsFolders: the `Pods` folders of the workspace's `Pods` projects, installed or not.
    static func finish(
        _ layout: inout ProjectLayout, projectFolders: [String], workspaceFolder: String?, podsFolders: [String]
    ) {
        layout.candidateHeaders = layout.candidateHeaders.filter { layout.modules[$0.key] == nil }
        var expanded: [String: [String]] = [:]
        var podsRoots = Set(podsFolders)
        for module in layout.headerSearch.modules.keys.sorted() {
            guard let root = layout.headerSearch.modules[module]?.podHeaderFolders.first else { continue }
            podsRoots.insert(root)
            if expanded[root] == nil { expanded[root] = podHeaderFolders(in: root) }
            layout.headerSearch.modules[module]?.podHeaderFolders = expanded[root] ?? []
        }
        // The app's folders: each project's, the workspace's, and each module's files' (a
        // development pod can live outside both).
        var sources = Set(projectFolders)
        if let workspaceFolder { sources.insert(workspaceFolder) }
        var byModule: [String: String] = [:]
        for (file, module) in layout.modules {
            let folder = ProjectPath.folder(of: file)
            byModule[module] = byModule[module].map { commonFolder($0, folder) } ?? folder
        }
        sources.formUnion(byModule.values.filter { $0 != "/" && $0 != "." })
        layout.headerSearch.sourceFolders = sources.sorted()
        layout.headerSearch.closedFolders = podsRoots.sorted()
        // Search folders are not watched: an editor's atomic save changes its folder, and a
        // recursive search path covers every folder of the app, so each edit would read the project
        // again. A header that appears there is found when an import of it is written (that file
        // changes), or when the project or `Podfile.lock` (`pod install`) does.
    }

    /// `Headers/Public` and `Headers/Private` and the folder of each pod in them, as CocoaPods'
    /// configuration files list them, when they exist.
    static func podHeaderFolders(in podsRoot: String) -> [String] {
        var folders: [String] = []
        for kind in ["Public", "Private"] {
            let folder = podsRoot + "/Headers/" + kind
            guard case .success(let listing) = FileSystem.listing(of: folder) else { continue }
            folders.append(folder)
            folders += listing.entries.filter { $0.kind == .directory && !$0.name.hasPrefix(".") }.map(\.name)
                .sorted().map { folder + "/" + $0 }
        }
        return folders
    }

    /// The files under a recursive search path, by name.
    static func files(under root: String) -> [String: [String]] {
        walk(root)
    }

    /// Hidden folders and build products are not searched.
    private static func walk(_ root: String) -> [String: [String]] {
        var files: [String: [String]] = [:]
        var queue = [root]
        // Device and inode: a symbolic link back up the tree is not walked again.
        var seen = Set<[UInt64]>()
        while let folder = queue.popLast() {
            guard case .success(let listing) = FileSystem.listing(of: folder) else { continue }
            if let identity = listing.identity, !seen.insert(identity).inserted { continue }
            for entry in listing.entries where !entry.name.hasPrefix(".") {
                switch entry.kind {
                case .directory where !SourceDiscovery.skippedFolderNames.contains(entry.name):
                    queue.append(folder + "/" + entry.name)
                case .file:
                    files[entry.name, default: []].append(folder + "/" + entry.name)
                default:
                    break
                }
            }
        }
        return files
    }

    /// The deepest folder two paths share, compared byte by byte: it runs once per file of the app.
    static func commonFolder(_ left: String, _ right: String) -> String {
        if left == right { return left }
        var left = left
        var right = right
        let cut = left.withUTF8 { a in
            right.withUTF8 { b -> Int in
                let count = min(a.count, b.count)
                var index = 0
                var lastSlash = 0
                while index < count && a[index] == b[index] {
                    if a[index] == UInt8(ascii: "/") { lastSlash = index }
                    index += 1
                }
                // One is the other's folder.
                if index == count
                    && (a.count == b.count || (a.count > count ? a[count] : b[count]) == UInt8(ascii: "/"))
                {
                    return count
                }
                return lastSlash
            }
        }
        if cut == 0 { return left.hasPrefix("/") ? "/" : "." }
        return String(decoding: left.utf8.prefix(cut), as: UTF8.self)
    }
}
