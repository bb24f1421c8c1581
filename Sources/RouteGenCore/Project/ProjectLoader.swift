import Foundation

/// Turns `--project` / `--workspace` (+ `--target`, `--configuration`) into a `ProjectLayout`:
/// the chosen application target and every target it depends on, transitively and across
/// sub-projects, plus the development pods of a CocoaPods workspace.
public enum ProjectLoader {
    public struct Request: Hashable, Sendable {
        public var project: String?
        public var workspace: String?
        public var target: String?
        public var configuration: String?
        /// Pods from a spec repository to scan as well (development pods always are).
        public var pods: [String] = []

        public init(project: String? = nil, workspace: String? = nil, target: String? = nil, configuration: String? = nil, pods: [String] = []) {
            self.project = project
            self.workspace = workspace
            self.target = target
            self.configuration = configuration
            self.pods = pods
        }
    }

    /// A failure is a problem that leaves nothing to scan (unreadable project, unknown target).
    public static func load(_ request: Request) -> Result<ProjectLayout, Diagnostic> {
        var cache = ProjectCache(configuration: request.configuration)
        var layout = ProjectLayout()
        var roots: [String] = []
        if let project = request.project { roots.append(ProjectPath.normalize(project)) }
        var workspaceFile: String?
        if let workspace = request.workspace {
            switch XcodeWorkspace.projects(in: workspace) {
            case .failure(let diagnostic): return .failure(diagnostic)
            case .success(let projects): roots += projects
            }
            workspaceFile = ProjectPath.normalize(workspace) + "/contents.xcworkspacedata"
        }
        let podsProjects = roots.filter { ProjectPath.lastComponent($0) == "Pods.xcodeproj" }
        let appProjects = roots.filter { !podsProjects.contains($0) }

        var candidates: [XcodeTarget] = []
        for path in appProjects {
            switch cache.project(path) {
            case .failure(let diagnostic): return .failure(diagnostic)
            case .success(let project): candidates += project.targets
            }
        }
        let chosen: XcodeTarget
        switch choose(request.target, among: candidates, in: request.workspace ?? request.project ?? "") {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let target): chosen = target
        }
        layout.targetName = chosen.name
        layout.registryModule = chosen.moduleName
        layout.swiftHeader = chosen.swiftHeaderName

