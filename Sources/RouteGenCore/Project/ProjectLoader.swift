import Foundation
import RouteGenModel

/// Turns `--project` / `--workspace` (+ `--target`, `--configuration`) into a `ProjectLayout`:
/// the chosen application target and every target it depends on, transitively and across
/// sub-projects, plus the pods of a CocoaPods workspace that the target's `Pods-<Target>`
/// aggregate uses.
///
/// Only those targets are read (phases, settings, `.xcconfig` files), and every look-up is
/// indexed, so a workspace of thousands of targets costs its parse and one pass over what the
/// target builds.
package enum ProjectLoader {
    package struct Request: Hashable, Sendable {
        package var project: String?
        package var workspace: String?
        package var target: String?
        package var configuration: String?
        /// Pods from a spec repository to scan as well (development pods always are).
        package var pods: [String] = []

        package init(
            project: String? = nil, workspace: String? = nil, target: String? = nil, configuration: String? = nil,
            pods: [String] = []
        ) {
            self.project = project
            self.workspace = workspace
            self.target = target
            self.configuration = configuration
            self.pods = pods
        }

        /// The same request with absolute paths, so that `App.xcodeproj` and `$PWD/App.xcodeproj`
        /// read, key and report the same files.
        package func absolute(in workingDirectory: String = FileManager.default.currentDirectoryPath) -> Request {
            var request = self
            request.project = project.map { ProjectPath.join(workingDirectory, $0) }
            request.workspace = workspace.map { ProjectPath.join(workingDirectory, $0) }
            return request
        }
    }

    /// A failure is a problem that leaves nothing to scan (unreadable project, unknown target).
    package static func load(_ request: Request) -> Result<ProjectLayout, Diagnostic> {
        read(request).map(\.layout)
    }

    /// The layout and where the time went. With a store, the reading it kept answers when
    /// nothing that reading read has changed; otherwise the project is read, with the header
    /// closure's readings of the kept one (a file whose stamp is unchanged need not be read
    /// again), and `needsSaving` says that the run should keep the new reading once its header
    /// closure is worked out (`ScanRun`).
    package static func read(_ request: Request, store: ProjectLayoutStore?) -> Result<ProjectReading, Diagnostic> {
        let clock = ContinuousClock()
        let start = clock.now
        var miss: ProjectLayoutStore.Miss?
        if let store {
            switch store.load(request) {
            case .success(let layout):
                var timings = ProjectReading.Timings()
                timings.fromStore = true
                timings.storeCheck = start.duration(to: clock.now)
                timings.total = timings.storeCheck
                return .success(ProjectReading(layout: layout, timings: timings))
            case .failure(let reason):
                miss = reason
            }
        }
        let checked = start.duration(to: clock.now)
        return read(request).map { reading in
            var reading = reading
            reading.timings.storeMiss = miss?.rawValue
            reading.timings.storeCheck = checked
            if let store {
                if miss == .changed {
                    var readings = HeaderClosure()
                    readings.readings = store.keptReadings(request)
                    reading.layout.headerClosure = readings
                }
                reading.needsSaving = true
            }
            reading.timings.total = start.duration(to: clock.now)
            return reading
        }
    }

    /// The layout and where the time went.
    package static func read(_ request: Request) -> Result<ProjectReading, Diagnostic> {
        let clock = ContinuousClock()
        let start = clock.now
        var timings = ProjectReading.Timings()
        let request = request.absolute()
        var layout = ProjectLayout()
        let roots: Roots
        switch Roots.of(request, layout: &layout) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let found): roots = found
        }

        var cache = ProjectCache(configuration: request.configuration)
        // Most of a cold reading is the parse: the workspace's projects and the sub-projects they
        // reference are parsed at once, a level at a time.
        cache.parseAll(roots.all.filter { !roots.missing.contains($0) })
        timings.parse = cache.parseTime

        let candidates: [Candidate]
        let chosen: Candidate
        switch chooseTarget(request, roots: roots, cache: &cache) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let found): (candidates, chosen) = found
        }
        let targetsStart = clock.now
        guard let root = cache.target(chosen.summary.id, in: chosen.project.path) else {
            return .failure(
                Diagnostic(
                    .error, "target '\(chosen.summary.name)' cannot be read",
                    at: .wholeFile(chosen.project.pbxprojPath), rule: .xcodeProject))
        }
        layout.targetName = root.name
        layout.registryModule = root.moduleName
        layout.swiftHeader = root.swiftHeaderName

        let builtBy = request.workspace == nil ? [:] : productsBuilt(by: candidates)
        let closure = dependencyClosure(of: root, builtBy: builtBy, cache: &cache)
        let selected = closure.targets
        var dependencies = closure.dependencies
        var pods = PodSelection()
        for podsProject in roots.pods {
            pods.formUnion(
                podTargets(in: podsProject, linkedBy: selected, request: request, cache: &cache, layout: &layout))
        }
        addPodDependencies(of: selected, pods: pods, to: &dependencies, cache: &cache)
        let missingPods = roots.pods.first(where: roots.missing.contains)
        reportWorkspaceProblems(
            roots, missingPods: missingPods, selected: selected, builtBy: builtBy, request: request, layout: &layout)
        layout.zikRouterImport = ZIKRouterImportChoice.choose(
            app: root, podsProject: roots.pods.first, cache: &cache, inputs: &layout.inputFiles,
            probed: &layout.probedPaths)
        timings.targets = targetsStart.duration(to: clock.now)

        let filesStart = clock.now
        addFiles(
            of: selected, pods: pods, dependencies: dependencies, podsProjects: roots.pods, request: request,
            cache: cache, to: &layout)
        timings.files = filesStart.duration(to: clock.now)
        mergeReadings(of: cache, missingPods: missingPods, into: &layout)
        timings.total = start.duration(to: clock.now)
        return .success(ProjectReading(layout: layout, timings: timings, parsed: cache.parsedProjects))
    }

    private typealias Candidate = (project: XcodeProject, summary: XcodeProject.TargetSummary)

    /// The projects a request names: the project, or the workspace's projects.
    private struct Roots {
        /// Normalized paths, the workspace's order.
        var all: [String] = []
        /// Projects the workspace lists that have no `project.pbxproj`.
        var missing: [String] = []
        /// `Pods.xcodeproj`, which holds pods rather than the app.
        var pods: [String] = []
        /// Every project but the pods'.
        var apps: [String] = []

        /// Records the workspace's file and the missing projects' paths on the layout.
        static func of(_ request: Request, layout: inout ProjectLayout) -> Result<Roots, Diagnostic> {
            var roots = Roots()
            if let project = request.project { roots.all.append(ProjectPath.normalize(project)) }
            if let workspace = request.workspace {
                switch XcodeWorkspace.projects(in: workspace) {
                case .failure(let diagnostic): return .failure(diagnostic)
                case .success(let projects): roots.all += projects
                }
                layout.inputFiles.append(ProjectPath.normalize(workspace) + "/contents.xcworkspacedata")
                roots.missing = roots.all.filter { !FileManager.default.fileExists(atPath: $0 + "/project.pbxproj") }
                layout.probedPaths += roots.missing.map { $0 + "/project.pbxproj" }
            }
            let pods = roots.all.filter { ProjectPath.lastComponent($0) == "Pods.xcodeproj" }
            roots.pods = pods
            roots.apps = roots.all.filter { !pods.contains($0) }
            return .success(roots)
        }
    }

    /// Every target of the app's projects, and the one the request chooses among them.
    private static func chooseTarget(
        _ request: Request, roots: Roots, cache: inout ProjectCache
    ) -> Result<(candidates: [Candidate], chosen: Candidate), Diagnostic> {
        var candidates: [Candidate] = []
        for path in roots.apps where !roots.missing.contains(path) {
            switch cache.project(path) {
            case .failure(let diagnostic): return .failure(diagnostic)
            case .success(let project): candidates += project.summaries.map { (project, $0) }
            }
        }
        let chosen: Candidate
        switch choose(request.target, among: candidates, in: request.workspace ?? request.project ?? "") {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let target): chosen = target
        }
        // Xcode builds a sub-project that lacks the configuration with its default one, and so
        // does the reading; the app's own project must have it, or the name is a typo.
        if let configuration = request.configuration {
            let names = chosen.project.reader.configurationNames()
            if !names.isEmpty && !names.contains(configuration) {
                return .failure(
                    Diagnostic(
                        .error,
                        "no configuration named '\(configuration)' in \(ProjectPath.lastComponent(chosen.project.path)); configurations: \(names.sorted().joined(separator: ", "))",
                        at: .wholeFile(chosen.project.pbxprojPath), rule: .xcodeProject))
            }
        }
        return .success((candidates, chosen))
    }

    /// Xcode's implicit dependencies: a framework linked by name that another project of the
    /// workspace builds, by product name; the first target that builds it wins. Pods come from
    /// their aggregate target instead.
    private static func productsBuilt(by candidates: [Candidate]) -> [String: (project: String, id: String)] {
        var builtBy: [String: (project: String, id: String)] = [:]
        for candidate in candidates.reversed() {
            if let product = candidate.summary.productName {
                builtBy[product] = (candidate.project.path, candidate.summary.id)
            }
        }
        return builtBy
    }

    /// A target that links a `Pods-…` aggregate uses its pods; a pod uses the pods it depends on.
    private static func addPodDependencies(
        of selected: [XcodeTarget], pods: PodSelection, to dependencies: inout [String: Set<String>],
        cache: inout ProjectCache
    ) {
        let podModules = Set((pods.scanned + pods.leftOut).map(\.moduleName))
        for target in selected
        where target.linkedProducts.contains(where: { $0.hasPrefix("Pods_") || $0.hasPrefix("libPods-") }) {
            dependencies[target.moduleName, default: []].formUnion(podModules)
        }
        for pod in pods.scanned + pods.leftOut {
            for reference in pod.dependencies where reference.projectPath == pod.projectPath {
                if let id = reference.targetID, let dependency = cache.target(id, in: pod.projectPath),
                    podModules.contains(dependency.moduleName)
                {
                    dependencies[pod.moduleName, default: []].insert(dependency.moduleName)
                }
            }
        }
    }

    /// Pods that are not installed, projects the workspace lists that are missing, and the
    /// `Podfile.lock`'s framework versions.
    private static func reportWorkspaceProblems(
        _ roots: Roots, missingPods: String?, selected: [XcodeTarget],
        builtBy: [String: (project: String, id: String)], request: Request, layout: inout ProjectLayout
    ) {
        if let missingPods {
            layout.diagnostics += PodsNotInstalled.fallback(podsProject: missingPods, request: request, layout: &layout)
        }
        reportMissingEntries(
            roots.missing.filter { !roots.pods.contains($0) }, selected: selected, builtBy: builtBy,
            workspace: request.workspace, layout: &layout)
        if let podsProject = roots.pods.first {
            let lock = ProjectPath.join(ProjectPath.folder(of: ProjectPath.folder(of: podsProject)), "Podfile.lock")
            layout.diagnostics += PodfileLock.frameworkVersionWarnings(at: lock)
        }
    }

    /// The files, settings and module dependencies of the selected targets and pods.
    private static func addFiles(
        of selected: [XcodeTarget], pods: PodSelection, dependencies: [String: Set<String>], podsProjects: [String],
        request: Request, cache: ProjectCache, to layout: inout ProjectLayout
    ) {
        let podsFolders = podsProjects.map(ProjectPath.folder(of:))
        for target in selected + pods.scanned { add(target, cache: cache, podsFolders: podsFolders, to: &layout) }
        for target in pods.leftOut {
            add(target, cache: cache, podsFolders: podsFolders, to: &layout, leftOutPod: target.name)
        }
        for (module, uses) in dependencies where layout.moduleInfo[module] != nil {
            layout.moduleInfo[module]?.dependencies = uses.subtracting([module]).sorted()
        }
        HeaderSearchReading.finish(
            &layout, projectFolders: cache.parsedProjects.map(\.folder),
            workspaceFolder: request.workspace.map(ProjectPath.folder(of:)), podsFolders: podsFolders)
    }

    /// What the cache read along the way joins the layout's own, once each and sorted; the
    /// diagnostics that not-installed pods explain are dropped.
    private static func mergeReadings(of cache: ProjectCache, missingPods: String?, into layout: inout ProjectLayout) {
        layout.inputFiles = Array(Set(cache.inputFiles + layout.inputFiles)).sorted()
        layout.listedFolders = Array(Set(cache.listedFolders + layout.listedFolders)).sorted()
        layout.probedPaths = Array(Set(cache.probedPaths + layout.probedPaths)).sorted()
        layout.diagnostics = Array(Set(layout.diagnostics + cache.diagnostics)).filter { diagnostic in
            missingPods.map { !PodsNotInstalled.isExplained(diagnostic, podsProject: $0) } ?? true
        }.sorted()
    }

    private static func choose(
        _ name: String?, among targets: [(project: XcodeProject, summary: XcodeProject.TargetSummary)],
        in container: String
    ) -> Result<(project: XcodeProject, summary: XcodeProject.TargetSummary), Diagnostic> {
        let location = SourceLocation.wholeFile(container)
        let names = targets.map(\.summary.name).sorted().joined(separator: ", ")
        if let name {
            if let target = targets.first(where: { $0.summary.name == name }) { return .success(target) }
            return .failure(
                Diagnostic(.error, "no target named '\(name)'; targets: \(names)", at: location, rule: .xcodeProject))
        }
        let apps = targets.filter { $0.summary.kind == .application }
        if apps.count == 1 { return .success(apps[0]) }
        if apps.isEmpty {
            return .failure(
                Diagnostic(
                    .error, "no application target; pass --target with one of: \(names)", at: location,
                    rule: .xcodeProject))
        }
        return .failure(
            Diagnostic(
                .error,
                "several application targets: \(apps.map(\.summary.name).sorted().joined(separator: ", ")); pass --target with one of them",
                at: location, rule: .xcodeProject))
    }

    /// The target and everything it depends on or links, in a stable order (breadth first), and
    /// the modules each one depends on directly.
    private static func dependencyClosure(
        of root: XcodeTarget, builtBy: [String: (project: String, id: String)], cache: inout ProjectCache
    ) -> (targets: [XcodeTarget], dependencies: [String: Set<String>]) {
        var result: [XcodeTarget] = [root]
        var dependencies: [String: Set<String>] = [:]
        var seen: Set<String> = [root.projectPath + "#" + root.id]
        // A level at a time, so that the targets of a level (an app's hundreds of frameworks) are
        // read on all cores; the order is the breadth-first order of a one-by-one walk.
        var level = [root]
        while !level.isEmpty {
            var edges: [(from: XcodeTarget, to: (project: String, id: String))] = []
            for target in level {
                for reference in target.dependencies {
                    if let located = cache.locate(reference, from: target) { edges.append((target, located)) }
                }
                for product in target.linkedProducts {
                    if let built = builtBy[product] { edges.append((target, built)) }
                }
            }
            cache.read(edges.map(\.to))
            var next: [XcodeTarget] = []
            for (from, to) in edges {
                guard let dependency = cache.target(to.id, in: to.project) else { continue }
                dependencies[from.moduleName, default: []].insert(dependency.moduleName)
                guard seen.insert(dependency.projectPath + "#" + dependency.id).inserted else { continue }
                result.append(dependency)
                next.append(dependency)
            }
            level = next
        }
        return (result, dependencies)
    }

    /// The pods of a CocoaPods `Pods` project the chosen targets use, each as its own module.
    struct PodSelection {
        /// Development pods and pods the config names: scanned like app code.
        var scanned: [XcodeTarget] = []
        /// Pods from a spec repository: scanned so that a route only they provide is known, but
        /// their routers stay out of the registry and are reported.
        var leftOut: [XcodeTarget] = []

        mutating func formUnion(_ other: PodSelection) {
            scanned += other.scanned
            leftOut += other.leftOut
        }
    }

    /// The pods the chosen targets link through CocoaPods' aggregate targets (`Pods-App`, whose
    /// product `Pods_App.framework` or `libPods-App.a` the app links), and the pods those depend
    /// on. Without such an aggregate (an older or hand-made layout), every pod of the project. The
    /// framework's own pods and the aggregates themselves are not read.
    private static func podTargets(
        in path: String, linkedBy selected: [XcodeTarget], request: Request, cache: inout ProjectCache,
        layout: inout ProjectLayout
    ) -> PodSelection {
        guard case .success(let project) = cache.project(path) else { return PodSelection() }
        let lock = ProjectPath.join(ProjectPath.folder(of: ProjectPath.folder(of: path)), "Podfile.lock")
        var wanted = Set(request.pods)
        switch PodfileLock.localPods(at: lock) {
        case .success(let pods):
            wanted.formUnion(pods.map(\.name))
            layout.inputFiles.append(lock)
            // The Pods project still lists the pod's files, but they are gone with its folder.
            for pod in pods where !FileManager.default.fileExists(atPath: pod.folder) {
                layout.probedPaths.append(pod.folder)
                layout.diagnostics.append(
                    Diagnostic(
                        .error,
                        "development pod \(pod.name): its folder \(pod.folder) (the :path: of Podfile.lock) is not there, so its routers cannot be scanned; check it out, or fix the path in the Podfile and run `pod install`",
                        at: .wholeFile(lock), rule: .cocoapods))
            }
        case .failure(let diagnostic):
            layout.diagnostics.append(diagnostic)
            layout.probedPaths.append(lock)
        }
        // CocoaPods names a pod's target after the pod, with a platform suffix when one pod is
        // built for several platforms (`Pod-iOS`).
        func names(_ target: XcodeProject.TargetSummary, _ pod: String) -> Bool {
            target.name == pod || target.name.hasPrefix(pod + "-")
        }
        func isPod(_ target: XcodeProject.TargetSummary) -> Bool {
            target.kind.isLibrary && !target.name.hasPrefix("Pods-")
                && !FrameworkBases.frameworkModules.contains { names(target, $0) }
        }
        let linked = Set(selected.flatMap(\.linkedProducts))
        let aggregates = project.summaries.filter {
            $0.name.hasPrefix("Pods-") && $0.productName.map(linked.contains) == true
        }
        var used: [XcodeProject.TargetSummary]
        if aggregates.isEmpty {
            used = project.summaries.filter(isPod)
        } else {
            // The aggregate depends on every pod it links; their own dependencies are followed
            // too, for a layout that lists only the direct ones.
            var seen = Set<String>()
            var queue = aggregates.compactMap { cache.target($0.id, in: path) }
            var found: [String] = []
            while let target = queue.popLast() {
                for reference in target.dependencies where reference.projectPath == path {
                    guard let id = reference.targetID, seen.insert(id).inserted,
                        let dependency = cache.target(id, in: path)
                    else { continue }
                    found.append(id)
                    queue.append(dependency)
                }
            }
            let ids = Set(found)
            used = project.summaries.filter { ids.contains($0.id) && isPod($0) }
        }
        used.sort { $0.name < $1.name }
        cache.read(used.map { (path, $0.id) })
        var selection = PodSelection()
        for summary in used {
            guard let target = cache.target(summary.id, in: path) else { continue }
            if wanted.contains(where: { names(summary, $0) }) {
                selection.scanned.append(target)
            } else {
                selection.leftOut.append(target)
            }
        }
        return selection
    }

    /// A project the workspace lists that is not there. When a chosen target links a product
    /// no readable project builds, that project may well have built it, with routers: an error.
    /// Otherwise nothing the target uses came from it: a warning.
    private static func reportMissingEntries(
        _ missing: [String], selected: [XcodeTarget], builtBy: [String: (project: String, id: String)],
        workspace: String?, layout: inout ProjectLayout
    ) {
        guard let workspace, !missing.isEmpty else { return }
        let unbuilt = Set(selected.flatMap(\.linkedProducts)).filter { product in
            builtBy[product] == nil && !product.hasPrefix("Pods_") && !product.hasPrefix("libPods-")
        }.sorted()
        let file = ProjectPath.normalize(workspace) + "/contents.xcworkspacedata"
        for path in missing {
            if unbuilt.isEmpty {
                layout.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "the workspace lists \(path), which is not there; no target \(layout.targetName ?? "") uses is missing, so nothing is lost",
                        at: .wholeFile(file), rule: .missingSubproject))
            } else {
                layout.diagnostics.append(
                    Diagnostic(
                        .error,
                        "the workspace lists \(path), which is not there, and target \(layout.targetName ?? "") links \(unbuilt.joined(separator: ", ")), which no readable project builds: its routers cannot be scanned; check out the project or fix the workspace",
                        at: .wholeFile(file), rule: .missingSubproject))
            }
        }
    }

    private static func add(
        _ target: XcodeTarget, cache: ProjectCache, podsFolders: [String], to layout: inout ProjectLayout,
        leftOutPod: String? = nil
    ) {
        let module = target.moduleName
        var files = target.sources + target.headers.keys.sorted()
        // Scanned too: a `#define` there can name a router's superclass in every file of the target.
        if let prefix = target.prefixHeader { files.append(prefix) }
        // What the target's Swift sees of its Objective-C.
        if let bridging = target.bridgingHeader { files.append(bridging) }
        // A file two chosen targets compile stays with the first (the app, then its dependencies
        // in order). Whether it is on disk is the scan's to find: a missing one is reported then
        // (`missing-project-file`), so that a reading kept from an earlier run says the same.
        for file in Set(files).sorted() where layout.modules[file] == nil {
            layout.modules[file] = module
        }
        for file in target.otherSources where layout.unscannedSources[file] == nil {
            layout.unscannedSources[file] = module
        }
        if let project = cache.loaded(target.projectPath) {
            for header in project.companionHeaders(of: target) where layout.candidateHeaders[header] == nil {
                layout.candidateHeaders[header] = module
            }
            if layout.headerSearch.projectHeaders[project.path] == nil {
                layout.headerSearch.projectHeaders[project.path] = project.projectHeaders
            }
        }
        HeaderSearchReading.add(target, podsFolders: podsFolders, to: &layout)
        let importable = target.headers.filter { $0.value != .project }.keys.sorted()
        let digest = target.prefixHeader.flatMap { FileManager.default.contents(atPath: $0) }.map { SHA256.hex($0) }
        layout.moduleInfo[module] = ProjectModule(
            kind: target.kind, importableHeaders: importable, defines: target.defines,
            swiftConditions: target.swiftConditions,
            prefixHeader: target.prefixHeader, prefixHeaderDigest: digest, leftOutPod: leftOutPod,
            target: target.name, project: target.projectPath
        )
        if let prefix = target.prefixHeader {
            if digest == nil { layout.probedPaths.append(prefix) } else { layout.inputFiles.append(prefix) }
        }
    }
}

