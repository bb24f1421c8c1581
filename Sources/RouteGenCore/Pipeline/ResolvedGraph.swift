import Foundation
import RouteGenModel

/// The last stage's output: the route graph of the scanned files, and what the run found out
/// about those files on the way. Checks and emitters read `graph`; the CLI reports the rest.
package struct ResolvedGraph: Sendable {
    /// Routers, registrations, declarations and use sites, with the diagnostics of discovery,
    /// reading, scanning and resolution, sorted.
    package var graph: RouteGraph
    /// What the run found out about its files on the way.
    package var figures: FileFigures
    package var hasErrors: Bool { graph.diagnostics.contains { $0.severity == .error } }

    /// 2 when nothing could be read, 1 when an input error may have hidden routers, else 0.
    package var exitStatus: Int32 {
        if figures.nothingReadable { return 2 }
        return hasErrors ? 1 : 0
    }
}

/// The files a run considered, and what the CLI reports and checks about them.
package struct FileFigures: Sendable {
    /// Files of a scanned language that the inventory found and the config admits.
    package var filesFound: Int
    /// The source files considered, in path order (for `.xcfilelist` input lists).
    package var files: [String] = []
    /// The module of each file an Xcode project named, for per-module build settings.
    package var projectModules: [String: String] = [:]
    package var filesScanned: Int
    /// How many of the files found are Swift: none means an Objective-C-only app.
    package var swiftFilesFound: Int
    /// True when paths were given but not one file could be read: the run is unusable.
    package var nothingReadable: Bool
    /// The modules the scanned files belong to, sorted, and how many files belong to none
    /// that routegen can tell: what a `--module` is checked against.
    package var modulesFound: [String] = []
    package var filesWithoutModule = 0
    /// The folders and files assigned to modules: the config's, and those a file list named.
    package var moduleMap: [String: String] = [:]
    /// The Xcode project's layout as the scan read it, header closure included (its imports may
    /// still be encoded: `ProjectLayout.loadDetails`).
    package var projectLayout: ProjectLayout?
}
