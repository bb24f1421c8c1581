/// The one spelling of a path that two spellings of the same file share, worked out from the text
/// alone (no file system access), so comparisons are pure and the same on every machine.
import RouteGenModel

package enum StandardPath {
    /// `./Sources//App/../App/R.swift` and `Sources/App/R.swift` name the same file. A `..` that
    /// would climb above a relative path's start is kept.
    package static func standardized(_ path: String) -> String {
        // Most paths (every file a folder walk finds) are already standard: a byte scan says so
        // without splitting them, which a tree of 30,000 files would pay on every run.
        if isStandard(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// No `.` or `..` component, no empty component (`//`), no trailing `/` (except `/` itself).
    static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var previous = slash
        var dots = 0 // dots since the component began, while it holds nothing else
        var first = true
        for byte in path.utf8 {
            if byte == slash {
                if !first && previous == slash || (1...2).contains(dots) { return false }
                dots = 0
            } else if byte == dot {
                dots = previous == slash || dots > 0 ? dots + 1 : 0
            } else {
                dots = 0
            }
            previous = byte
            first = false
        }
        return path == "/" || !path.isEmpty && previous != slash && !(1...2).contains(dots)
    }

    /// The path made absolute against `directory` when it is relative, then standardized.
    package static func absolute(_ path: String, in directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }
}
