import Foundation
import RouteGenModel

/// The stages of one run with what surrounds them: the facts cache session, the progress line,
/// the timings recorder and `--timings`, and what a scan must report once per run (a cache that
/// does not work, a registry module no file is in). Every command that scans goes through it.
package struct ScanRun {
    /// What to scan and how.
    package var input: Pipeline.Input
    /// The folder of the facts cache (and of `generate`'s run memo); nil keeps nothing.
    package var cacheDirectory: String?
    /// `input.config.scan.digest`, the facts cache's identity, worked out once per run.
    package var scanDigest: String
    /// Print each phase's time to standard error (`--timings`).
    package var reportsTimings = false
    /// How the project reading went, for `--timings`.
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
    /// Where the stages' times go.
    package let timings: TimingsRecorder

    /// - Parameter scanDigest: `input.config.scan.digest`, when the caller worked it out already.
    package init(
        input: Pipeline.Input, scanDigest: String? = nil, cacheDirectory: String?, transcript: RunTranscript
    ) {
        self.input = input
        self.cacheDirectory = cacheDirectory
        self.scanDigest = scanDigest ?? input.config.scan.digest
        self.transcript = transcript
        timings = TimingsRecorder(jobs: input.settings.jobs)
        self.input.settings.stampFiles = Self.storedStateNeedsStamps(cacheDirectory)
        let console = transcript.console
        if console.drawsProgress {
            self.input.settings.progress = { done, total in console.progress(done: done, total: total) }
        }
    }

    /// The run of a setup: its sources (plus `extraPaths`, such as `check`'s registry files), its
    /// config and its project reading.
    package init(setup: RunSetup, transcript: RunTranscript, extraPaths: [String] = []) {
        let request = setup.request
        var input = Pipeline.Input(
            paths: request.paths + extraPaths, fileLists: request.fileLists, config: setup.config,
            pathFilter: setup.pathFilter, jobs: request.jobs, prefilter: request.prefilter)
        input.sources.project = setup.project?.layout
        self.init(
            input: input, scanDigest: setup.scanDigest, cacheDirectory: request.cacheDirectory, transcript: transcript)
        reportsTimings = request.reportsTimings
        projectTimings = setup.project?.timings
        if let projectRequest = setup.projectRequest, let cacheDirectory = request.cacheDirectory {
            projectStore = (
                ProjectLayoutStore(directory: cacheDirectory), projectRequest, setup.project?.needsSaving ?? false
            )
        }
        registryModuleOrigin = request.registryModule.map { "--module \($0)" }
        keepsValuesUntilExit = request.keepsValuesUntilExit
    }

    /// Runs a command's work and then, with `--timings`, reports every phase once, however the
    /// work ends.
    package func reportingTimings<T>(_ work: () throws(RunExit) -> T) throws(RunExit) -> T {
        defer { reportTimings() }
        return try work()
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
        // For a run the memo answers now; a scan measures them again.
        timings.phases.discover = inventory.discoverTime
        timings.phases.stat = inventory.statTime
        timings.phases.files.seen = inventory.files.count
        timings.phases.headerClosure = inventory.headerClosure
        return inventory
    }

    /// `body` with the facts cache loaded, and its save waited for (and a failure said) when
    /// `body` returns or throws.
    package func withFactsCache<T>(_ body: (FactsCacheSession) throws(RunExit) -> T) throws(RunExit) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let store = cacheDirectory.map {
            FactsStore(directory: $0, scanDigest: scanDigest, jobs: input.settings.jobs)
        }
        timings.phases.cacheLoad = start.duration(to: clock.now)
        // Tens of thousands of entries, freed one by one on the way out of a run the memo answered.
        if keepsValuesUntilExit, let store { KeptUntilExit.keep(store) }
        let session = FactsCacheSession(store: store, jobs: input.settings.jobs)
        defer { end(session) }
        return try body(session)
    }

    /// All the stages: the route graph of the sources, with the cache saved.
    package func resolved() throws(RunExit) -> ResolvedGraph {
        try withFactsCache { cache throws(RunExit) in try resolve(scan(cache: cache), cache: cache) }
    }

    /// Every file's facts, from the cache or a parser.
    /// - Parameter identifyFacts: also work out the digests a `RunMemo` compares.
    package func scan(
        inventory: SourceInventory? = nil, cache: FactsCacheSession?, identifyFacts: Bool = false
    ) -> ScannedFiles {
        var identifying = input
        identifying.settings.identifyFacts = identifyFacts
        let scanned = Pipeline.scan(
            identifying, inventory: inventory ?? self.inventory(), cache: cache, timings: timings)
        transcript.console.endProgress()
        timings.phases.project = projectTimings
        if keepsValuesUntilExit { KeptUntilExit.keep(scanned) }
        if let store = cache?.store, let rejection = scanned.cacheRejection {
            reportCacheRejection(rejection, path: store.path)
        }
        return scanned
    }

    /// The route graph of what `scan` found, with the cache's save started beside it. A registry
    /// module (from `--module` or the config) that no scanned file belongs to ends the run: every
    /// router would otherwise be reported as invisible across modules.
    package func resolve(_ scanned: ScannedFiles, cache: FactsCacheSession?) throws(RunExit) -> ResolvedGraph {
        var scanned = scanned
        let decoded = Pipeline.decode(&scanned, input: input, cache: cache, timings: timings)
        if decoded.rescanned, let cacheDirectory {
            reportCacheRejection(
                .corrupt, path: (cacheDirectory as NSString).appendingPathComponent(FactsStore.fileName))
        }
        cache?.save(scanned)
        let result = Pipeline.resolve(scanned, facts: decoded.facts, input: input, timings: timings)
        if keepsValuesUntilExit { KeptUntilExit.keep(result) }
        if let registryModule = input.config.resolve.registryModule,
            let problem = RegistryModule.unknownModuleMessage(
                registryModule, modulesFound: result.figures.modulesFound,
                filesWithoutModule: result.figures.filesWithoutModule)
        {
            let origin = registryModuleOrigin ?? "the config's module: \(registryModule)"
            transcript.say("routegen: error: \(origin): \(problem)")
            throw RunExit(status: 2)
        }
        return result
    }

    /// A command's own work on the graph, counted as emitting in `--timings`.
    package func emitting<T, E: Error>(_ emit: () throws(E) -> T) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { timings.phases.emit = start.duration(to: clock.now) }
        return try emit()
    }

    /// With `--timings`, the phases to standard error.
    private func reportTimings() {
        guard reportsTimings else { return }
        transcript.aside(timings.phases.report)
    }

    /// Waits for the session's save and records it; a failure is said once per run.
    private func end(_ session: FactsCacheSession) {
        let outcome = session.end()
        timings.phases.factsSave = outcome?.time ?? .zero
        timings.phases.factsSavedBesideResolve = session.savedAlongside
        if let failure = outcome?.failure {
            // A cache that silently never saves makes every build a cold one.
            transcript.aside(
                "\(failure.path): warning: cannot save the cache: \(failure.reason); the next run scans every file again"
            )
        }
    }

    /// Said once per run: a cache that silently never works makes every build a cold one.
    private func reportCacheRejection(_ rejection: FactsStore.Rejection, path: String) {
        transcript.aside("\(path): warning: cache not used: \(rejection.rawValue); every file was scanned")
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
