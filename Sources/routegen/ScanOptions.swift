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
        let configFile = request.configFile
        if paths.isEmpty && fileLists.isEmpty && project == nil && workspace == nil && configFile == nil {
            throw ValidationError("Give at least one path to scan, or --file-list, --project or --workspace.")
        }
        if project != nil && workspace != nil {
            throw ValidationError("--project and --workspace exclude each other: a workspace brings in its projects.")
        }
        if (target != nil || configuration != nil) && project == nil && workspace == nil && configFile == nil {
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

    /// The library's request: these options as given; nothing is read yet.
    var request: ScanRequest {
        var request = ScanRequest(paths: paths)
        request.fileLists = fileLists
        request.configPath = configPath
        request.ignoresConfigFile = noConfig
        request.registryModule = module
        // `validate` refuses an entry without both sides.
        request.moduleMap = moduleMap.compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        request.project = project
        request.workspace = workspace
        request.target = target
        request.configuration = configuration
        request.cacheDirectory = cacheDirectory
        request.jobs = jobs
        request.prefilter = !noPrefilter
        request.reportsTimings = timings
        // The process exits after this one run.
        request.keepsValuesUntilExit = true
        return request
    }

    /// Where the run's words go: the standard streams.
    var transcript: RunTranscript {
        RunTranscript(console: StandardConsole(quiet: quiet))
    }
}