/// A project reading and what it cost, for `--timings`.
package struct ProjectReading: Sendable {
    package struct Timings: Sendable {
        /// Parsing the project files (elapsed; several at once).
        package var parse: Duration = .zero
        /// Reading the chosen targets, their dependencies and pods: phases, settings, `.xcconfig`s.
        package var targets: Duration = .zero
        /// Assigning files to modules, companion headers, prefix headers.
        package var files: Duration = .zero
        package var total: Duration = .zero
        /// Answered from the reading kept in the cache folder; nothing was parsed.
        package var fromStore = false
        /// Checking that kept reading against the files it read.
        package var storeCheck: Duration = .zero
        /// Why a kept reading was not used, if one was there.
        package var storeMiss: String?

        package init() {}
    }

    package var layout: ProjectLayout
    package var timings: Timings
    /// Read afresh with a store at hand: the run keeps it there once the header closure is
    /// worked out.
    package var needsSaving = false
    /// The parsed projects, held so that a caller that keeps the reading for the whole run (the
    /// CLI does) does not pay for freeing tens of thousands of property-list dictionaries.
    var parsed: [XcodeProject] = []
}

/// Projects read once per run, by normalised path, and their targets read once each.
struct ProjectCache {
    let configuration: String?
    private var projects: [String: Result<XcodeProject, Diagnostic>] = [:]
    private var reads: [String: ProjectReader.Read] = [:]
    private var parsed: [String: Result<PBXObjectGraph, Diagnostic>] = [:]
    private(set) var parseTime: Duration = .zero
    var diagnostics: [Diagnostic] = []
    var probedPaths: [String] = []

