import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

/// Options every command that scans sources shares.
struct ScanOptions: ParsableArguments {
    @Argument(
        help:
            "Files or directories to scan. Directories are walked recursively, skipping hidden folders, .build, Pods, Carthage and DerivedData."
    )
    var paths: [String] = []

    @Option(
        name: .customLong("file-list"),
        help: ArgumentHelp(
            "A file naming one path per line, or MODULE<TAB>PATH to put that file or folder in a module (blank lines and lines starting with # are ignored). Repeatable.",
            valueName: "file"))
    var fileLists: [String] = []

    @Option(
        help: ArgumentHelp(
            "The module the generated registry is compiled into. Routers of other modules are imported and must be public or open. Default: the config's `module`, else the only module that holds routers.",
            valueName: "name"))
    var module: String?

    @Option(
        name: .customLong("module-map"),
        help: ArgumentHelp(
            "Assign the files under a folder to a module, for layouts other than SwiftPM's Sources/<Target>/. Repeatable; the longest folder wins; added to the config's module-map.",
            valueName: "folder=module"))
    var moduleMap: [String] = []

    @Option(
        help: ArgumentHelp(
            "An Xcode project: scan exactly the files the target and its dependencies compile, with their module names, public headers and build settings. Also `project:` in the config.",
            valueName: "App.xcodeproj"))
    var project: String?

    @Option(
        help: ArgumentHelp(
            "An Xcode workspace: every project it lists, and with Pods/Pods.xcodeproj the development pods (local :path: pods in Podfile.lock) as their own modules. Also `workspace:` in the config.",
            valueName: "App.xcworkspace"))
    var workspace: String?

    @Option(
        help: ArgumentHelp(
            "The target of --project or --workspace. Default: the only application target (an error lists them when there are several).",
            valueName: "name"))
    var target: String?

