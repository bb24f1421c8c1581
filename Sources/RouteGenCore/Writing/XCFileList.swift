import Foundation
import RouteGenModel

/// The input and output file lists of an Xcode Run Script phase. Xcode re-runs the phase only
/// when a listed input is newer than a listed output, and with `ENABLE_USER_SCRIPT_SANDBOXING`
/// the script may read and write only what these lists name.
package enum XCFileList {
    package static let inputsName = "routegen-inputs.xcfilelist"
    package static let outputsName = "routegen-outputs.xcfilelist"

    /// Sorted, one path a line. With a source root, every path is written relative to it as
    /// `$(SRCROOT)/…`, climbing with `..` to files above it (a workspace or a development pod
    /// beside the project's folder), so the lists can be committed and used on every machine;
    /// only a path that shares nothing with it but `/` stays absolute. Without one, the paths
    /// are absolute.
    package static func lists(
        inputs: [String], outputs: [String], sourceRoot: String?
    ) -> (inputs: String, outputs: String) {
        (text(lines: lines(inputs, sourceRoot: sourceRoot)), text(lines: lines(outputs, sourceRoot: sourceRoot)))
    }

    /// Each path as a list spells it, sorted, each once. A large app's sources are most of its
    /// input list: a caller works their lines out ahead, beside other work, and adds the rest
    /// with `merged`.
    package static func lines(_ paths: [String], sourceRoot: String?) -> [String] {
        let here = FileManager.default.currentDirectoryPath
        let root = sourceRoot.map { ProjectPath.normalize(absolute($0, from: here)) }
        return Set(paths.map { spell(ProjectPath.normalize(absolute($0, from: here)), root: root) }).sorted()
    }

    /// Two sorted lists of lines, each line once, as one sorted list.
    package static func merged(_ left: [String], _ right: [String]) -> [String] {
        var merged: [String] = []
        merged.reserveCapacity(left.count + right.count)
        var (leftIndex, rightIndex) = (0, 0)
        while leftIndex < left.count || rightIndex < right.count {
            let next: String
            if rightIndex == right.count || (leftIndex < left.count && left[leftIndex] < right[rightIndex]) {
                next = left[leftIndex]
                leftIndex += 1
            } else {
                next = right[rightIndex]
                rightIndex += 1
            }
            if merged.last != next { merged.append(next) }
        }
        return merged
    }

    /// A list's text: one line a path.
    package static func text(lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// `$(SRCROOT)/A/b.m`, `$(SRCROOT)/../Pods/x.m`, or the absolute path.
    static func spell(_ full: String, root: String?) -> String {
        guard let root else { return full }
        let relative = StandardPath.relative(full, to: root)
        if relative.hasPrefix("/") { return relative }
        return relative == "." ? "$(SRCROOT)" : "$(SRCROOT)/" + relative
    }

    private static func absolute(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }
}