    init(configuration: String?) { self.configuration = configuration }

    var inputFiles: [String] {
        projects.values.compactMap { (try? $0.get())?.pbxprojPath } + reads.values.flatMap(\.inputFiles)
    }

    var listedFolders: [String] { reads.values.flatMap(\.listedFolders) }

    /// Parses `paths` and the sub-projects they reference, each level on all cores.
    mutating func parseAll(_ paths: [String]) {
        let clock = ContinuousClock()
        let start = clock.now
        var level = Array(Set(paths.map(ProjectPath.normalize))).sorted()
        while !level.isEmpty {
            let results = ParallelMap.map(count: level.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
                [level] index in
                XcodeProject.parse(level[index])
            }
            var next = Set<String>()
            for (path, result) in zip(level, results) {
                parsed[path] = result
                guard case .success(let graph) = result else { continue }
                for reference in graph.all("PBXFileReference")
                where graph.string(reference, "lastKnownFileType") == "wrapper.pb-project"
                    || graph.string(reference, "path")?.hasSuffix(".xcodeproj") == true
                {
                    let paths = GroupPaths(
                        graph: graph,
                        projectFolder: ProjectPath.join(
                            ProjectPath.folder(of: path), graph.string(graph.rootObject, "projectDirPath") ?? ""))
                    if let sub = paths.path(of: reference), parsed[sub] == nil,
                        FileManager.default.fileExists(atPath: sub + "/project.pbxproj")
                    {
                        next.insert(sub)
                    }
                }
            }
            level = next.sorted()
        }
        parseTime = start.duration(to: clock.now)
    }

