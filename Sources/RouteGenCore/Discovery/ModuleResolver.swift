/// Decides which module a file belongs to: a configured file or folder first (the longest one
/// that holds the file), then SwiftPM's `Sources/<Target>/…` layout.
import RouteGenModel

package struct ModuleResolver: Sendable {
    /// Configured files and folders by their normalised path (components joined by `/`). The
    /// build plugin names every file, so this can hold tens of thousands of entries: lookups walk
    /// up the file's folders instead of testing every entry.
    private let configured: [Substring: String]

    package init(moduleMap: [String: String]) {
        var configured: [Substring: String] = [:]
        configured.reserveCapacity(moduleMap.count)
        for (path, module) in moduleMap {
            // Two spellings of one folder (`./Sources/App`, `Sources/App/`): the greater module name,
            // so the result never depends on dictionary order.
            let key = Self.key(of: path)
            configured[key] = max(configured[key] ?? module, module)
        }
        self.configured = configured
    }

    package func module(forFile path: String) -> String? {
        if !configured.isEmpty, let module = configured[Self.key(of: path)] { return module }
        return module(forFolder: Self.components(path).dropLast())
    }

    private func module(forFolder parts: ArraySlice<String>) -> String? {
        if !configured.isEmpty {
            var folder = parts
            while true {
                if let module = configured[Substring(Self.key(folder))] { return module }
                if folder.isEmpty { break }
                folder = folder.dropLast()
            }
        }
        // The last `Sources` folder with a target folder between it and the file.
        if let index = parts.dropLast().lastIndex(of: "Sources") {
            return parts[index + 1]
        }
        return nil
    }

    /// The module of each of `files`, worked out once per file and once per folder: resolution
    /// asks again for every declaration, registration and use site.
    func table(for files: [String]) -> FileModules {
        var byFolder: [Substring: String?] = [:]
        var modules: [String: String?] = [:]
        modules.reserveCapacity(files.count)
        var inOrder: [String?] = []
        inOrder.reserveCapacity(files.count)
        for file in files {
            if !configured.isEmpty, let module = configured[Self.key(of: file)] {
                modules[file] = module
                inOrder.append(module)
                continue
            }
            // Files of one folder share its module; the folder's spelling is a cheap key.
            let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[..<$0] } ?? ""
            let module: String?
            if let known = byFolder[folder] {
                module = known
            } else {
                module =
                    configured.isEmpty
                    ? Self.targetAfterSources(inFolder: folder)
                    : self.module(forFolder: Self.components(String(folder))[...])
                byFolder[folder] = module
            }
            modules[file] = module
            inOrder.append(module)
        }
        return FileModules(resolver: self, modules: modules, files: files, inOrder: inOrder)
    }

    /// `module(forFolder:)` without configured folders, over the folder's bytes: the component
    /// after the last `Sources` component that has one after it (`.` and empty parts skipped).
    static func targetAfterSources(inFolder folder: Substring) -> String? {
        var target: Substring?
        var previousIsSources = false
        for part in folder.utf8.split(separator: UInt8(ascii: "/")) where !part.elementsEqual(".".utf8) {
            if previousIsSources { target = Substring(part) }
            previousIsSources = part.elementsEqual("Sources".utf8)
        }
        return target.map(String.init)
    }

    /// Path components without `.` and empty parts, so `./Sources//App` equals `Sources/App`.
    static func components(_ path: String) -> [String] {
        // Split as bytes: `/` is ASCII, and splitting by Character costs several times more.
        path.utf8.split(separator: UInt8(ascii: "/")).compactMap { part in
            part.elementsEqual(".".utf8) ? nil : String(Substring(part))
        }
    }

    private static func key<Parts: Collection<String>>(_ parts: Parts) -> String {
        parts.joined(separator: "/")
    }

    /// `key(components(path))` without splitting and joining a path already in that form but for
    /// one leading `/`: a project's file lists name tens of thousands of such files, and the table
    /// of a run is built from them.
    static func key(of path: String) -> Substring {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        return isKey(utf8) ? Substring(utf8) : Substring(key(components(path)))
    }

    /// No empty component (`//`, a leading or trailing `/`, nothing at all) and no `.` component.
    private static func isKey(_ utf8: Substring.UTF8View) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        // The length of the current component, and whether it is `.` so far.
        var length = 0
        var onlyDot = false
        for byte in utf8 {
            if byte == slash {
                if length == 0 || onlyDot { return false }
                length = 0
                continue
            }
            onlyDot = length == 0 && byte == dot
            length += 1
        }
        return length > 0 && !onlyDot
    }
}

/// Modules looked up by file, for the files of one resolution.
struct FileModules: Sendable {
    let resolver: ModuleResolver
    let modules: [String: String?]
    /// The files `ModuleResolver.table(for:)` was given, and the module of each.
    let files: [String]
    let inOrder: [String?]

    /// The module of each of `facts`, in order: without a look-up per file when they are the
    /// files the table was made for (the pipeline's case).
    func modules(of facts: [FileFacts]) -> [String?] {
        if facts.count == files.count, facts.indices.allSatisfy({ facts[$0].path == files[$0] }) { return inOrder }
        return facts.map { module(forFile: $0.path) }
    }

    func module(forFile path: String) -> String? {
        if let known = modules[path] { return known }
        return resolver.module(forFile: path)
    }
}
