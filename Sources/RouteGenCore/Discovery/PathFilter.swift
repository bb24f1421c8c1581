import Foundation
import RouteGenModel

/// The config file's `include` / `exclude` globs, applied to discovered files. A file is kept when
/// it matches an include pattern (or there are none) and no exclude pattern.
package struct PathFilter: Hashable, Sendable {
    package var include: [GlobPattern]
    package var exclude: [GlobPattern]
    /// The folder patterns are anchored at (the config file's folder), absolute.
    package var baseDirectory: String

    /// Keeps every file.
    package static let all = PathFilter(include: [], exclude: [], baseDirectory: "/")

    package init(include: [GlobPattern], exclude: [GlobPattern], baseDirectory: String) {
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
    }

    /// - Parameter workingDirectory: what relative paths are relative to.
    package func admits(_ path: String, workingDirectory: String) -> Bool {
        if include.isEmpty && exclude.isEmpty { return true }
        let components = relativeComponents(path, workingDirectory: workingDirectory)
        if !include.isEmpty && !include.contains(where: { $0.matches(components) }) { return false }
        return !exclude.contains { $0.matches(components) }
    }

    /// The path's components below `baseDirectory`, or all of its absolute components when it is
    /// elsewhere (so `**/Generated/**` still applies to files outside the config's folder).
    func relativeComponents(_ path: String, workingDirectory: String) -> [String] {
        let fileParts = ModuleResolver.components(StandardPath.absolute(path, in: workingDirectory))
        let baseParts = ModuleResolver.components(StandardPath.standardized(baseDirectory))
        if fileParts.count > baseParts.count && Array(fileParts.prefix(baseParts.count)) == baseParts {
            return Array(fileParts.dropFirst(baseParts.count))
        }
        return fileParts
    }
}