    mutating func project(_ path: String) -> Result<XcodeProject, Diagnostic> {
        let key = ProjectPath.normalize(path)
        if let known = projects[key] { return known }
        let graph = parsed[key] ?? XcodeProject.parse(key)
        let loaded = graph.map { XcodeProject(graph: $0, path: key, configuration: configuration) }
        projects[key] = loaded
        if case .success(let project) = loaded { diagnostics += project.diagnostics }
        return loaded
    }

    func loaded(_ path: String) -> XcodeProject? { try? projects[ProjectPath.normalize(path)]?.get() }

    var parsedProjects: [XcodeProject] { projects.values.compactMap { try? $0.get() } }

    /// Reads the targets not read yet, on all cores.
    mutating func read(_ targets: [(project: String, id: String)]) {
        var unread: [(project: XcodeProject, id: String, key: String)] = []
        var queued = Set<String>()
        for (path, id) in targets {
            let key = ProjectPath.normalize(path) + "#" + id
            guard reads[key] == nil, queued.insert(key).inserted, case .success(let project) = project(path) else {
                continue
            }
            unread.append((project, id, key))
        }
        guard unread.count > 1 else { return }
        let work = unread
        let results = ParallelMap.map(count: work.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            work[index].project.read(work[index].id)
        }
        for (item, read) in zip(unread, results) {
            guard let read else { continue }
            reads[item.key] = read
            diagnostics += read.diagnostics
            probedPaths += read.probedPaths
        }
    }

