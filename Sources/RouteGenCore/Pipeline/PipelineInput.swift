import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    package struct Input: Sendable {
        package var paths: [String]
        package var fileLists: [String]
        package var config: RouteGenConfig
        /// The config's include/exclude globs; files it refuses are not scanned.
        package var pathFilter: PathFilter
        /// Facts of files scanned before; nil parses every file. The run saves its results into it.
        package var cache: FactsStore?
        /// How many files are read and parsed at once. Output never depends on it.
        package var jobs: Int
        /// Problems found before the scan, such as reading an Xcode project; reported with the rest.
        package var extraDiagnostics: [Diagnostic] = []
        /// Files and modules read from an Xcode project, scanned besides `paths` and `fileLists`.
        package var project: ProjectLayout?
        /// Called from worker threads as files finish scanning, with (files done, files in all),
        /// for a progress line; never affects the result.
        package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Skip files that a byte pass over the whole tree proves hold nothing routegen records.
        /// Output never depends on it; off, every file is parsed (for measuring and checking it).
        package var prefilter: Bool
        /// Work out `ScannedFiles.identity` (two digests over every file), for a caller that keeps a `RunMemo`.
        package var identifyFacts = false
        /// Stat every file as its folder is listed. Only a stored cache (which answers an unchanged
        /// file by its stamp) and a run memo (which compares them all) use those stamps; a run with
        /// neither reads every file, and takes each one's stamp from the read (`ScannedFiles.inventoryWithReadStamps`).
        package var stampFiles = true

        package init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: FactsStore? = nil, jobs: Int? = nil,
            progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, prefilter: Bool = true
        ) {
            self.progress = progress
            self.prefilter = prefilter
            self.paths = paths
            self.fileLists = fileLists
            self.config = config
            self.pathFilter = pathFilter
            self.cache = cache
            self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        }
    }
}
