/// Path arithmetic without touching the file system: symbolic links stay as the user spelt them,
/// so the paths routegen reports are the ones a person recognises.
import RouteGenModel

enum ProjectPath {
    /// `a/b/../c` → `a/c`; `.` and empty components dropped; a leading `/` kept.
    static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Already what `normalize` would return: no empty, `.` or `..` component and no trailing
    /// `/`. Most paths of a project are, and checking the bytes is much cheaper than splitting.
    private static func isNormal(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let last = bytes.last, bytes.count > 1 || last != UInt8(ascii: "."),
                last != UInt8(ascii: "/") || bytes.count == 1
            else { return false }
            var componentStart = 0
            for index in 0...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else { continue }
                let length = index - componentStart
                // An empty component is only allowed as the root of an absolute path.
                if length == 0 && index != 0 { return false }
                if length == 1 && bytes[componentStart] == UInt8(ascii: ".") { return false }
                if length == 2 && bytes[componentStart] == UInt8(ascii: ".")
                    && bytes[componentStart + 1] == UInt8(ascii: ".")
                {
                    return false
                }
                componentStart = index + 1
            }
            return true
        } ?? false
    }

    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let after = path.utf8.index(after: slash)
        // `a/b/` names `b`, as splitting on `/` would.
        return after == path.utf8.endIndex
            ? path.split(separator: "/").last.map(String.init) ?? path : String(path[after...])
    }

    static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
