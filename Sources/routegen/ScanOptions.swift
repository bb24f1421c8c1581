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

    func validate() throws {
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
        Pipeline.run(Pipeline.Input(paths: paths, fileLists: fileLists, config: config))
    }
}
