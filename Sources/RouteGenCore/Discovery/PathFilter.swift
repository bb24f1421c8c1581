import Foundation

/// The config file's `include` / `exclude` globs, applied to discovered files. A file is kept when
/// it matches an include pattern (or there are none) and no exclude pattern.
public struct PathFilter: Hashable, Sendable {
    public var include: [GlobPattern]
    public var exclude: [GlobPattern]
    /// The folder patterns are anchored at (the config file's folder), absolute.
    public var baseDirectory: String

    /// Keeps every file.
    public static let all = PathFilter(include: [], exclude: [], baseDirectory: "/")

    public init(include: [GlobPattern], exclude: [GlobPattern], baseDirectory: String) {
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
    }

    /// - Parameter workingDirectory: what relative paths are relative to.
    public func admits(_ path: String, workingDirectory: String) -> Bool {
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
