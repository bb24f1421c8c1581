import RouteGenModel

/// The settings a scan reads: which files, from which project, in which modules, under which
/// base routers. They are the facts cache's identity (`digest`), so a setting belongs here unless
/// it is known never to change a file's facts: a stale cache entry is worse than a re-parse.
package struct ScanSettings: Hashable, Codable, Sendable {
    /// Globs a file must match one of to be scanned (none: every file); see `GlobPattern`.
    package var include: [String] = []
    /// Globs of files never scanned, applied after `include`.
    package var exclude: [String] = []
    /// Folder → module, for layouts that are not SwiftPM's `Sources/<Target>/`. Keys are folder
    /// paths as given on the command line; the longest matching folder wins.
    package var moduleMap: [String: String] = [:]
    /// Extra framework-like base classes declared outside the scanned code, with their kind.
    package var extraBaseRouters: [String: RouterKind] = [:]
    /// Modules read from an Xcode project, by module name: how their headers are imported and
    /// which defines their configuration sets. Empty for a folder scan.
    package var projectModules: [String: ProjectModule] = [:]
    /// The Xcode project, workspace, target and configuration to read (`project:`, `workspace:`,
    /// `target:`, `configuration:`), and pods from a spec repository to scan (`pods:`).
    package var project: String?
    package var workspace: String?
    package var target: String?
    package var configuration: String?
    package var pods: [String] = []

    package init() {}
}
