import Foundation
import RouteGenModel

/// What every command that scans is asked, as the user said it: the sources, the config file and
/// the settings given over it, and how the work is done. Nothing is read yet; `RunSetup` reads
/// the config file and the project once.
package struct ScanRequest: Sendable {
    /// Files and folders to walk.
    package var paths: [String] = []
    /// Files that name one path per line, or `MODULE<TAB>PATH`.
    package var fileLists: [String] = []
    /// The config file given; nil looks one up (`configFile`).
    package var configPath: String?
    /// Use the default settings whatever config file there is.
    package var ignoresConfigFile = false
    /// The module the registry is compiled into, over the config's.
    package var registryModule: String?
    /// Folders assigned to modules over the config's, in the order given: a later entry for the
    /// same folder wins.
    package var moduleMap: [(folder: String, module: String)] = []
    /// The Xcode project or workspace to read instead of the config's, its target and configuration.
    package var project: String?
    package var workspace: String?
    package var target: String?
    package var configuration: String?
    /// The folder of the facts cache, the kept project reading and `generate`'s run memo; nil keeps nothing.
    package var cacheDirectory: String?
    /// How many files are read and parsed at once; nil is one per core.
    package var jobs: Int?
    /// Skip the files a byte pass proves hold nothing routegen records.
    package var prefilter = true
    /// Say each phase's time on standard error (`--timings`).
    package var reportsTimings = false
    /// Keep the facts and the graph until the process exits rather than free them: for a process
    /// that exits after this run.
    package var keepsValuesUntilExit = false

    package init(paths: [String] = []) {
        self.paths = paths
    }

    /// The config file the run reads: the one given, else the first the lookup rule finds from
    /// the scanned folders and the folders of the project or workspace given.
    package var configFile: String? {
        if ignoresConfigFile { return nil }
        if let configPath { return configPath }
        let containers = [project, workspace].compactMap { $0 }.map { ($0 as NSString).deletingLastPathComponent }.map {
            $0.isEmpty ? "." : $0
        }
        return ConfigLocator.locate(roots: paths + containers)
    }
}
