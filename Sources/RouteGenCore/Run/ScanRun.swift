import Foundation
import RouteGenModel

/// The stages of one run with what surrounds them: the facts cache loaded before the scan and
/// saved after it, the progress line, `--timings`, and what a scan must report once per run (a
/// cache that does not work, a registry module no file is in). Every command that scans goes
/// through it; `Generation` adds the run memo and the writes.
package struct ScanRun {
    /// What to scan and how. Its `cache` is the run's to set: the store is loaded when the scan starts.
    package var input: Pipeline.Input
    /// The folder of the facts cache (and of `generate`'s run memo); nil keeps nothing.
    package var cacheDirectory: String?
    /// Print each phase's time to standard error (`--timings`).
    package var reportsTimings = false
    /// How the last project reading went, for `--timings`.
    package var projectTimings: ProjectReading.Timings?
    /// Where the project reading is kept, for which request, and whether this run read it afresh:
    /// the inventory keeps it there, with its header closure, when it was read afresh or the
    /// closure changed.
    package var projectStore: (store: ProjectLayoutStore, request: ProjectLoader.Request, readAfresh: Bool)?
    /// How the user named the registry module ("--module App"), for the error when no scanned
    /// file is in it; nil when the config named it.
    package var registryModuleOrigin: String?
    /// Keep the facts and the graph until the process exits rather than free them: for a process
    /// that exits after this run.
    package var keepsValuesUntilExit = false
    package let transcript: RunTranscript

    package init(input: Pipeline.Input, cacheDirectory: String?, transcript: RunTranscript) {
        self.input = input
        self.cacheDirectory = cacheDirectory
        self.transcript = transcript
        self.input.settings.stampFiles = Self.storedStateNeedsStamps(cacheDirectory)
        let console = transcript.console
        if console.drawsProgress {
            self.input.settings.progress = { done, total in console.progress(done: done, total: total) }
        }
    }

    /// The files the run covers, with their stamps, and the project's header closure; nothing
    /// else is read yet.
    package func inventory() -> SourceInventory {
        var inventory = Pipeline.inventory(input)
        if let keeping = projectStore, let project = inventory.project,
            keeping.readAfresh || inventory.headerClosureChanged
        {
            let clock = ContinuousClock()
            let start = clock.now
            keeping.store.save(project, request: keeping.request)
            inventory.headerClosure?.storeSave = start.duration(to: clock.now)
        }
        return inventory
    }

    /// Both stages: the route graph of the sources, with the cache saved.
    package func resolved(inventory: SourceInventory? = nil) throws(RunExit) -> ResolvedGraph {
        try resolve(scan(inventory: inventory))
    }

    /// Every file's facts, from the cache or a parser.
    /// - Parameters:
    ///   - scanDigest: `input.config.scanDigest`, when the caller worked it out already.
    ///   - identifyFacts: also work out the digests a `RunMemo` compares.
    package func scan(
        scanDigest: String? = nil, inventory: SourceInventory? = nil, identifyFacts: Bool = false
    ) -> ScannedFiles {
        let clock = ContinuousClock()
        let start = clock.now
        let cache = cacheDirectory.map {
            FactsStore(directory: $0, config: input.config, scanDigest: scanDigest, jobs: input.settings.jobs)
        }
        let cacheLoad = start.duration(to: clock.now)
        var cached = input
        cached.cache = cache
        cached.settings.identifyFacts = identifyFacts
        var scanned = Pipeline.scan(cached, inventory: inventory ?? self.inventory())
        transcript.console.endProgress()
        scanned.timings.cacheLoad = cacheLoad
        scanned.timings.project = projectTimings
        if keepsValuesUntilExit { KeptUntilExit.keep(scanned) }
        if let cache, let rejection = scanned.cacheRejection {
            reportCacheRejection(rejection, path: cache.path)
        }
        return scanned
    }

    /// The route graph of what `scan` found. A registry module (from `--module` or the config)
    /// that no scanned file belongs to ends the run: every router would otherwise be reported as
    /// invisible across modules.
    /// - Parameter leavingCacheSave: return while the cache save may still be under way, so that
    ///   the caller can emit meanwhile; it must then call `finishFactsSave` on every way out.
    package func resolve(_ scanned: ScannedFiles, leavingCacheSave: Bool = false) throws(RunExit) -> ResolvedGraph {
        var result = Pipeline.resolveLeavingFactsSave(scanned)
        if keepsValuesUntilExit { KeptUntilExit.keep(result) }
        if let rejection = result.cacheRejectedLate, let cacheDirectory {
            reportCacheRejection(
                rejection, path: (cacheDirectory as NSString).appendingPathComponent(FactsStore.fileName))
        }
        if let registryModule = input.config.registryModule,
            let problem = RegistryModule.unknownModuleMessage(
                registryModule, modulesFound: result.figures.modulesFound,
                filesWithoutModule: result.figures.filesWithoutModule)
        {
            finishFactsSave(&result)
            let origin = registryModuleOrigin ?? "the config's module: \(registryModule)"
            transcript.say("routegen: error: \(origin): \(problem)")
            throw RunExit(status: 2)
        }
        if !leavingCacheSave { finishFactsSave(&result) }
        return result
    }

    /// Waits for the cache save `resolve(_:leavingCacheSave:)` left under way, and says when it
    /// failed; later calls
    /// say nothing again.
    package func finishFactsSave(_ result: inout ResolvedGraph) {
        if result.finishFactsSave() { reportCacheSaveFailure(result.factsSaveFailure) }
    }

    /// Runs a command's own work on the graph and, with `--timings`, reports every phase with it.
    package func emitting<T>(_ result: ResolvedGraph, _ emit: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try emit()
        reportTimings(result, emit: start.duration(to: clock.now))
        return value
    }

    /// With `--timings`, the phases to standard error (also for a run that stops before emitting).
    package func reportTimings(_ result: ResolvedGraph, emit: Duration = .zero) {
        var phases = result.timings
        phases.emit = emit
        reportTimings(phases)
    }

    func reportTimings(_ phases: PipelineTimings) {
        guard reportsTimings else { return }
        transcript.aside(phases.report)
    }

    /// Said once per run: a cache that silently never works makes every build a cold one.
    private func reportCacheRejection(_ rejection: FactsStore.Rejection, path: String) {
        transcript.aside("\(path): warning: cache not used: \(rejection.rawValue); every file was scanned")
    }

    /// Said once per run: a cache that silently never saves makes every build a cold one.
    func reportCacheSaveFailure(_ failure: OutputWriter.Failure?) {
        guard let failure else { return }
        transcript.aside(
            "\(failure.path): warning: cannot save the cache: \(failure.reason); the next run scans every file again")
    }

    /// Whether anything stored could use every file's stamp before the files are read: a facts
    /// cache answers an unchanged file by it, a run memo compares them all. Without either (a
    /// first run, a run without a cache folder) every file is read, and its stamp taken then:
    /// thirty thousand `stat` calls fewer in a large app's cold run.
    private static func storedStateNeedsStamps(_ cacheDirectory: String?) -> Bool {
        guard let cacheDirectory else { return false }
        return [FactsStore.fileName, FactsStore.deltaFileName, RunMemo.fileName].contains { name in
            FileManager.default.fileExists(atPath: (cacheDirectory as NSString).appendingPathComponent(name))
        }
    }
}
