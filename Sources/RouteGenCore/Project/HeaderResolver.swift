import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the file an `#import` names, in the order clang looks with the flags Xcode passes:
///
/// 1. for `#import "…"`, the including file's folder;
/// 2. the header map of the target's project: any header of the project by its file name, and
///    `<Module/Header.h>` for the public and private headers of the modules the reading chose;
/// 3. `USER_HEADER_SEARCH_PATHS` (for `#import "…"`, or both forms with `ALWAYS_SEARCH_USER_PATHS`);
/// 4. `HEADER_SEARCH_PATHS`, then CocoaPods' `Pods/Headers/Public` and `Private` folders;
/// 5. a framework's headers by `<Module/Header.h>`, as the framework search paths find the built
///    frameworks of the targets the reading chose.
///
/// A header that only a symbolic link names (CocoaPods' `Pods/Headers`) is the file it points to.
/// What is found in the `Pods` folder outside the chosen pods, or outside the app's folders (an
/// SDK's or the system's headers), is `.outside`: not the app's code, not read.
struct HeaderResolver {
    enum Outcome: Hashable {
        /// The files the directive reads (several for `@import` of a module without an umbrella
        /// header; none for a module whose headers are not scanned).
        case found([String])
        case unresolved
        case outside
    }

    private let search: HeaderSearch
    /// Files the layout names, with their module: on disk as far as the resolution cares.
    private let compiled: [String: String]
    private let candidates: [String: String]
    /// Whether a file is known to be on disk without asking (the inventory stamped it).
    private let isKnownFile: (String) -> Bool
    private let frameworkHeaders: [String: String]
    private let moduleHeaders: [String: [String]]
    private let sourceFolders: Set<String>
    private let closedFolders: Set<String>

    private var headersByName: [String: [String: [String]]] = [:]
    private var fileExists: [String: Bool] = [:]
    private var folderExists: [String: Bool] = [:]
    private var recursiveIndex: [String: [String: [String]]] = [:]
    private var memo: [MemoKey: Outcome] = [:]
    private var classified: [String: Outcome] = [:]

    private struct MemoKey: Hashable {
        var form: IncludeDirective.Form
        var spelling: String
        var module: String
        /// The including file's folder, for `#import "…"` (searched first, and the tie-breaker
        /// between headers of the same name).
        var folder: String
    }

    init(
        search: HeaderSearch, compiled: [String: String], candidates: [String: String],
        moduleInfo: [String: ProjectModule], isKnownFile: @escaping (String) -> Bool
    ) {
        self.search = search
        self.compiled = compiled
        self.candidates = candidates
        self.isKnownFile = isKnownFile
        var frameworkHeaders: [String: String] = [:]
        var moduleHeaders: [String: [String]] = [:]
        for (module, info) in moduleInfo.sorted(by: { $0.key < $1.key }) {
            let names = [module] + [search.frameworkNames[module]].compactMap { $0 }.filter { $0 != module }
            for name in names {
                for header in info.importableHeaders {
                    let key = name + "/" + ProjectPath.lastComponent(header)
                    if frameworkHeaders[key] == nil { frameworkHeaders[key] = header }
                }
                // `@import Module` reads the umbrella header when there is one, else every
                // public header: what the module map Xcode writes for a framework says.
                let umbrella = info.importableHeaders.filter { ProjectPath.lastComponent($0) == name + ".h" }
                moduleHeaders[name] = umbrella.isEmpty ? info.importableHeaders : umbrella
            }
        }
        self.frameworkHeaders = frameworkHeaders
        self.moduleHeaders = moduleHeaders
        sourceFolders = Set(search.sourceFolders)
        closedFolders = Set(search.closedFolders)
    }

    /// Where `directive`, written in `file`, leads when `module`'s target compiles it.
    mutating func resolve(_ directive: IncludeDirective, in file: String, module: String) -> Outcome {
        let folder = directive.form == .quoted ? ProjectPath.folder(of: file) : ""
        let key = MemoKey(form: directive.form, spelling: directive.spelling, module: module, folder: folder)
        if let known = memo[key] { return known }
        let outcome = look(up: directive, module: module, folder: folder)
        memo[key] = outcome
        return outcome
    }

    private mutating func look(up directive: IncludeDirective, module: String, folder: String) -> Outcome {
        let spelling = directive.spelling
        switch directive.form {
        case .computed:
            return .unresolved
        case .module:
            guard let headers = moduleHeaders[spelling] else { return .unresolved }
            return .found(headers)
        case .quoted, .angled:
            break
        }
        guard !spelling.isEmpty else { return .unresolved }
        if spelling.hasPrefix("/") {
            return exists(ProjectPath.normalize(spelling)) ? classify(ProjectPath.normalize(spelling)) : .unresolved
        }
        let settings = search.modules[module]
        let quoted = directive.form == .quoted
        if quoted {
            let path = ProjectPath.join(folder, spelling)
            if exists(path) { return classify(path) }
        }
        if let project = settings?.headerMapProject {
            if !spelling.contains("/") {
                if let path = nearest(headersNamed(spelling, in: project), module: module, folder: folder) {
                    return classify(path)
                }
            } else if let path = frameworkHeaders[spelling] {
                return classify(path)
            }
        }
        var folders: [String] = []
        if let settings {
            if quoted || settings.alwaysSearchUserPaths { folders += settings.userPaths }
            folders += settings.paths + settings.podHeaderFolders
        }
        for searchFolder in folders {
            if let path = find(spelling, in: searchFolder) { return classify(path) }
        }
        if let path = frameworkHeaders[spelling] { return classify(path) }
        return .unresolved
    }

