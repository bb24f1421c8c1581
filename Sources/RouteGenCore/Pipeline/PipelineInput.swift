import Foundation
import RouteGenModel

extension Pipeline {
    /// The first stage's input: what to scan, under which config, with which cache, and how.
    package struct Input: Sendable {
        package var sources: Sources
        package var config: RouteGenConfig
        /// Facts of files scanned before, for `Pipeline.run`, which keeps them over its run in a
        /// `FactsCacheSession` and saves its results into them; nil parses every file. The stages
        /// take the session itself.
        package var cache: FactsStore?
        package var settings: Settings
        /// Problems found before the scan, such as reading an Xcode project; reported with the rest.
        package var extraDiagnostics: [Diagnostic] = []

        /// Which files to scan.
        package struct Sources: Sendable {
            package var paths: [String]
            package var fileLists: [String]
            /// Files and modules read from an Xcode project, scanned besides `paths` and `fileLists`.
            package var project: ProjectLayout?
            /// The config's include/exclude globs; files it refuses are not scanned.
            package var pathFilter: PathFilter
        }

        /// How the work is done. The output never depends on it.
        package struct Settings: Sendable {
            /// How many files are read and parsed at once.
            package var jobs: Int
            /// Called from worker threads as files finish scanning, with (files done, files in all),
            /// for a progress line.
            package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
            /// Skip files that a byte pass over the whole tree proves hold nothing routegen records.
            /// Off, every file is parsed (for measuring and checking it).
            package var prefilter: Bool
            /// Work out `ScannedFiles.identity` (two digests over every file), for a caller that keeps
            /// a `RunMemo`.
            package var identifyFacts = false
            /// Stat every file as its folder is listed. Only a stored cache (which answers an unchanged
            /// file by its stamp) and a run memo (which compares them all) use those stamps; a run with
            /// neither reads every file, and takes each one's stamp from the read
            /// (`ScannedFiles.inventoryWithReadStamps`).
            package var stampFiles = true
        }

        /// The same input with the project as the inventory left it: with the headers its files include.
        func withProject(of inventory: SourceInventory) -> Input {
            guard let project = inventory.project else { return self }
            var input = self
            input.sources.project = project
            return input
        }

        package init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: FactsStore? = nil, jobs: Int? = nil,
            progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, prefilter: Bool = true
        ) {
            sources = Sources(paths: paths, fileLists: fileLists, project: nil, pathFilter: pathFilter)
            self.config = config
            self.cache = cache
            settings = Settings(
                jobs: max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount), progress: progress,
                prefilter: prefilter
            )
        }
    }
}