        // Xcode's implicit dependencies: a framework linked by name that another project of the
        // workspace builds. Pods are left to `Podfile.lock`.
        var builtBy: [String: XcodeTarget] = [:]
        for target in candidates.reversed() {
            if let product = target.productName { builtBy[product] = target }
        }
        let selected = dependencyClosure(of: chosen, builtBy: request.workspace == nil ? [:] : builtBy, cache: &cache)
        var leftOut: [XcodeTarget] = []
        var pods: [XcodeTarget] = []
        for podsProject in podsProjects {
            let found = podTargets(in: podsProject, request: request, cache: &cache, layout: &layout)
            pods += found.scanned
            leftOut += found.leftOut
        }
        for target in selected + pods { add(target, cache: &cache, to: &layout) }
        for target in leftOut { add(target, cache: &cache, to: &layout, leftOutPod: target.name) }
        layout.inputFiles = Array(Set(cache.inputFiles + (workspaceFile.map { [$0] } ?? []) + layout.inputFiles)).sorted()
        layout.diagnostics += cache.diagnostics
        layout.diagnostics.sort()
        return .success(layout)
    }

    private static func choose(_ name: String?, among targets: [XcodeTarget], in container: String) -> Result<XcodeTarget, Diagnostic> {
        let location = SourceLocation(file: container, line: 1, column: 1)
        let names = targets.map(\.name).sorted().joined(separator: ", ")
        if let name {
            if let target = targets.first(where: { $0.name == name }) { return .success(target) }
            return .failure(Diagnostic(.error, "no target named '\(name)'; targets: \(names)", at: location, rule: .xcodeProject))
        }
        let apps = targets.filter { $0.kind == .application }
        if apps.count == 1 { return .success(apps[0]) }
        if apps.isEmpty {
            return .failure(Diagnostic(.error, "no application target; pass --target with one of: \(names)", at: location, rule: .xcodeProject))
        }
        return .failure(Diagnostic(.error, "several application targets: \(apps.map(\.name).sorted().joined(separator: ", ")); pass --target with one of them", at: location, rule: .xcodeProject))
    }

    /// The target and everything it depends on or links, in a stable order (breadth first).
    private static func dependencyClosure(of root: XcodeTarget, builtBy: [String: XcodeTarget], cache: inout ProjectCache) -> [XcodeTarget] {
        var result: [XcodeTarget] = [root]
        var seen: Set<String> = [root.projectPath + "#" + root.id]
        var queue = [root]
        while !queue.isEmpty {
            let target = queue.removeFirst()
            let implicit = target.linkedProducts.compactMap { builtBy[$0] }
            for dependency in target.dependencies.compactMap({ cache.resolve($0, from: target) }) + implicit {
                guard seen.insert(dependency.projectPath + "#" + dependency.id).inserted else { continue }
                result.append(dependency)
                queue.append(dependency)
            }
        }
        return result
    }

    /// The pods of a CocoaPods `Pods` project, each as its own module: development pods and pods
    /// the config names are scanned like app code; every other pod (from a spec repository) is
    /// scanned too, so that a route only it provides is known, but its routers stay out of the
    /// registry and are reported. The framework's own pods and CocoaPods' aggregate `Pods-App`
    /// targets are not read.
    private static func podTargets(in path: String, request: Request, cache: inout ProjectCache, layout: inout ProjectLayout) -> (scanned: [XcodeTarget], leftOut: [XcodeTarget]) {
        guard case .success(let project) = cache.project(path) else { return ([], []) }
        let lock = ProjectPath.join(ProjectPath.folder(of: ProjectPath.folder(of: path)), "Podfile.lock")
        var wanted = Set(request.pods)
        switch PodfileLock.developmentPods(at: lock) {
        case .success(let pods):
            wanted.formUnion(pods)
            layout.inputFiles.append(lock)
        case .failure(let diagnostic):
            layout.diagnostics.append(diagnostic)
        }
        // CocoaPods names a pod's target after the pod, with a platform suffix when one pod is
        // built for several platforms (`Pod-iOS`).
        func names(_ target: XcodeTarget, _ pod: String) -> Bool { target.name == pod || target.name.hasPrefix(pod + "-") }
        let pods = project.targets.filter { target in
            target.kind.isLibrary && !target.name.hasPrefix("Pods-")
                && !FrameworkBases.frameworkModules.contains { names(target, $0) }
        }.sorted { $0.name < $1.name }
        let scanned = pods.filter { target in wanted.contains { names(target, $0) } }
        return (scanned, pods.filter { !scanned.contains($0) })
    }

    private static func add(_ target: XcodeTarget, cache: inout ProjectCache, to layout: inout ProjectLayout, leftOutPod: String? = nil) {
        let module = target.moduleName
        var files = target.sources + target.headers.keys.sorted()
        // Scanned too: a `#define` there can name a router's superclass in every file of the target.
        if let prefix = target.prefixHeader { files.append(prefix) }
        if let project = cache.loaded(target.projectPath) { files += companionHeaders(of: target, in: project) }
        var missing: [String] = []
        for file in Set(files).sorted() {
            guard FileManager.default.fileExists(atPath: file) else {
                missing.append(file)
                continue
            }
            // A file two chosen targets compile stays with the first (the app, then its
            // dependencies in order).
            if layout.modules[file] == nil { layout.modules[file] = module }
        }
        for file in missing {
            layout.diagnostics.append(Diagnostic(.warning, "\(file) is in target '\(target.name)' of \(ProjectPath.lastComponent(target.projectPath)) but not on disk; not scanned", at: SourceLocation(file: target.projectPath + "/project.pbxproj", line: 1, column: 1), rule: .missingProjectFile))
        }
        let importable = target.headers.filter { $0.value != .project }.keys.sorted()
        let digest = target.prefixHeader.flatMap { FileManager.default.contents(atPath: $0) }.map { SHA256.hex($0) }
        layout.moduleInfo[module] = ProjectModule(kind: target.kind, importableHeaders: importable, defines: target.defines, swiftConditions: target.swiftConditions, prefixHeader: target.prefixHeader, prefixHeaderDigest: digest, leftOutPod: leftOutPod)
        if let prefix = target.prefixHeader { layout.inputFiles.append(prefix) }
    }

    /// Headers of an app are usually in no build phase: a header of the project next to a file
    /// the target compiles belongs to it, unless it pairs with an implementation the target
    /// does not compile (a file removed from the target keeps its header out too).
    static func companionHeaders(of target: XcodeTarget, in project: XcodeProject) -> [String] {
        let folders = Set(target.sources.map(ProjectPath.folder(of:)))
        let compiled = Set(target.sources)
        let orphanStems = Set(project.implementationReferences.filter { !compiled.contains($0) }.map { ProjectPath.folder(of: $0) + "/" + ProjectPath.stem($0) })
        let compiledStems = Set(target.sources.map { ProjectPath.folder(of: $0) + "/" + ProjectPath.stem($0) })
        return project.headerReferences.filter { header in
            let stem = ProjectPath.folder(of: header) + "/" + ProjectPath.stem(header)
            return folders.contains(ProjectPath.folder(of: header)) && (compiledStems.contains(stem) || !orphanStems.contains(stem))
        }
    }
}

/// Projects read once per run, by normalised path.
struct ProjectCache {
    let configuration: String?
    private var projects: [String: Result<XcodeProject, Diagnostic>] = [:]
    var diagnostics: [Diagnostic] = []

    init(configuration: String?) { self.configuration = configuration }

    var inputFiles: [String] { projects.values.flatMap { (try? $0.get())?.inputFiles ?? [] } }

    mutating func project(_ path: String) -> Result<XcodeProject, Diagnostic> {
        let key = ProjectPath.normalize(path)
        if let known = projects[key] { return known }
        let loaded = XcodeProject.load(key, configuration: configuration)
        projects[key] = loaded
        if case .success(let project) = loaded { diagnostics += project.diagnostics }
        return loaded
    }

    func loaded(_ path: String) -> XcodeProject? { try? projects[ProjectPath.normalize(path)]?.get() }

    /// The target a dependency names; a sub-project that is missing or unreadable is a warning.
    mutating func resolve(_ reference: XcodeTarget.Reference, from target: XcodeTarget) -> XcodeTarget? {
        if !FileManager.default.fileExists(atPath: reference.projectPath + "/project.pbxproj") {
            let message = "target '\(target.name)' depends on \(reference.projectPath), which is not there; its routers are not scanned"
            let diagnostic = Diagnostic(.warning, message, at: SourceLocation(file: target.projectPath + "/project.pbxproj", line: 1, column: 1), rule: .missingSubproject)
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            return nil
        }
        switch project(reference.projectPath) {
        case .failure(let diagnostic):
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            return nil
        case .success(let project):
            if let id = reference.targetID { return project.target(id: id) }
            if let product = reference.productID { return project.targets.first { $0.productID == product } }
            return nil
        }
    }
}
