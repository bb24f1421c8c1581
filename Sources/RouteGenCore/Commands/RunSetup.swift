import Foundation
import RouteGenModel

/// The settings of one run, built once: the config file's, the ones given over them, and the
/// Xcode project's modules, with the project reading they came from. Every later step reads
/// these; nothing reads the config file or the project again. An app with thousands of files has a
/// `project.pbxproj` of several megabytes.
package struct RunSetup: Sendable {
    /// What the run was asked, as the user said it.
    package var request: ScanRequest
    package var config: RouteGenConfig
    /// `config.scan.digest`, the facts cache's identity, worked out once with the project's
    /// modules in it: a workspace's thousands of modules make it a sizeable part of a re-run.
    package var scanDigest: String
    /// The config file read, if any: an input of the run.
    package var configFile: String?
    /// The Xcode project or workspace read, when the run reads one.
    package var project: ProjectReading?
    /// What was asked of the project reading, which keeps it in the cache folder under this key.
    package var projectRequest: ProjectLoader.Request?
    /// The config's include and exclude globs, anchored at the config file's folder (or the
    /// working directory without one).
    package var pathFilter: PathFilter

    /// Reads the config file and the project the run needs. A config file or a project that
    /// cannot be used is reported and ends the run with status 2, before anything is written.
    /// - Parameter overriding: a command's own settings over the config's (`generate`'s output
    ///   flags), applied before the project's, which never replace what the user set.
    package static func prepare(
        _ request: ScanRequest, transcript: RunTranscript, overriding: (inout RouteGenConfig) -> Void = { _ in }
    ) throws(RunExit) -> RunSetup {
        let configFile = request.configFile
        var config = try loadConfigFile(configFile, transcript: transcript)
        if let line = replacedInputLine(request, config: config, configFile: configFile) { transcript.say(line) }
        apply(request, to: &config)
        if request.paths.isEmpty && request.fileLists.isEmpty && config.scan.project == nil
            && config.scan.workspace == nil
        {
            transcript.say(
                "routegen: nothing to scan: give paths, --file-list, --project or --workspace (or project:/workspace: in the config)"
            )
            throw RunExit(status: 2)
        }
        overriding(&config)
        let projectRequest = ProjectLoader.Request(config)
        var project: ProjectReading?
        if let projectRequest {
            project = try readProject(projectRequest, cacheDirectory: request.cacheDirectory, transcript: transcript)
            project?.layout.apply(to: &config)
        }
        return RunSetup(
            request: request, config: config,
            scanDigest: config.scan.digest(projectModulesDigest: project?.layout.keptModuleInfoDigest),
            configFile: configFile, project: project,
            projectRequest: projectRequest, pathFilter: pathFilter(config, configFile: configFile))
    }

    /// The config file's settings, or the defaults without one.
    private static func loadConfigFile(_ path: String?, transcript: RunTranscript) throws(RunExit) -> RouteGenConfig {
        guard let path else { return RouteGenConfig() }
        do {
            return try ConfigLoader.load(path: path)
        } catch {
            transcript.report(error.diagnostics)
            transcript.say("routegen: nothing written: fix the config file \(path)")
            throw RunExit(status: 2)
        }
    }

    /// The settings given over the config file's.
    private static func apply(_ request: ScanRequest, to config: inout RouteGenConfig) {
        if let module = request.registryModule { config.resolve.registryModule = module }
        for entry in request.moduleMap { config.scan.moduleMap[entry.folder] = entry.module }
        if let project = request.project { (config.scan.project, config.scan.workspace) = (project, nil) }
        if let workspace = request.workspace { (config.scan.workspace, config.scan.project) = (workspace, nil) }
        if let target = request.target { config.scan.target = target }
        if let configuration = request.configuration { config.scan.configuration = configuration }
    }

    /// The line that says `--project` or `--workspace` replaces another project or workspace the
    /// config file names: the flag wins, and a Run Script phase that passes one must not read
    /// something else than the team's config says without a word.
    static func replacedInputLine(_ request: ScanRequest, config: RouteGenConfig, configFile: String?) -> String? {
        guard let given = request.project.map({ ("--project", $0) }) ?? request.workspace.map({ ("--workspace", $0) }),
            let named = config.scan.workspace.map({ ("workspace:", $0) })
                ?? config.scan.project.map({ ("project:", $0) })
        else { return nil }
        let here = FileManager.default.currentDirectoryPath
        if StandardPath.absolute(given.1, in: here) == StandardPath.absolute(named.1, in: here) { return nil }
        let file = configFile.map { " of \($0)" } ?? ""
        return "routegen: \(given.0) \(given.1) is read instead of \(named.0) \(named.1)\(file)"
    }

    /// The project or workspace, from the reading kept in the cache folder when nothing it read
    /// has changed. One that cannot be used (unreadable, unknown target) ends the run.
    private static func readProject(
        _ request: ProjectLoader.Request, cacheDirectory: String?, transcript: RunTranscript
    ) throws(RunExit) -> ProjectReading {
        switch ProjectLoader.read(request, store: cacheDirectory.map(ProjectLayoutStore.init(directory:))) {
        case .success(let reading):
            return reading
        case .failure(let diagnostic):
            transcript.report([diagnostic])
            transcript.say("routegen: nothing done: the Xcode project cannot be used")
            throw RunExit(status: 2)
        }
    }

    /// Globs are anchored at the config file's folder, or the working directory without one.
    private static func pathFilter(_ config: RouteGenConfig, configFile: String?) -> PathFilter {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var base = workingDirectory
        if let configFile {
            let folder = (configFile as NSString).deletingLastPathComponent
            base = folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder)
        }
        return PathFilter(
            include: config.scan.include.map(GlobPattern.init), exclude: config.scan.exclude.map(GlobPattern.init),
            baseDirectory: base)
    }

    /// The files read besides the sources: the project's files and the config file, which the
    /// Run Script phase's input list names (a sandboxed script may read only what it lists).
    package var otherInputs: [String] {
        (project?.layout.inputFiles ?? []) + [configFile].compactMap { $0 }
    }
}

extension ProjectLoader.Request {
    /// The project reading a config asks for; nil for a folder scan.
    init?(_ config: RouteGenConfig) {
        guard config.scan.project != nil || config.scan.workspace != nil else { return nil }
        self.init(
            project: config.scan.project, workspace: config.scan.workspace, target: config.scan.target,
            configuration: config.scan.configuration, pods: config.scan.pods)
    }
}
