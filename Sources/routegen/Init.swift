import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

/// `routegen init`: a first `.routegen.yml`, read off a scan of the app.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .routegen.yml that fits the scanned app.",
        discussion: """
            Scans the given paths and writes the config file with what it found: the modules that \
            declare routers, the module the registry is compiled into (the only one, or the one that \
            holds the app delegate), routers that look needed at launch (requested from the app or \
            scene delegate, or handling URLs) as early-routers, and every rule, commented out, so that the \
            file changes no finding, exit status or output until a line is uncommented. \
            An existing file is left alone unless --force is given.

            An Xcode app: when the one folder given (or the current folder, with no path) holds one \
            .xcworkspace, or else one .xcodeproj, init reads it as --workspace / --project would and \
            writes it, with the target, into the file, so that later runs need no arguments.
            """
    )

    @Argument(
        help:
            "Files or directories to scan, as for generate. With none, the current folder's Xcode workspace or project."
    )
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Read this Xcode project instead of walking folders, and write it into the file.",
            valueName: "App.xcodeproj"))
    var project: String?

    @Option(
        help: ArgumentHelp(
            "Read this Xcode workspace (with its development pods) instead of walking folders, and write it into the file.",
            valueName: "App.xcworkspace"))
    var workspace: String?

    @Option(
        help: ArgumentHelp(
            "The application target whose registry this is, with --project or --workspace. Default: the only application target.",
            valueName: "name"))
    var target: String?

    @Option(
        name: .customLong("file-list"),
        help: ArgumentHelp(
            "A file naming one path per line, or MODULE<TAB>PATH (as for generate). Repeatable.", valueName: "file"))
    var fileLists: [String] = []

    @Option(
        name: .customLong("module-map"),
        help: ArgumentHelp(
            "Assign the files under a folder to a module (as for generate). Repeatable; also written to the file.",
            valueName: "folder=module"))
    var moduleMap: [String] = []

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the file.", valueName: "file"))
    var output: String = RouteGenConfig.fileName

    @Flag(help: "Overwrite an existing file.")
    var force = false

    func validate() throws {
        if project != nil && workspace != nil {
            throw ValidationError("Give --project or --workspace, not both.")
        }
        if target != nil && project == nil && workspace == nil && paths.count > 1 {
            throw ValidationError(
                "--target needs an Xcode project: --project, --workspace, or one folder that holds one.")
        }
        for entry in moduleMap where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--module-map takes folder=module, got '\(entry)'.")
        }
    }

    func run() throws {
        var request = Initializing.Request()
        request.paths = paths
        request.project = project
        request.workspace = workspace
        request.target = target
        request.fileLists = fileLists
        request.moduleMap = moduleMap
        request.output = output
        request.force = force
        try Initializing(request: request, transcript: RunTranscript(console: StandardConsole(quiet: false))).run()
    }
}
