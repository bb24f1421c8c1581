import ArgumentParser
import RouteGenCore

/// Options every command that scans sources shares.
struct ScanOptions: ParsableArguments {
    @Argument(help: "Files or directories to scan. Directories are walked recursively, skipping hidden folders, .build, Pods, Carthage and DerivedData.")
    var paths: [String] = []

    @Option(name: .customLong("file-list"), help: ArgumentHelp("A file naming one path per line (blank lines and lines starting with # are ignored). Repeatable.", valueName: "file"))
    var fileLists: [String] = []

    @Option(help: ArgumentHelp("The module the generated registry is compiled into. Routers of other modules are imported and must be public or open. Default: the only module that holds routers.", valueName: "name"))
    var module: String?

    @Option(name: .customLong("module-map"), help: ArgumentHelp("Assign the files under a folder to a module, for layouts other than SwiftPM's Sources/<Target>/. Repeatable; the longest folder wins.", valueName: "folder=module"))
    var moduleMap: [String] = []

    @Option(help: ArgumentHelp("How many files to read and parse at once. Default: the number of cores. The output never depends on it.", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Print the time spent in each phase and the counts of files seen, skipped and parsed to standard error.")
    var timings = false

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of 1 or more, got \(jobs).")
        }
        if paths.isEmpty && fileLists.isEmpty {
            throw ValidationError("Give at least one path to scan, or --file-list.")
        }
        for entry in moduleMap where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--module-map takes folder=module, got '\(entry)'.")
        }
    }

    func apply(to config: inout RouteGenConfig) {
        if let module { config.registryModule = module }
        for entry in moduleMap {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            config.moduleMap[parts[0]] = parts[1]
        }
    }

    func runPipeline(config: RouteGenConfig) -> Pipeline.Result {
        Pipeline.run(Pipeline.Input(paths: paths, fileLists: fileLists, config: config, jobs: jobs))
    }

    /// Runs the emitting step and, with `--timings`, reports every phase including it.
    func emitting<T>(_ result: Pipeline.Result, _ emit: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try emit()
        if timings {
            var phases = result.timings
            phases.emit = start.duration(to: clock.now)
            Console.error(phases.report)
        }
        return value
    }
}
