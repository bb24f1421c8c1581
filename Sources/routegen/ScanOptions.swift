import ArgumentParser
import Foundation
import RouteGenCore

/// Options every command that scans sources shares.
struct ScanOptions: ParsableArguments {
    @Argument(help: "Files or directories to scan. Directories are walked recursively, skipping hidden folders, .build, Pods, Carthage and DerivedData.")
    var paths: [String] = []

    @Option(name: .customLong("file-list"), help: ArgumentHelp("A file naming one path per line, or MODULE<TAB>PATH to put that file or folder in a module (blank lines and lines starting with # are ignored). Repeatable.", valueName: "file"))
    var fileLists: [String] = []

    @Option(help: ArgumentHelp("The module the generated registry is compiled into. Routers of other modules are imported and must be public or open. Default: the config's `module`, else the only module that holds routers.", valueName: "name"))
    var module: String?

    @Option(name: .customLong("module-map"), help: ArgumentHelp("Assign the files under a folder to a module, for layouts other than SwiftPM's Sources/<Target>/. Repeatable; the longest folder wins; added to the config's module-map.", valueName: "folder=module"))
    var moduleMap: [String] = []

    @Option(name: .customLong("config"), help: ArgumentHelp("The config file. Default: .routegen.yml in the current directory, else in the first scanned directory that has one (or in the package folder above a scanned Sources folder).", valueName: "file"))
    var configPath: String?

    @Flag(name: .customLong("no-config"), help: "Use the default settings and ignore any .routegen.yml (the build plugin passes it when the package has none, so that an untracked file cannot change the output).")
    var noConfig = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Keep the scan results here (routegen-facts.cache, plus routegen-facts.delta for files changed since) and reuse a file's results while it, routegen and the config are unchanged: an unchanged size, modification time and inode skip reading the file, unchanged contents skip parsing it. One folder per set of scanned files: results of files this run did not scan are dropped.", valueName: "dir"))
    var cacheDirectory: String?

    @Option(help: ArgumentHelp("How many files to read and parse at once. Default: the number of cores. The output never depends on it.", valueName: "n"))
    var jobs: Int?

    @Flag(name: .customLong("no-prefilter"), help: "Parse every file, instead of skipping the files that a byte pass over the whole tree proves hold nothing routegen records. The output is the same either way; this is for measuring and for ruling the pre-filter out when investigating a problem.")
    var noPrefilter = false

    @Flag(help: "Print the time spent in each phase and the counts of files seen, answered from the cache, skipped and parsed to standard error.")
    var timings = false

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of 1 or more, got \(jobs).")
        }
        if paths.isEmpty && fileLists.isEmpty {
            throw ValidationError("Give at least one path to scan, or --file-list.")
        }
        if noConfig && configPath != nil {
            throw ValidationError("--config and --no-config exclude each other.")
        }
        for entry in moduleMap where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--module-map takes folder=module, got '\(entry)'.")
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
        return config
    }

    /// `--config`, or the file the lookup rule finds.
    var resolvedConfigPath: String? {
        if noConfig { return nil }
        if let configPath { return configPath }
        return ConfigLocator.locate(roots: paths)
    }

    /// One scan of the given paths (plus `extraPaths`, such as `check`'s registry files).
    func runPipeline(config: RouteGenConfig, extraPaths: [String] = []) -> Pipeline.Result {
        let clock = ContinuousClock()
        let start = clock.now
        let cache = cacheDirectory.map { FactsStore(directory: $0, config: config, jobs: jobs) }
        let cacheLoad = start.duration(to: clock.now)
        let input = Pipeline.Input(paths: paths + extraPaths, fileLists: fileLists, config: config, pathFilter: pathFilter(config), cache: cache, jobs: jobs, prefilter: !noPrefilter)
        var result = Pipeline.run(input)
        result.timings.cacheLoad = cacheLoad
        return result
    }

    /// Runs the emitting step and, with `--timings`, reports every phase including it.
    func emitting<T>(_ result: Pipeline.Result, _ emit: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try emit()
        reportTimings(result, emit: start.duration(to: clock.now))
        return value
    }

    /// With `--timings`, the phases to standard error (also for a run that stops before emitting).
    func reportTimings(_ result: Pipeline.Result, emit: Duration = .zero) {
        guard timings else { return }
        var phases = result.timings
        phases.emit = emit
        Console.error(phases.report)
    }

    /// Globs are anchored at the config file's folder, or the working directory without one.
    private func pathFilter(_ config: RouteGenConfig) -> PathFilter {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var base = workingDirectory
        if let path = resolvedConfigPath {
            let folder = (path as NSString).deletingLastPathComponent
            base = folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder)
        }
        return PathFilter(include: config.include.map(GlobPattern.init), exclude: config.exclude.map(GlobPattern.init), baseDirectory: base)
    }
}
