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
    package var timings: PipelineTimings
    /// Why the cache could not be saved, when it could not: the next run will start cold.
    package var factsSaveFailure: OutputWriter.Failure?
    /// The facts save still under way (`Pipeline.resolveLeavingFactsSave`).
    var factsSave: LargeStackThread.Pending<FactsSaveOutcome>?

    /// Waits for the facts save still under way and records how it went. True the first time
    /// only, so that a caller with several ways out says how the save went once.
    @discardableResult
    package mutating func finishFactsSave() -> Bool {
        if let pending = factsSave {
            (factsSaveFailure, timings.factsSave) = pending.wait()
            factsSave = nil
        }
        defer { factsSaveSettled = true }
        return !factsSaveSettled
    }
    var factsSaveSettled = false
    /// Why the cache was not used, when that was only found out after the scan (an entry's
    /// facts did not decode): the files were scanned again without it.
    package var cacheRejectedLate: FactsStore.Rejection?
    /// Every scanned file's facts, in path order (empty for skipped files).
    var scannedFacts: [FileFacts] = []
    /// The files the pre-filter skipped in this run or an earlier one whose skip still holds.
    var skippedPaths: Set<String> { Set(skippedPathList) }
    /// The same in path order: kept as a list, since only tests ask for the set.
    var skippedPathList: [String] = []

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
