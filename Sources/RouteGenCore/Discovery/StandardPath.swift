import Foundation
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

    /// An absolute `path` relative to the absolute folder `base`, climbing with `..` to paths
    /// above it (`../Pods/Pods.xcodeproj`); `.` for `base` itself. A path that shares only `/`
    /// with `base`, or one that is relative already, is returned as it is.
    package static func relative(_ path: String, to base: String) -> String {
        guard path.hasPrefix("/"), base.hasPrefix("/") else { return path }
        let full = standardized(path)
        let base = standardized(base)
        if let inside = rest(of: full, under: base) { return inside }
        let baseParts = base.split(separator: "/")
        let parts = full.split(separator: "/")
        var common = 0
        while common < baseParts.count && common < parts.count && baseParts[common] == parts[common] { common += 1 }
        if common == 0 { return full }
        let relative = Array(repeating: "..", count: baseParts.count - common) + parts[common...].map(String.init)
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    /// What follows `base/` in `full`, both standard: what `relative` gives for a path inside
    /// `base`, without splitting either. The file lists of a project name tens of thousands of
    /// files, nearly all inside its folder.
    private static func rest(of full: String, under base: String) -> String? {
        let fullBytes = full.utf8
        let baseBytes = base.utf8
        guard base != "/", fullBytes.count > baseBytes.count + 1, fullBytes.starts(with: baseBytes) else {
            return nil
        }
        let slash = fullBytes.index(fullBytes.startIndex, offsetBy: baseBytes.count)
        guard fullBytes[slash] == UInt8(ascii: "/") else { return nil }
        return String(full[fullBytes.index(after: slash)...])
    }

    /// `text` (a message) with every absolute path under an ancestor of `base` other than `/`
    /// written relative to `base` as `relative(_:to:)` would, so that a message names the same
    /// file the same way in every checkout. A match must start a path: a folder name that only
    /// ends like an ancestor is left alone.
    package static func relativizingPaths(in text: String, to base: String) -> String {
        guard text.contains("/") else { return text }
        var result = text
        var ancestor = standardized(base)
        var climb = ""
        while ancestor.hasPrefix("/") && ancestor != "/" {
            result = replacingPathPrefix(ancestor + "/", with: climb, in: result)
            ancestor = (ancestor as NSString).deletingLastPathComponent
            climb += "../"
        }
        return result
    }

    private static func replacingPathPrefix(_ prefix: String, with replacement: String, in text: String) -> String {
        guard text.contains(prefix) else { return text }
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: prefix) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            result += rest[..<range.lowerBound]
            if let before, before.isLetter || before.isNumber || "/._-~$".contains(before) {
                result += prefix
            } else {
                result += replacement
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The path made absolute against `directory` when it is relative, then standardized.
    package static func absolute(_ path: String, in directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }
}
