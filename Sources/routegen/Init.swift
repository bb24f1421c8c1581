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
        if FileManager.default.fileExists(atPath: output) && !force {
            Console.error(
                "\(output): error: the file exists; routegen init leaves it alone (pass --force to overwrite it)")
            throw ExitCode(2)
        }
        var config = RouteGenConfig()
        for entry in moduleMap {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            config.moduleMap[parts[0]] = parts[1]
        }
        let xcode = try chosenProject()
        if xcode == nil && paths.isEmpty && fileLists.isEmpty {
            Console.error(
                "routegen init: error: nothing to scan: give the app's source folders, --file-list, --project or --workspace (the current folder holds no Xcode workspace or project)"
            )
            throw ExitCode(2)
        }
        var input = Pipeline.Input(paths: xcode == nil ? paths : [], fileLists: fileLists, config: config)
        var choice: ConfigTemplate.ProjectChoice?
        if let xcode {
            let request =
                xcode.key == "workspace"
                ? ProjectLoader.Request(workspace: xcode.path, target: target)
                : ProjectLoader.Request(project: xcode.path, target: target)
            switch ProjectLoader.load(request) {
            case .failure(let diagnostic):
                Console.report([diagnostic])
                if target == nil, let line = Self.targetSuggestion(xcode) { Console.error(line) }
                throw ExitCode(2)
            case .success(let layout):
                layout.apply(to: &input.config)
                input.sources.project = layout
                choice = ConfigTemplate.ProjectChoice(
                    key: xcode.key, path: Self.relative(xcode.path, toFolderOf: output), target: layout.targetName ?? ""
                )
            }
        }
        let result = Pipeline.run(input)
        let problems = result.graph.diagnostics.filter { $0.severity == .error }
        Console.report(result.graph.presented(problems))
        if result.figures.nothingReadable { throw ExitCode(2) }
        let findings =
            choice.map {
                ConfigTemplate.Findings(result.graph, project: $0, targetModule: input.sources.project?.registryModule)
            }
            ?? ConfigTemplate.Findings(result.graph, moduleMap: config.moduleMap)
        var text = ConfigTemplate.render(findings, scanned: xcode.map { [$0.path] } ?? paths + fileLists)
        if !moduleMap.isEmpty {
            text += "\n# Given with --module-map when this file was written.\nmodule-map:\n"
            for entry in moduleMap {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                text += "  \(JSONValue.string(parts[0]).serialized().trimmingCharacters(in: .newlines)): \(parts[1])\n"
            }
        }
        do {
            _ = try OutputWriter.write(text, to: output)
        } catch {
            Console.error("\(output): error: cannot write the config file: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        if let xcode, let choice { Console.error("routegen init: read \(xcode.path), target \(choice.target)") }
        // The same count as `check`'s summary: every router found, the registrable ones among them.
        let routers = result.graph.routers
        Console.error(
            "routegen init: wrote \(output) (\(Plural.counted(result.figures.filesFound, "file")), \(Plural.counted(routers.count, "router")), \(routers.filter(\.registrable).count) of them registered by the generated registry)"
        )
    }

    /// `--project`/`--workspace`, or the one workspace (else project) in the folder given alone
    /// (the current folder with no path). Several of a kind are not guessed between.
    private func chosenProject() throws -> (key: String, path: String)? {
        if let workspace { return ("workspace", workspace) }
        if let project { return ("project", project) }
        guard fileLists.isEmpty, paths.count <= 1 else { return nil }
        let folder = paths.first ?? "."
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        for (key, suffix) in [("workspace", ".xcworkspace"), ("project", ".xcodeproj")] {
            let found = entries.filter { $0.hasSuffix(suffix) }.sorted()
            if found.count == 1 {
                let path = folder == "." ? found[0] : (folder as NSString).appendingPathComponent(found[0])
                if key == "project", let workspace = Self.workspaceAbove(listing: path, folder: folder) {
                    Console.error("routegen init: \(workspace) lists \(found[0]); reading the workspace")
                    return ("workspace", workspace)
                }
                return (key, path)
            }
            if found.count > 1 {
                Console.error(
                    "routegen init: error: \(folder) holds several of \(found.joined(separator: ", ")); pass --\(key) with the app's"
                )
                throw ExitCode(2)
            }
        }
        return nil
    }

    /// The one workspace in the folder above that lists `project`: a Podfile that says
    /// `project 'App/App.xcodeproj'` puts the workspace, and the pods, beside itself.
    static func workspaceAbove(listing project: String, folder: String) -> String? {
        let cwd = FileManager.default.currentDirectoryPath
        let parent = ((folder == "." ? ".." : folder + "/..") as NSString).standardizingPath
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: StandardPath.absolute(parent, in: cwd))) ?? []
        let target = StandardPath.absolute(project, in: cwd)
        let listing = entries.filter { $0.hasSuffix(".xcworkspace") }.sorted().map {
            parent == "." ? $0 : parent + "/" + $0
        }.filter {
            guard case .success(let projects) = XcodeWorkspace.projects(in: StandardPath.absolute($0, in: cwd)) else {
                return false
            }
            return projects.contains { StandardPath.standardized($0) == target }
        }
        return listing.count == 1 ? listing[0] : nil
    }

    /// `path` relative to the folder of `file` (`../Router.xcworkspace` for a workspace above a
    /// config written into the project's folder), as the config file reads it; absolute when the
    /// two share only `/`.
    static func relative(_ path: String, toFolderOf file: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let folder = (StandardPath.absolute(file, in: cwd) as NSString).deletingLastPathComponent
        return StandardPath.relative(StandardPath.absolute(path, in: cwd), to: folder)
    }

    /// When the target cannot be guessed: the application targets the project or workspace
    /// holds, each as the command that picks it.
    static func targetSuggestion(_ xcode: (key: String, path: String)) -> String? {
        let projects: [String]
        if xcode.key == "workspace" {
            guard case .success(let listed) = XcodeWorkspace.projects(in: xcode.path) else { return nil }
            projects = listed
        } else {
            projects = [xcode.path]
        }
        var apps: [String] = []
        for project in projects where !project.hasSuffix("/Pods.xcodeproj") {
            guard case .success(let loaded) = XcodeProject.load(project, configuration: nil) else { continue }
            apps += loaded.summaries.filter { $0.kind == .application }.map(\.name)
        }
        guard !apps.isEmpty else { return nil }
        let commands = apps.sorted().map { "routegen init --\(xcode.key) \(xcode.path) --target \($0)" }
        return "routegen init: the application targets are \(apps.sorted().joined(separator: ", ")); run one of:\n"
            + commands.map { "  " + $0 }.joined(separator: "\n")
    }
}
