import Foundation
import RouteGenModel

extension Pipeline {
    /// Every file's facts, the cached ones decoded on every job. When a cached entry does not
    /// decode, the cache is of no use: it is discarded and the files are scanned again without
    /// it (`rescanned`), before anything is resolved.
    package static func decode(
        _ scanned: inout ScannedFiles, input: Input, cache: FactsCacheSession?, timings: TimingsRecorder?
    ) -> (facts: [FileFacts], rescanned: Bool) {
        if let facts = decodedFacts(scanned, jobs: input.settings.jobs) { return (facts, false) }
        cache?.discard(because: .corrupt)
        scanned = scan(input, inventory: scanned.inventory, cache: cache, timings: timings)
        // Parsed afresh, the facts need no decoding.
        return (decodedFacts(scanned, jobs: input.settings.jobs) ?? facts(of: scanned.fileScans), true)
    }

    /// The last stage: the route graph of the scanned files, from their decoded facts (`decode`).
    package static func resolve(
        _ scanned: ScannedFiles, facts: [FileFacts], input: Input, timings: TimingsRecorder? = nil
    ) -> ResolvedGraph {
        let clock = ContinuousClock()
        let start = clock.now
        let result = resolveGraph(scanned, facts: facts, input: input.withProject(of: scanned.inventory))
        timings?.phases.resolve = start.duration(to: clock.now)
        return result
    }

    /// The graph and what a run reports about the files, from scanned files whose facts are decoded.
    static func resolveGraph(_ scanned: ScannedFiles, facts: [FileFacts], input: Input) -> ResolvedGraph {
        let discovery = scanned.inventory.discovery
        let files =
            scanned.missingProjectFiles.isEmpty
            ? scanned.inventory.files : scanned.inventory.files.filter { !scanned.missingProjectFiles.contains($0) }
        let config = input.config
        // The configured folders and those a file list names; the graph is built from the file →
        // module table, the map itself is reported.
        let moduleMap = moduleMap(input, discovery)
        let paths = facts.map(\.path)
        let modules =
            scanned.moduleTable.flatMap { $0.files == paths ? $0 : nil }
            ?? ModuleResolver(moduleMap: moduleMap).table(for: paths)
        // What the run reports about its files needs no graph: worked out beside it.
        let fileFigures: @Sendable () -> (swiftFiles: Int, modulesFound: [String], filesWithoutModule: Int) = {
            let byFile = modules.inOrder
            return (
                files.filter { SourceDiscovery.language(ofFile: $0) == .swift }.count,
                Set(byFile.compactMap { $0 }).sorted(),
                byFile.filter { $0 == nil }.count
            )
        }
        // An Xcode scan names its projects rather than folders: the lock is above them.
        let projectPaths = Set(
            [config.scan.workspace, config.scan.project].compactMap { $0 }
                + config.scan.projectModules.values.map(\.project).filter { !$0.isEmpty }
        ).sorted()
        let roots = input.sources.paths + projectPaths
        // A large workspace's Podfile.lock takes tens of milliseconds to parse: beside the graph too.
        let sideWork = { @Sendable in
            (
                fileFigures(),
                LinkedDependencies.read(roots: roots, scannedModules: Set(modules.inOrder.compactMap { $0 }))
            )
        }
        let pendingSideWork = input.settings.jobs > 1 ? LargeStackThread.Pending(sideWork) : nil
        var graph = RouteGraphBuilder.build(
            facts, config: config, modules: modules, conformanceScope: scanned.conformanceScope,
            jobs: input.settings.jobs)
        // Only when some file was read: one that could not be is reported for that.
        let noRouters =
            facts.isEmpty
            ? nil
            : NoRoutersWarning.diagnostic(graph: graph, filesFound: files.count, sources: input.sources, config: config)
        graph.diagnostics =
            (graph.diagnostics + scanned.diagnostics + ObjCImportList.unimportableFindings(graph, config: config)
            + (noRouters.map { [$0] } ?? []))
            .sorted()
        let (fileCounts, linkedDependencies) = pendingSideWork?.wait() ?? sideWork()
        let (swiftFiles, modulesFound, filesWithoutModule) = fileCounts
        graph.linkedDependencies = linkedDependencies

        let gaveInput = !input.sources.paths.isEmpty || !input.sources.fileLists.isEmpty || input.sources.project != nil
        let nothingReadable = gaveInput && ((discovery.pathsFound == 0) || (!files.isEmpty && facts.isEmpty))
        var figures = FileFigures(
            filesFound: files.count, files: files, projectModules: input.sources.project?.modules ?? [:],
            filesScanned: facts.count,
            swiftFilesFound: swiftFiles, nothingReadable: nothingReadable, modulesFound: modulesFound,
            filesWithoutModule: filesWithoutModule, moduleMap: moduleMap
        )
        figures.projectLayout = input.sources.project
        return ResolvedGraph(graph: graph, figures: figures)
    }
}
