import Foundation
import PackagePlugin

// Shared by both plugins through a symbolic link in each plugin folder: a plugin target cannot
// depend on a library, and what the two scan must be decided in one place.

/// The Swift files routegen scans for one target, each with the module it is compiled into: the
/// target's own sources and those of every first-party source module it depends on, transitively —
/// targets of the root package and of packages added by local path. Packages from a repository or
/// a registry, routegen itself and ZIKRouter (or a stand-in of it) are left out.
struct ScanSet {
    struct Entry: Hashable {
        var module: String
        var file: URL
    }

    /// Sorted by module, then path, so the file list's bytes only change when the set does.
    var entries: [Entry]

    /// The framework's own modules: never a source of app routers, and scanning them would find
    /// its base classes as if they were the app's.
    static let frameworkModules: Set<String> = ["ZIKRouter", "ZRouter", "ZIKRouterC"]

    init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.module, $0.file.path) < ($1.module, $1.file.path) }
    }

    init(target: SourceModuleTarget, package: Package) {
        let firstParty = Self.firstPartyTargetIDs(from: package)
        var entries: [Entry] = []
        for candidate in [target as Target] + target.recursiveTargetDependencies {
            guard candidate.id == target.id || firstParty.contains(candidate.id),
                let module = candidate as? SourceModuleTarget,
                module.kind != .test, module.kind != .macro,
                !Self.frameworkModules.contains(module.name)
            else { continue }
            // Swift targets, and Objective-C (Clang) targets whose routers the app calls through
            // their module: their headers and implementation files.
            let suffixes = module is SwiftSourceModuleTarget ? [".swift"] : [".h", ".m", ".mm"]
            for suffix in suffixes {
                for file in module.sourceFiles(withSuffix: suffix) where file.type == .source || file.type == .header {
                    entries.append(Entry(module: module.moduleName, file: file.url))
                }
            }
        }
        self.init(entries: entries)
    }

    var files: [URL] { entries.map(\.file) }

    /// The `--file-list` format of `routegen`: one `MODULE<TAB>PATH` line per file.
    var fileListText: String {
        entries.map { "\($0.module)\t\($0.file.path)\n" }.joined()
    }

    /// Targets of the root package and of local (path) packages, walking dependencies, minus
    /// routegen's own package.
    static func firstPartyTargetIDs(from root: Package) -> Set<Target.ID> {
        var ids = Set<Target.ID>()
        var visited = Set<Package.ID>()
        var pending = [root]
        while let package = pending.popLast() {
            guard visited.insert(package.id).inserted else { continue }
            let local: Bool
            switch package.origin {
            case .root, .local: local = true
            default: local = false
            }
            let isRouteGen = package.targets.contains { $0.name == "RouteGenCore" }
            if local && !isRouteGen { ids.formUnion(package.targets.map(\.id)) }
            pending += package.dependencies.map(\.package)
        }
        return ids
    }
}

/// The config file the CLI would find for this package: `.routegen.yml` at its root.
func configFile(in directory: URL) -> URL? {
    let candidate = directory.appendingPathComponent(".routegen.yml")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
}

/// Writes only when the bytes change: the file list is an input of the build command, and a fresh
/// timestamp on identical content must not make the generator run again.
func writeIfChanged(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
}

/// The arguments that point `routegen` at a scan set and its config.
func scanArguments(fileList: URL, module: String, config: URL?) -> [String] {
    var arguments = ["--file-list", fileList.path, "--module", module]
    if let config {
        arguments += ["--config", config.path]
    } else {
        // Never let the tool pick up a config the build does not track as an input.
        arguments.append("--no-config")
    }
    return arguments
}