    /// Headers of `project` called `name`, through its header map.
    private mutating func headersNamed(_ name: String, in project: String) -> [String] {
        if headersByName[project] == nil {
            var index: [String: [String]] = [:]
            for header in search.projectHeaders[project] ?? [] {
                index[ProjectPath.lastComponent(header), default: []].append(header)
            }
            headersByName[project] = index
        }
        return headersByName[project]?[name] ?? []
    }

    /// Of several headers with one name, the one of the including module, then the one nearest
    /// the including file, then the first in path order: which of two the build's header map
    /// keeps is not written down anywhere, and the nearest is what the project most likely means.
    private mutating func nearest(_ headers: [String], module: String, folder: String) -> String? {
        let existing = headers.filter { exists($0) }
        guard existing.count > 1 else { return existing.first }
        func moduleOf(_ path: String) -> String? { compiled[path] ?? candidates[path] }
        func shared(_ path: String) -> Int {
            zip(path.split(separator: "/"), folder.split(separator: "/")).prefix { $0 == $1 }.count
        }
        return existing.min { left, right in
            let leftOwn = moduleOf(left) == module
            let rightOwn = moduleOf(right) == module
            if leftOwn != rightOwn { return leftOwn }
            let (leftShared, rightShared) = (shared(left), shared(right))
            if leftShared != rightShared { return leftShared > rightShared }
            return left < right
        }
    }

    /// `spelling` under one search folder; a recursive one (`Folder/**`) is every folder under
    /// it, the shallowest first, then in path order.
    private mutating func find(_ spelling: String, in searchFolder: String) -> String? {
        guard let root = HeaderSearch.recursiveRoot(searchFolder) else {
            guard directoryExists(searchFolder) else { return nil }
            let path = ProjectPath.join(searchFolder, spelling)
            return exists(path) ? path : nil
        }
        guard directoryExists(root) else { return nil }
        let name = ProjectPath.lastComponent(spelling)
        let matches = index(of: root)[name, default: []].filter { $0.hasSuffix("/" + spelling) }
        return matches.min { left, right in
            let (leftDepth, rightDepth) = (left.split(separator: "/").count, right.split(separator: "/").count)
            return leftDepth != rightDepth ? leftDepth < rightDepth : left < right
        }
    }

    /// The files under a recursive search folder by name, listed once.
    private mutating func index(of root: String) -> [String: [String]] {
        if let known = recursiveIndex[root] { return known }
        let index = HeaderSearchReading.files(under: root)
        recursiveIndex[root] = index
        return index
    }

    private mutating func exists(_ path: String) -> Bool {
        if compiled[path] != nil || candidates[path] != nil || isKnownFile(path) { return true }
        if let known = fileExists[path] { return known }
        let found = FileSystem.kind(ofPath: path) == .file
        fileExists[path] = found
        return found
    }

    private mutating func directoryExists(_ path: String) -> Bool {
        if let known = folderExists[path] { return known }
        let found = FileSystem.kind(ofPath: path) == .directory
        folderExists[path] = found
        return found
    }

    /// The file itself (through a symbolic link), and whether it is the app's code.
    private mutating func classify(_ path: String) -> Outcome {
        if compiled[path] != nil || candidates[path] != nil { return .found([path]) }
        if let known = classified[path] { return known }
        let outcome = classifyOnDisk(path)
        classified[path] = outcome
        return outcome
    }

    private func classifyOnDisk(_ path: String) -> Outcome {
        let target = Self.followingLinks(path)
        if compiled[target] != nil || candidates[target] != nil { return .found([target]) }
        var folder = ProjectPath.folder(of: target)
        var inSources = false
        while folder != "/" && folder != "." {
            if closedFolders.contains(folder) { return .outside }
            if sourceFolders.contains(folder) { inSources = true }
            folder = ProjectPath.folder(of: folder)
        }
        return inSources ? .found([target]) : .outside
    }

    /// The path a chain of symbolic links ends at (at most a few links deep).
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<8 {
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let bytes = buffer[0..<length].map { UInt8(bitPattern: $0) }
            let target = String(decoding: bytes, as: UTF8.self)
            current = ProjectPath.join(ProjectPath.folder(of: current), target)
        }
        return current
    }
}