    /// A target, read once.
    mutating func target(_ id: String, in path: String) -> XcodeTarget? {
        let key = ProjectPath.normalize(path) + "#" + id
        if let known = reads[key] { return known.target }
        guard case .success(let project) = project(path), let read = project.read(id) else { return nil }
        reads[key] = read
        diagnostics += read.diagnostics
        probedPaths += read.probedPaths
        return read.target
    }

    /// The project and id of the target a dependency names, without reading it. A sub-project
    /// that is missing or unreadable is an error: the target depends on it, so its routers are
    /// part of the app.
    mutating func locate(_ reference: XcodeTarget.Reference, from target: XcodeTarget) -> (project: String, id: String)?
    {
        if !FileManager.default.fileExists(atPath: reference.projectPath + "/project.pbxproj") {
            let message =
                "target '\(target.name)' depends on \(reference.projectPath), which is not there; its routers cannot be scanned: check out the sub-project, or fix its path in the project"
            let diagnostic = Diagnostic(
                .error, message, at: .wholeFile(target.projectPath + "/project.pbxproj"),
                rule: .missingSubproject)
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            probedPaths.append(reference.projectPath + "/project.pbxproj")
            return nil
        }
        switch project(reference.projectPath) {
        case .failure(let diagnostic):
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            return nil
        case .success(let project):
            if let id = reference.targetID { return (project.path, id) }
            if let product = reference.productID, let owner = project.reader.graph.productOwners[product] {
                return (project.path, owner)
            }
            return nil
        }
    }
}
