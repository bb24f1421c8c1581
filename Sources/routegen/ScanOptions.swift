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
            "Keep the scan results here (routegen-facts.cache, plus routegen-facts.delta for files changed since) and reuse a file's results while it, routegen and the settings a scan reads (all of the config but the registry's and the rules' own) are unchanged: an unchanged size, modification time and inode skip reading the file, unchanged contents skip parsing it. One folder per set of scanned files: results of files this run did not scan are dropped. generate with --output or --output-dir also keeps routegen-run.memo there: a run whose inputs, arguments, environment and outputs are all as its last run left them, or whose edited files still say the same to routegen (a comment, a method body), repeats that run's findings and leaves the outputs alone.",
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
            throw ValidationError(
                "--target and --configuration need --project or --workspace, or a .routegen.yml that names one (`routegen init` in the folder of the workspace writes it)."
            )
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
        if let replaced = replacedInput(in: config) { Console.error(replaced) }
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

    /// The line that says `--project` or `--workspace` replaces another project or workspace the
    /// config file names: the flag wins, and a Run Script phase that passes one must not read
    /// something else than the team's config says without a word.
    func replacedInput(in config: RouteGenConfig) -> String? {
        guard let given = project.map({ ("--project", $0) }) ?? workspace.map({ ("--workspace", $0) }),
            let named = config.workspace.map({ ("workspace:", $0) }) ?? config.project.map({ ("project:", $0) })
        else { return nil }
        let here = FileManager.default.currentDirectoryPath
        if StandardPath.absolute(given.1, in: here) == StandardPath.absolute(named.1, in: here) { return nil }
        let file = resolvedConfigPath.map { " of \($0)" } ?? ""
        return "routegen: \(given.0) \(given.1) is read instead of \(named.0) \(named.1)\(file)"
    }

    /// The project reading the config asks for; nil for a folder scan.
    private func projectRequest(_ config: RouteGenConfig) -> ProjectLoader.Request? {
        guard config.project != nil || config.workspace != nil else { return nil }
        return ProjectLoader.Request(
            project: config.project, workspace: config.workspace, target: config.target,
            configuration: config.configuration, pods: config.pods)
    }

    /// The Xcode project or workspace the config names, read; nil for a folder scan. A project
    /// that cannot be used (unreadable, unknown target) ends the run with status 2.
    func projectLayout(_ config: RouteGenConfig) throws -> ProjectLayout? {
        guard let request = projectRequest(config) else { return nil }
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

    /// The library's run over the given paths (plus `extraPaths`, such as `check`'s registry
    /// files), with these options; nothing is read yet.
    func run(config: RouteGenConfig, extraPaths: [String] = []) throws -> ScanRun {
        var input = Pipeline.Input(
            paths: paths + extraPaths, fileLists: fileLists, config: config, pathFilter: pathFilter(config),
            jobs: jobs, prefilter: !noPrefilter)
        input.sources.project = try projectLayout(config)
        var run = ScanRun(
            input: input, cacheDirectory: cacheDirectory,
            transcript: RunTranscript(console: StandardConsole(quiet: quiet)))
        run.reportsTimings = timings
        run.projectTimings = LoadedProjects.shared.timings
        if let request = projectRequest(config), let cacheDirectory {
            run.projectStore = (
                ProjectLayoutStore(directory: cacheDirectory), request, LoadedProjects.shared.readAfresh
            )
        }
        run.registryModuleOrigin = module.map { "--module \($0)" }
        // The process exits after this one run.
        run.keepsValuesUntilExit = true
        return run
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

/// A project is read once per process even though both `loadConfig` and `run(config:)` need it:
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

    /// The last reading was made afresh (not the one kept in the cache folder).
    var readAfresh: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lastReadAfresh
    }
    private var lastReadAfresh = false

    func load(_ request: ProjectLoader.Request, store: ProjectLayoutStore?) -> Result<ProjectReading, Diagnostic> {
        lock.lock()
        defer { lock.unlock() }
        if let known = loaded[request] { return known }
        let result = ProjectLoader.read(request, store: store)
        if case .success(let reading) = result {
            last = reading.timings
            lastReadAfresh = reading.needsSaving
        }
        loaded[request] = result
        return result
    }
}