    @Option(
        help: ArgumentHelp(
            "The build configuration whose settings (defines, .xcconfig files) apply. Default: Debug when the project has it.",
            valueName: "name"))
    var configuration: String?

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The config file. Default: .routegen.yml in the current directory, else in the first scanned directory that has one (or in the package folder above a scanned Sources folder).",
            valueName: "file"))
    var configPath: String?

    @Flag(
        name: .customLong("no-config"),
        help:
            "Use the default settings and ignore any .routegen.yml (the build plugin passes it when the package has none, so that an untracked file cannot change the output)."
    )
    var noConfig = false

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "Keep the scan results here (routegen-facts.cache, plus routegen-facts.delta for files changed since) and reuse a file's results while it, routegen and the config are unchanged: an unchanged size, modification time and inode skip reading the file, unchanged contents skip parsing it. One folder per set of scanned files: results of files this run did not scan are dropped. generate with --output or --output-dir also keeps routegen-run.memo there: a run whose inputs, arguments, environment and outputs are all as its last run left them, or whose edited files still say the same to routegen (a comment, a method body), repeats that run's findings and leaves the outputs alone.",
            valueName: "dir"))
    var cacheDirectory: String?

    @Option(
        help: ArgumentHelp(
            "How many files to read and parse at once. Default: the number of cores. The output never depends on it.",
            valueName: "n"))
    var jobs: Int?

    @Flag(
        name: .shortAndLong,
        help: "Print nothing but findings and errors: no progress line on a terminal, no closing summary.")
    var quiet = false

    @Flag(
        name: .customLong("no-prefilter"),
        help:
            "Parse every file, instead of skipping the files that a byte pass over the whole tree proves hold nothing routegen records. The output is the same either way; this is for measuring and for ruling the pre-filter out when investigating a problem."
    )
    var noPrefilter = false

    @Flag(
        help:
            "Print the time spent in each phase and the counts of files seen, answered from the cache, skipped and parsed to standard error."
    )
    var timings = false

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of 1 or more, got \(jobs).")
        }
        if paths.isEmpty && fileLists.isEmpty && project == nil && workspace == nil && resolvedConfigPath == nil {
            throw ValidationError("Give at least one path to scan, or --file-list, --project or --workspace.")
        }
        if project != nil && workspace != nil {
            throw ValidationError("--project and --workspace exclude each other: a workspace brings in its projects.")
        }
        if (target != nil || configuration != nil) && project == nil && workspace == nil && resolvedConfigPath == nil {
            throw ValidationError("--target and --configuration need --project or --workspace.")
        }
        if noConfig && configPath != nil {
            throw ValidationError("--config and --no-config exclude each other.")
        }
        for entry in moduleMap where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--module-map takes folder=module, got '\(entry)'.")
        }
        if let module, let problem = SourceIdentifier.problem(module, as: "--module") {
            throw ValidationError(problem + ".")
        }
        for entry in moduleMap {
            let name = String(entry.split(separator: "=", maxSplits: 1).last ?? "")
            if let problem = SourceIdentifier.problem(name, as: "the module of --module-map \(entry)") {
                throw ValidationError(problem + ".")
            }
        }
    }

    /// The config file's settings (or the defaults), then these options over them. A config file
    /// that cannot be used is reported and ends the run with status 2, before anything is written.
    func loadConfig() throws -> RouteGenConfig {
        var config = RouteGenConfig()
        if let path = resolvedConfigPath {
            do {
                config = try ConfigLoader.load(path: path)
            } catch {
                Console.report(error.diagnostics)
                Console.error("routegen: nothing written: fix the config file \(path)")
                throw ExitCode(2)
            }
        }
        if let module { config.registryModule = module }
        for entry in moduleMap {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            config.moduleMap[parts[0]] = parts[1]
        }
        if let project { (config.project, config.workspace) = (project, nil) }
        if let workspace { (config.workspace, config.project) = (workspace, nil) }
        if let target { config.target = target }
        if let configuration { config.configuration = configuration }
        if paths.isEmpty && fileLists.isEmpty && config.project == nil && config.workspace == nil {
            Console.error(
                "routegen: nothing to scan: give paths, --file-list, --project or --workspace (or project:/workspace: in the config)"
            )
            throw ExitCode(2)
        }
        try projectLayout(config)?.apply(to: &config)
        return config
    }

    /// The Xcode project or workspace the config names, read; nil for a folder scan. A project
    /// that cannot be used (unreadable, unknown target) ends the run with status 2.
    func projectLayout(_ config: RouteGenConfig) throws -> ProjectLayout? {
        guard config.project != nil || config.workspace != nil else { return nil }
        let request = ProjectLoader.Request(
            project: config.project, workspace: config.workspace, target: config.target,
            configuration: config.configuration, pods: config.pods)
        switch LoadedProjects.shared.load(request, store: cacheDirectory.map(ProjectLayoutStore.init(directory:))) {
        case .success(let reading):
            return reading.layout
        case .failure(let diagnostic):
            Console.report([diagnostic])
            Console.error("routegen: nothing done: the Xcode project cannot be used")
            throw ExitCode(2)
        }
    }

    /// `--config`, or the file the lookup rule finds.
    var resolvedConfigPath: String? {
        if noConfig { return nil }
        if let configPath { return configPath }
        let containers = [project, workspace].compactMap { $0 }.map { ($0 as NSString).deletingLastPathComponent }.map {
            $0.isEmpty ? "." : $0
        }
        return ConfigLocator.locate(roots: paths + containers)
    }

    /// The files a scan of the given paths (plus `extraPaths`) covers, with their stamps; nothing
    /// is read yet. `runPipeline` takes it, so that a caller can look at it first.
    func inventory(config: RouteGenConfig, extraPaths: [String] = []) throws -> SourceInventory {
        Pipeline.inventory(try pipelineInput(config: config, extraPaths: extraPaths, cache: nil))
    }

    /// One scan of the given paths (plus `extraPaths`, such as `check`'s registry files).
    /// A registry module (from `--module` or the config) that no scanned file belongs to is a
    /// usage error: every router would otherwise be reported as invisible across modules.
    /// - Parameter inventory: the files and stamps `inventory` found, when the caller has them.
    func runPipeline(
        config: RouteGenConfig, extraPaths: [String] = [], inventory: SourceInventory? = nil
    ) throws -> ResolvedGraph {
        try resolve(try scanSources(config: config, extraPaths: extraPaths, inventory: inventory), config: config)
    }

    /// The first half of `runPipeline`: every file's facts, from the cache or a parser.
    /// - Parameters:
    ///   - configDigest: `config.digest`, when the caller has worked it out already.
    ///   - identifyFacts: also work out the digests a `RunMemo` compares.
    func scanSources(
        config: RouteGenConfig, configDigest: String? = nil, extraPaths: [String] = [],
        inventory: SourceInventory? = nil, identifyFacts: Bool = false
    ) throws -> ScannedFiles {
        let clock = ContinuousClock()
        let start = clock.now
        let cache = cacheDirectory.map {
            FactsStore(directory: $0, config: config, configDigest: configDigest, jobs: jobs)
        }
        let cacheLoad = start.duration(to: clock.now)
        // A progress line only for a person at a terminal; never in a pipe, a file or CI.
        let progress = !quiet && Terminal.standardError.progress ? ProgressLine(style: Terminal.standardError) : nil
        var input = try pipelineInput(config: config, extraPaths: extraPaths, cache: cache)
        if let progress { input.settings.progress = { done, total in progress.update(done: done, total: total) } }
        input.settings.identifyFacts = identifyFacts
        var scanned = Pipeline.scan(input, inventory: inventory)
        progress?.finish()
        scanned.timings.cacheLoad = cacheLoad
        scanned.timings.project = LoadedProjects.shared.timings
        Teardown.skip(scanned)
        // Said once per run: a cache that silently never works makes every build a cold one.
        if let cache, let rejection = scanned.cacheRejection {
            reportCacheRejection(rejection, path: cache.path)
        }
        return scanned
    }

    /// The second half of `runPipeline`: the route graph of what `scanSources` found.
    /// - Parameter leavingCacheSave: return while the cache save may still be under way, so that
    ///   the caller can emit meanwhile; it must then call `finishFactsSave` on every way out.
    func resolve(
        _ scanned: ScannedFiles, config: RouteGenConfig, leavingCacheSave: Bool = false
    ) throws -> ResolvedGraph {
        var result = Pipeline.resolveLeavingFactsSave(scanned)
        Teardown.skip(result)
        if let rejection = result.cacheRejectedLate, let cacheDirectory {
            reportCacheRejection(
                rejection, path: (cacheDirectory as NSString).appendingPathComponent(FactsStore.fileName))
        }
        if !leavingCacheSave { finishFactsSave(&result) }
        if let registryModule = config.registryModule,
            let problem = RegistryModule.unknownModuleMessage(
                registryModule, modulesFound: result.figures.modulesFound,
                filesWithoutModule: result.figures.filesWithoutModule)
        {
            if leavingCacheSave { finishFactsSave(&result) }
            let source = module != nil ? "--module \(registryModule)" : "the config's module: \(registryModule)"
            Console.error("routegen: error: \(source): \(problem)")
            throw ExitCode(2)
        }
        return result
    }

    /// Waits for the cache save `resolve(_:config:leavingCacheSave:)` left under way, and says
    /// when it failed. Called once per run.
    func finishFactsSave(_ result: inout ResolvedGraph) {
        result.finishFactsSave()
        reportCacheSaveFailure(result.factsSaveFailure)
    }

    /// Said once per run: a cache that silently never works makes every build a cold one.
    func reportCacheRejection(_ rejection: FactsStore.Rejection, path: String) {
        Console.errorUnrecorded("\(path): warning: cache not used: \(rejection.rawValue); every file was scanned")
    }

    /// Said once per run: a cache that silently never saves makes every build a cold one.
    func reportCacheSaveFailure(_ failure: OutputWriter.Failure?) {
        guard let failure else { return }
        Console.errorUnrecorded(
            "\(failure.path): warning: cannot save the cache: \(failure.reason); the next run scans every file again")
    }

    private func pipelineInput(
        config: RouteGenConfig, extraPaths: [String], cache: FactsStore?
    ) throws -> Pipeline.Input {
        var input = Pipeline.Input(
            paths: paths + extraPaths, fileLists: fileLists, config: config, pathFilter: pathFilter(config),
            cache: cache, jobs: jobs, prefilter: !noPrefilter)
        input.sources.project = try projectLayout(config)
        input.settings.stampFiles = inventoryNeedsStamps
        return input
    }

    /// Whether anything stored could use every file's stamp before the files are read: a facts
    /// cache answers an unchanged file by it, a run memo compares them all. Without either (a
    /// first run, a run without a cache folder) every file is read, and its stamp taken then:
    /// thirty thousand `stat` calls fewer in a large app's cold run.
    private var inventoryNeedsStamps: Bool {
        guard let cacheDirectory else { return false }
        return [FactsStore.fileName, FactsStore.deltaFileName, RunMemo.fileName].contains { name in
            FileManager.default.fileExists(atPath: (cacheDirectory as NSString).appendingPathComponent(name))
        }
    }

    /// Runs the emitting step and, with `--timings`, reports every phase including it.
    func emitting<T>(_ result: ResolvedGraph, _ emit: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try emit()
        reportTimings(result, emit: start.duration(to: clock.now))
        return value
    }

    /// With `--timings`, the phases to standard error (also for a run that stops before emitting).
    func reportTimings(_ result: ResolvedGraph, emit: Duration = .zero) {
        var phases = result.timings
        phases.emit = emit
        reportTimings(phases)
    }

    func reportTimings(_ phases: PipelineTimings) {
        guard timings else { return }
        Console.errorUnrecorded(phases.report)
    }

    /// Globs are anchored at the config file's folder, or the working directory without one.
    private func pathFilter(_ config: RouteGenConfig) -> PathFilter {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var base = workingDirectory
        if let path = resolvedConfigPath {
            let folder = (path as NSString).deletingLastPathComponent
            base = folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder)
        }
        return PathFilter(
            include: config.include.map(GlobPattern.init), exclude: config.exclude.map(GlobPattern.init),
            baseDirectory: base)
    }
}

/// A project is read once per process even though both `loadConfig` and `runPipeline` need it:
/// an app with thousands of files has a `project.pbxproj` of several megabytes. With a cache
/// folder, the reading kept there by the last run answers when nothing it read has changed, and
/// a new reading is kept for the next run.
final class LoadedProjects: @unchecked Sendable {
    static let shared = LoadedProjects()
    private let lock = NSLock()
    private var loaded: [ProjectLoader.Request: Result<ProjectReading, Diagnostic>] = [:]

    /// The figures of the last reading, for `--timings`.
    var timings: ProjectReading.Timings? {
        lock.lock()
        defer { lock.unlock() }
        return last
    }
    private var last: ProjectReading.Timings?

    func load(_ request: ProjectLoader.Request, store: ProjectLayoutStore?) -> Result<ProjectReading, Diagnostic> {
        lock.lock()
        defer { lock.unlock() }
        if let known = loaded[request] { return known }
        let result = ProjectLoader.read(request, store: store)
        if case .success(let reading) = result { last = reading.timings }
        loaded[request] = result
        return result
    }
}
