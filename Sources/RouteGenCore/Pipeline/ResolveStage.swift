import Foundation
import RouteGenModel

extension Pipeline {
    /// The route graph of scanned files; the cache is saved meanwhile.
    package static func resolve(_ given: ScannedFiles) -> ResolvedGraph {
        var result = resolveLeavingFactsSave(given)
        result.finishFactsSave()
        return result
    }

    /// `resolve`, returning as soon as the graph is made: the facts save that runs on a thread of
    /// its own may still be under way, so that the caller can emit meanwhile. The caller must call
    /// `Result.finishFactsSave()` before it relies on the cache, reads `factsSaveFailure` or
    /// `timings.factsSave`, or exits.
    package static func resolveLeavingFactsSave(_ given: ScannedFiles) -> ResolvedGraph {
        var decoded = given
        guard decodeCachedFacts(&decoded.fileScans, jobs: given.input.settings.jobs) else {
            // The scan again saves the cache: one save at a time.
            _ = given.factsSave?.wait()
            var result = resolve(scanWithoutCache(given.input, inventory: given.inventory))
            result.cacheRejectedLate = .corrupt
            return result
        }
        let scanned = decoded
        let clock = ContinuousClock()
        let input = scanned.input
        // Saving the cache does not change the output, so it runs beside the resolve (on a thread
        // of its own when more than one job is allowed) and is done before the run returns.
        let besideResolve = scanned.factsSave != nil || (scanned.storeToSave != nil && input.settings.jobs > 1)
        let pendingSave = scanned.factsSave ?? (besideResolve ? LargeStackThread.Pending { saveFacts(scanned) } : nil)
        let start = clock.now
        var result = resolveGraph(scanned)
        result.timings.resolve = start.duration(to: clock.now)
        result.timings.factsSavedBesideResolve = besideResolve
        if let pendingSave {
            result.factsSave = pendingSave
        } else {
            (result.factsSaveFailure, result.timings.factsSave) = saveFacts(scanned)
        }
        return result
    }

    /// The graph and what a run reports about the files, from scanned files whose facts are decoded.
    static func resolveGraph(_ scanned: ScannedFiles) -> ResolvedGraph {
        let input = scanned.input
        let discovery = scanned.inventory.discovery
        let files =
            scanned.missingProjectFiles.isEmpty
            ? scanned.inventory.files : scanned.inventory.files.filter { !scanned.missingProjectFiles.contains($0) }
        let facts = Self.facts(of: scanned.fileScans)
        var config = input.config
        config.moduleMap = moduleMap(input, discovery)
        let paths = facts.map(\.path)
        let modules =
            scanned.moduleTable.flatMap { $0.files == paths ? $0 : nil }
            ?? ModuleResolver(moduleMap: config.moduleMap).table(for: paths)
        // What the run reports about its files needs no graph: worked out beside it.
        let scans = scanned.fileScans
        let fileFigures:
            @Sendable () -> (swiftFiles: Int, modulesFound: [String], filesWithoutModule: Int, skipped: [String]) = {
                let byFile = modules.inOrder
                return (
                    files.filter { SourceDiscovery.language(ofFile: $0) == .swift }.count,
                    Set(byFile.compactMap { $0 }).sorted(),
                    byFile.filter { $0 == nil }.count,
                    // Here rather than in the scan: a run the memo answers after the scan never needs it.
                    scans.indices.filter { scans[$0].isSkipped }.map { scans[$0].path }
                )
            }
        let pendingFigures = input.settings.jobs > 1 ? LargeStackThread.Pending(fileFigures) : nil
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
        // An Xcode scan names its projects rather than folders: the lock is above them.
        let projectPaths = Set(
            [config.workspace, config.project].compactMap { $0 }
                + config.projectModules.values.map(\.project).filter { !$0.isEmpty }
        ).sorted()
        graph.linkedDependencies = LinkedDependencies.read(
            roots: input.sources.paths + projectPaths, scannedModules: Set(modules.inOrder.compactMap { $0 }))
        let (swiftFiles, modulesFound, filesWithoutModule, skipped) = pendingFigures?.wait() ?? fileFigures()

        let gaveInput = !input.sources.paths.isEmpty || !input.sources.fileLists.isEmpty || input.sources.project != nil
        let nothingReadable = gaveInput && ((discovery.pathsFound == 0) || (!files.isEmpty && facts.isEmpty))
        var figures = FileFigures(
            filesFound: files.count, files: files, projectModules: input.sources.project?.modules ?? [:],
            filesScanned: facts.count,
            swiftFilesFound: swiftFiles, nothingReadable: nothingReadable, modulesFound: modulesFound,
            filesWithoutModule: filesWithoutModule, moduleMap: config.moduleMap
        )
        figures.projectLayout = input.sources.project
        var result = ResolvedGraph(graph: graph, figures: figures, timings: scanned.timings)
        result.scannedFacts = facts
        result.skippedPathList = skipped
        return result
    }
}
