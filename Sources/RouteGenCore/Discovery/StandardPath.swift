/// The one spelling of a path that two spellings of the same file share, worked out from the text
/// alone (no file system access), so comparisons are pure and the same on every machine.
public enum StandardPath {
    /// `./Sources//App/../App/R.swift` and `Sources/App/R.swift` name the same file. A `..` that
    /// would climb above a relative path's start is kept.
    public static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The path made absolute against `directory` when it is relative, then standardized.
    public static func absolute(_ path: String, in directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }
}
