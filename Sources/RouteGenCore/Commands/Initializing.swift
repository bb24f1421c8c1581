import Foundation
import RouteGenModel

/// `init`, a first `.routegen.yml` read off a scan of the app, as a list of steps:
///
///     the Xcode project (given, or the one in the folder) ─▶ scan + resolve ─▶ findings ─▶ template ─▶ write
package struct Initializing {
    /// What `init` is asked.
    package struct Request: Sendable {
        package var paths: [String] = []
        package var project: String?
        package var workspace: String?
        /// The application target whose registry this is.
        package var target: String?
        package var fileLists: [String] = []
        /// `folder=module` entries, also written to the file.
        package var moduleMap: [String] = []
        /// Where to write the file.
        package var output = RouteGenConfig.fileName
        /// Overwrite an existing file.
        package var force = false

        package init() {}
    }

    package var request: Request
    package let transcript: RunTranscript

    package init(request: Request, transcript: RunTranscript) {
        self.request = request
        self.transcript = transcript
    }

    private var paths: [String] { request.paths }
    private var project: String? { request.project }
    private var workspace: String? { request.workspace }
    private var target: String? { request.target }
    private var fileLists: [String] { request.fileLists }
    private var moduleMap: [String] { request.moduleMap }
    private var output: String { request.output }

    package func run() throws(RunExit) {
        if FileManager.default.fileExists(atPath: output) && !request.force {
            transcript.say(
                "\(output): error: the file exists; routegen init leaves it alone (pass --force to overwrite it)")
            throw RunExit(status: 2)
        }
        var config = RouteGenConfig()
        for entry in moduleMap {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            config.scan.moduleMap[parts[0]] = parts[1]
        }
        let xcode = try chosenProject()
        if xcode == nil && paths.isEmpty && fileLists.isEmpty {
            transcript.say(
                "routegen init: error: nothing to scan: give the app's source folders, --file-list, --project or --workspace (the current folder holds no Xcode workspace or project)"
            )
            throw RunExit(status: 2)
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
                transcript.report([diagnostic])
                if target == nil, let line = Self.targetSuggestion(xcode) { transcript.say(line) }
                throw RunExit(status: 2)
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
        transcript.report(result.graph.presented(problems))
        if result.figures.nothingReadable { throw RunExit(status: 2) }
        let findings =
            choice.map {
                ConfigTemplate.Findings(result.graph, project: $0, targetModule: input.sources.project?.registryModule)
            }
            ?? ConfigTemplate.Findings(result.graph, moduleMap: config.scan.moduleMap)
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
            transcript.say("\(output): error: cannot write the config file: \(error.localizedDescription)")
            throw RunExit(status: 2)
        }
        if let xcode, let choice { transcript.say("routegen init: read \(xcode.path), target \(choice.target)") }
        // The same count as `check`'s summary: every router found, the registrable ones among them.
        let routers = result.graph.routers
        transcript.say(
            "routegen init: wrote \(output) (\(Plural.counted(result.figures.filesFound, "file")), \(Plural.counted(routers.count, "router")), \(routers.filter(\.registrable).count) of them registered by the generated registry)"
        )
    }

    /// `--project`/`--workspace`, or the one workspace (else project) in the folder given alone
    /// (the current folder with no path). Several of a kind are not guessed between.
    private func chosenProject() throws(RunExit) -> (key: String, path: String)? {
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
                    transcript.say("routegen init: \(workspace) lists \(found[0]); reading the workspace")
                    return ("workspace", workspace)
                }
                return (key, path)
            }
            if found.count > 1 {
                transcript.say(
                    "routegen init: error: \(folder) holds several of \(found.joined(separator: ", ")); pass --\(key) with the app's"
                )
                throw RunExit(status: 2)
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
