import Foundation
import RouteGenModel
import RouteGenScanners

/// The one place that chains the stages: discover → read → scan each file → merge into a graph.
/// The CLI and the plugins call this and then an emitter; nothing else reads source files.
package enum Pipeline {
    /// Languages that have a scanner in this build.
    package static let scannedLanguages: Set<SourceLanguage> = [.swift, .objc]

    package struct Input: Sendable {
        package var paths: [String]
        package var fileLists: [String]
        package var config: RouteGenConfig
        /// The config's include/exclude globs; files it refuses are not scanned.
        package var pathFilter: PathFilter
        /// Facts of files scanned before; nil parses every file. The run saves its results into it.
        package var cache: FactsStore?
        /// How many files are read and parsed at once. Output never depends on it.
        package var jobs: Int
        /// Problems found before the scan, such as reading an Xcode project; reported with the rest.
        package var extraDiagnostics: [Diagnostic] = []
        /// Files and modules read from an Xcode project, scanned besides `paths` and `fileLists`.
        package var project: ProjectLayout?
        /// Called from worker threads as files finish scanning, with (files done, files in all),
        /// for a progress line; never affects the result.
        package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Skip files that a byte pass over the whole tree proves hold nothing routegen records.
        /// Output never depends on it; off, every file is parsed (for measuring and checking it).
        package var prefilter: Bool
        /// Work out `Scanned.identity` (two digests over every file), for a caller that keeps a `RunMemo`.
        package var identifyFacts = false
        /// Stat every file as its folder is listed. Only a stored cache (which answers an unchanged
        /// file by its stamp) and a run memo (which compares them all) use those stamps; a run with
        /// neither reads every file, and takes each one's stamp from the read (`Scanned.surveyWithReadStamps`).
        package var surveyStamps = true

        package init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: FactsStore? = nil, jobs: Int? = nil,
            progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, prefilter: Bool = true
        ) {
            self.progress = progress
            self.prefilter = prefilter
            self.paths = paths
            self.fileLists = fileLists
            self.config = config
            self.pathFilter = pathFilter
            self.cache = cache
            self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        }
    }

    package struct Result: Sendable {
        /// Diagnostics from discovery, reading, scanning and resolution, sorted.
        package var graph: RouteGraph
        package var filesFound: Int
        /// The source files considered, in path order (for `.xcfilelist` input lists).
        package var files: [String] = []
        /// The module of each file an Xcode project named, for per-module build settings.
        package var projectModules: [String: String] = [:]
        package var filesScanned: Int
        /// How many of the files found are Swift: none means an Objective-C-only app.
        package var swiftFilesFound: Int
        /// True when paths were given but not one file could be read: the run is unusable.
        package var nothingReadable: Bool
        package var timings: PipelineTimings
        /// The modules the scanned files belong to, sorted, and how many files belong to none
        /// that routegen can tell: what a `--module` is checked against.
        package var modulesFound: [String] = []
        package var filesWithoutModule = 0
        /// The folders and files assigned to modules: the config's, and those a file list named.
        package var moduleMap: [String: String] = [:]
        /// Why the cache could not be saved, when it could not: the next run will start cold.
        package var cacheSaveFailure: OutputWriter.Failure?
        /// A cache save still under way (`Pipeline.resolveLeavingCacheSave`).
        var pendingCacheSave: LargeStackThread.Pending<CacheSave>?

        /// Waits for a cache save still under way and records how it went; nothing to do otherwise.
        package mutating func finishCacheSave() {
            guard let pending = pendingCacheSave else { return }
            (cacheSaveFailure, timings.cacheSave) = pending.wait()
            pendingCacheSave = nil
        }
        /// Why the cache was not used, when that was only found out after the scan (an entry's
        /// facts did not decode): the files were scanned again without it.
        package var cacheRejectedLate: FactsStore.Rejection?
        /// Every scanned file's facts, in path order (empty for skipped files).
        var scannedFacts: [FileFacts] = []
        /// The files the pre-filter skipped in this run or an earlier one whose skip still holds.
        var skippedPaths: Set<String> { Set(skippedPathList) }
        /// The same in path order: kept as a list, since only tests ask for the set.
        var skippedPathList: [String] = []

        package var hasErrors: Bool { graph.diagnostics.contains { $0.severity == .error } }

        /// 2 when nothing could be read, 1 when an input error may have hidden routers, else 0.
        package var exitStatus: Int32 {
            if nothingReadable { return 2 }
            return hasErrors ? 1 : 0
        }
    }

    /// - Parameter survey: the files and their stamps, when the caller surveyed them already.
    package static func run(_ input: Input, survey: Survey? = nil) -> Result {
        resolve(scan(input, survey: survey))
    }

    /// Every file's facts, from the cache or a parser, and the cache saved: all `resolve` needs.
    package struct Scanned: Sendable {
        var input: Input
        package var survey: Survey
        /// Problems found before resolution: discovery, reading, prefix headers.
        var diagnostics: [Diagnostic]
        /// Files the Xcode project lists that are not on disk: reported, and not counted as found.
        var missingProjectFiles: Set<String>
        package var timings: PipelineTimings
        var fileScans: [FileScan]
        /// The cache to save into, when the scan found anything it does not hold.
        var saving: FactsStore?
        /// The survey with each file's stamp as the scan read it, where the survey has none (a
        /// survey without stamps, `Input.surveyStamps`): what a run memo is keyed on.
        package var surveyWithReadStamps: Survey {
            var read = survey
            read.stamps = survey.stamps.indices.map { index in
                survey.stamps[index] ?? (index < fileScans.count && fileScans[index].path == survey.files[index] ? fileScans[index].stamp : nil)
            }
            return read
        }
        /// The stored cache was there but could not be used: only a save repairs it.
        package var cacheRejected: Bool { cacheRejection != nil }
        /// The scan started saving the cache (a cold run does, beside its conformance round):
        /// `Pipeline.saveCache` or `resolve` must be called to wait for it.
        package var cacheSaveStarted: Bool { startedSave != nil }
        /// Why the stored cache was not used, if it was there and was not.
        package var cacheRejection: FactsStore.Rejection? { input.cache?.rejection }
        /// What the files' facts are made of, for a `RunMemo`; nil unless `Input.identifyFacts`.
        package var identity: FactsIdentity?
        /// The conformance scope of `facts` when the scan worked it out, so resolution need not.
        var conformanceScope: ConformanceScope?
        /// Each file's module, when the scan worked it out beside the parse (for every file it
        /// found; resolution takes it when every file was read).
        var moduleTable: FileModules?
        /// The cache save the scan started, still under way or done: it saves what `fileScans`
        /// holds, so `saveCache` and `resolve` wait for it instead of saving again.
        var startedSave: LargeStackThread.Pending<CacheSave>?
    }

    package static func scan(_ input: Input, survey given: Survey? = nil) -> Scanned {
        let clock = ContinuousClock()
        var timings = PipelineTimings(jobs: input.jobs)
        let survey = given ?? Pipeline.survey(input)
        let discovery = survey.discovery
        let files = survey.files
        timings.discover = survey.discoverTime
        timings.stat = survey.statTime
        timings.filesSeen = files.count

        let start = clock.now
        // Loading libclang takes about 20 ms (mostly relocating LLVM), and every job's first
        // Objective-C parse waited for it. A cold run with Objective-C files loads it on a thread
        // of its own while the files are read; the thread is joined before the scan returns.
        let libClangLoad = input.jobs > 1 && (input.cache?.count ?? 0) == 0 && files.contains(where: { SourceDiscovery.language(ofFile: $0) == .objc })
            ? LargeStackThread.Pending { LibClang.preload() } : nil
        defer { _ = libClangLoad?.wait() }
        var moduleTable: FileModules?
        // Each worker writes only its own slot, so the merge below sees files in path order
        // whatever the number of jobs or the order in which they finish.
        let prefixes = PrefixHeaders(input.project)
        let counter = input.progress.map { ProgressCounter(total: files.count, report: $0) }
        var scans = ParallelMap.map(count: files.count, jobs: input.jobs) { index in
            let scan = FileScan(path: files[index], stamp: survey.stamps[index], store: input.cache, clock: clock, prefilter: input.prefilter, prefixHeader: prefixes.bytes(forFile: files[index]))
            if scan.pending == nil && scan.source != .undecided { counter?.add(1) }
            return scan
        }
        if input.prefilter {
            // The closure needs every file's summary, and the Objective-C files that hold a marker
            // do not need the closure: libclang reads them on the jobs while it is worked out.
            // A run that needs a closure is about to resolve a graph, which needs each file's
            // module: that table is worked out here too, off the resolve's single thread.
            // With one job, one after the other.
            let summaries = closureInputs(scans, input: input)
            let map = moduleMap(input, discovery)
            let work = { () -> (RouterClosure?, Duration, FileModules?) in
                let start = clock.now
                let closure = summaries.map { RouterClosure(summaries: $0, extraBases: Array(input.config.extraBaseRouters.keys)) }
                let time = start.duration(to: clock.now)
                return (closure, time, closure == nil ? nil : ModuleResolver(moduleMap: map).table(for: files))
            }
            let (closure, closureTime, table): (RouterClosure?, Duration, FileModules?)
            if input.jobs > 1 {
                (closure, closureTime, table) = LargeStackThread.alongside(work, {
                    parsePendingObjC(&scans, jobs: input.jobs, clock: clock, timings: &timings, counter: counter)
                }).0
            } else {
                (closure, closureTime, table) = work()
                parsePendingObjC(&scans, jobs: input.jobs, clock: clock, timings: &timings, counter: counter)
            }
            timings.closure = closureTime
            timings.closureNames = closure?.names.count
            moduleTable = table
            if let closure { decide(&scans, under: closure, input: input, clock: clock, counter: counter) }
        }
        parsePendingObjC(&scans, jobs: input.jobs, clock: clock, timings: &timings, counter: counter)
        // The cache holds the end state of a run, after its conformance round reached a fixed
        // point. When every file is what its entry says (same facts, byte summary and skip) and
        // no file came or went, that round would parse nothing now either.
        let settled = input.cache.map { store in store.count == scans.count && scans.indices.allSatisfy { scans[$0].matchesItsCacheEntry } } ?? false
        var conformanceScope: ConformanceScope?
        var startedSave: LargeStackThread.Pending<CacheSave>?
        if input.prefilter && !settled {
            // The round reads every file's facts.
            guard decodeCachedFacts(&scans, jobs: input.jobs) else { return scanWithoutCache(input, survey: survey) }
            let roundStart = clock.now
            // A cold run makes its cache while the round works: the round's walk leaves a core
            // idle. The round seldom parses a file; when it does, the bytes made ahead are stale,
            // and are never written (a stale cache would be trusted by the next run), so the
            // cache is saved again after the resolve.
            let gate = SaveGate()
            if input.jobs > 1, let store = input.cache, store.count == 0 {
                let snapshot = scans
                startedSave = LargeStackThread.Pending { saveCache(into: store, scans: snapshot, proceed: gate.wait) }
            }
            let round = parseForConformance(&scans, input: input, clock: clock, timings: &timings)
            conformanceScope = round.scope
            gate.open(proceed: !round.parsedAny)
            if round.parsedAny, let early = startedSave {
                _ = early.wait()
                startedSave = nil
            }
            timings.conformanceRound = roundStart.duration(to: clock.now)
        }
        timings.scanWall = start.duration(to: clock.now)

        var diagnostics = discovery.diagnostics + input.extraDiagnostics + prefixes.diagnostics
        var missingProjectFiles = Set<String>()
        // Field by field: a `FileScan` is large, and a loop over the values, or a scan passed as
        // an argument, would copy each one.
        for index in scans.indices {
            timings.add(source: scans[index].source, language: scans[index].language, reason: scans[index].reason, readTime: scans[index].readTime, parseTime: scans[index].parseTime)
            if let diagnostic = scans[index].failure {
                if let missing = input.project?.missingFileDiagnostics(replacing: diagnostic, path: scans[index].path) {
                    diagnostics += missing
                    missingProjectFiles.insert(scans[index].path)
                } else {
                    diagnostics.append(diagnostic)
                }
            }
        }
        if files.isEmpty && discovery.pathsFound > 0 {
            // An error, so that a registry that was good is kept: a wrong path or an emptied
            // folder must not quietly replace it with one that registers nothing.
            diagnostics.append(Diagnostic(.error, "no Swift or Objective-C source files found in \(input.paths.joined(separator: ", ")); nothing to register", rule: .noSources))
        }
        // Every file answered by an unchanged stamp, and no file gone: the stored cache is current.
        let saving = input.cache.flatMap { store in
            scans.count == store.count && timings.cacheHitsByStamp == scans.count ? nil : store
        }
        return Scanned(
            input: input, survey: survey, diagnostics: diagnostics, missingProjectFiles: missingProjectFiles, timings: timings, fileScans: scans, saving: saving,
            identity: input.identifyFacts ? FactsIdentity(scans, jobs: input.jobs) : nil,
            conformanceScope: conformanceScope,
            moduleTable: moduleTable,
            startedSave: startedSave
        )
    }

    /// How a cache save went: why it failed, if it did, and how long it took.
    package typealias CacheSave = (failure: OutputWriter.Failure?, time: Duration)

    /// Saves what the scan found into the cache, when it differs from what was loaded. The
    /// failure, if any, is the caller's to mention: a cache that cannot be saved only costs speed.
    package static func saveCache(_ scanned: Scanned) -> CacheSave {
        if let started = scanned.startedSave { return started.wait() }
        guard let store = scanned.saving else { return (nil, .zero) }
        return saveCache(into: store, scans: scanned.fileScans)
    }

    private static func saveCache(into store: FactsStore, scans: [FileScan], proceed: () -> Bool = { true }) -> CacheSave {
        let clock = ContinuousClock()
        let start = clock.now
        // By index, like `facts(of:)`: a key path over the scans copied each one.
        var entries: [FactsStore.Entry] = []
        entries.reserveCapacity(scans.count)
        for index in scans.indices {
            if let entry = scans[index].entry { entries.append(entry) }
        }
        let failure = store.save(entries, proceed: proceed)
        return (failure, start.duration(to: clock.now))
    }

    /// The scan again, with the cache's entries ignored and the cache rewritten whole.
    private static func scanWithoutCache(_ input: Input, survey: Survey) -> Scanned {
        var input = input
        input.cache = input.cache.map { FactsStore(discarding: $0, because: .corrupt) }
        return scan(input, survey: survey)
    }

    /// Decodes, on every job, the facts the cache answered with. False when one does not decode.
    private static func decodeCachedFacts(_ scans: inout [FileScan], jobs: Int) -> Bool {
        let waiting = scans.indices.filter { scans[$0].cachedFacts != nil }
        let encoded = waiting.map { scans[$0].cachedFacts! }
        let decoded = ParallelMap.map(count: encoded.count, jobs: jobs) { encoded[$0].decode() }
        for (index, facts) in zip(waiting, decoded) {
            guard let facts else { return false }
            scans[index].attach(facts)
        }
        return true
    }

    /// Every file's facts, in the scans' order. By index: a `FileScan` is large, and reading each
    /// through a key path copied every one of the thirty thousand scans of a large app.
    private static func facts(of scans: [FileScan]) -> [FileFacts] {
        var facts: [FileFacts] = []
        facts.reserveCapacity(scans.count)
        for index in scans.indices {
            if let fileFacts = scans[index].facts { facts.append(fileFacts) }
        }
        return facts
    }

    /// The config's module map with the modules a file list names (`MODULE<TAB>PATH`), which count
    /// like configured folders.
    private static func moduleMap(_ input: Input, _ discovery: SourceDiscovery.Result) -> [String: String] {
        input.config.moduleMap.merging(discovery.modules) { configured, _ in configured }
    }

    /// The route graph of scanned files; the cache is saved meanwhile.
    package static func resolve(_ given: Scanned) -> Result {
        var result = resolveLeavingCacheSave(given)
        result.finishCacheSave()
        return result
    }

    /// `resolve`, returning as soon as the graph is made: a cache save that runs on a thread of
    /// its own may still be under way, so that the caller can emit meanwhile. The caller must call
    /// `Result.finishCacheSave()` before it relies on the cache, reads `cacheSaveFailure` or
    /// `timings.cacheSave`, or exits.
    package static func resolveLeavingCacheSave(_ given: Scanned) -> Result {
        var decoded = given
        guard decodeCachedFacts(&decoded.fileScans, jobs: given.input.jobs) else {
            // The scan again saves the cache: one save at a time.
            _ = given.startedSave?.wait()
            var result = resolve(scanWithoutCache(given.input, survey: given.survey))
            result.cacheRejectedLate = .corrupt
            return result
        }
        let scanned = decoded
        let clock = ContinuousClock()
        let input = scanned.input
        // Saving the cache does not change the output, so it runs beside the resolve (on a thread
        // of its own when more than one job is allowed) and is done before the run returns.
        let besideResolve = scanned.startedSave != nil || (scanned.saving != nil && input.jobs > 1)
        let pendingSave = scanned.startedSave ?? (besideResolve ? LargeStackThread.Pending { saveCache(scanned) } : nil)
        let start = clock.now
        var result = resolveGraph(scanned)
        result.timings.resolve = start.duration(to: clock.now)
        result.timings.cacheSavedBesideResolve = besideResolve
        if let pendingSave {
            result.pendingCacheSave = pendingSave
        } else {
            (result.cacheSaveFailure, result.timings.cacheSave) = saveCache(scanned)
        }
        return result
    }

    /// The graph and what a run reports about the files, from scanned files whose facts are decoded.
    private static func resolveGraph(_ scanned: Scanned) -> Result {
        let input = scanned.input
        let discovery = scanned.survey.discovery
        let files = scanned.missingProjectFiles.isEmpty ? scanned.survey.files : scanned.survey.files.filter { !scanned.missingProjectFiles.contains($0) }
        let facts = Self.facts(of: scanned.fileScans)
        var config = input.config
        config.moduleMap = moduleMap(input, discovery)
        let paths = facts.map(\.path)
        let modules = scanned.moduleTable.flatMap { $0.files == paths ? $0 : nil }
            ?? ModuleResolver(moduleMap: config.moduleMap).table(for: paths)
        // What the run reports about its files needs no graph: worked out beside it.
        let scans = scanned.fileScans
        let fileFigures: @Sendable () -> (swiftFiles: Int, modulesFound: [String], filesWithoutModule: Int, skipped: [String]) = {
            let byFile = modules.inOrder
            return (
                files.filter { SourceDiscovery.language(ofFile: $0) == .swift }.count,
                Set(byFile.compactMap { $0 }).sorted(),
                byFile.filter { $0 == nil }.count,
                // Here rather than in the scan: a run the memo answers after the scan never needs it.
                scans.indices.filter { scans[$0].isSkipped }.map { scans[$0].path }
            )
        }
        let figures = input.jobs > 1 ? LargeStackThread.Pending(fileFigures) : nil
        var graph = RouteGraphBuilder.build(facts, config: config, modules: modules, conformanceScope: scanned.conformanceScope, jobs: input.jobs)
        graph.diagnostics = (graph.diagnostics + scanned.diagnostics + ObjCImportList.unimportableFindings(graph, config: config)).sorted()
        // An Xcode scan names its projects rather than folders: the lock is above them.
        let projectPaths = Set([config.workspace, config.project].compactMap { $0 } + config.projectModules.values.map(\.project).filter { !$0.isEmpty }).sorted()
        graph.linkedDependencies = LinkedDependencies.read(roots: input.paths + projectPaths, scannedModules: Set(modules.inOrder.compactMap { $0 }))
        let (swiftFiles, modulesFound, filesWithoutModule, skipped) = figures?.wait() ?? fileFigures()

        let gaveInput = !input.paths.isEmpty || !input.fileLists.isEmpty || input.project != nil
        let nothingReadable = gaveInput && ((discovery.pathsFound == 0) || (!files.isEmpty && facts.isEmpty))
        var result = Result(graph: graph, filesFound: files.count, files: files, projectModules: input.project?.modules ?? [:], filesScanned: facts.count, swiftFilesFound: swiftFiles, nothingReadable: nothingReadable, timings: scanned.timings)
        result.modulesFound = modulesFound
        result.filesWithoutModule = filesWithoutModule
        result.moduleMap = config.moduleMap
        result.scannedFacts = facts
        result.skippedPathList = skipped
        return result
    }

    /// Every file's byte summary, from which the router closure is worked out; nil when no closure
    /// is needed. The closure is a function of the summaries (and the config, which the cache is
    /// keyed on). When each file's summary is its cache entry's and no file came or went, it is
    /// the closure the cache's skips were made under, so no cached skip needs a new look, and with
    /// no file undecided nothing else needs it.
    private static func closureInputs(_ scans: [FileScan], input: Input) -> [ByteSummary]? {
        // By index: a key path over the scans copied each one.
        if let store = input.cache, store.count == scans.count, scans.indices.allSatisfy({ scans[$0].summaryIsItsCacheEntrys }) { return nil }
        return scans.indices.map { scans[$0].summary }
    }

    /// Parses or skips each file the first step left undecided, and looks again at cached skips
    /// made under another closure.
    private static func decide(_ scans: inout [FileScan], under closure: RouterClosure, input: Input, clock: ContinuousClock, counter: ProgressCounter?) {
        let undecided = scans.indices.filter { scans[$0].needsDecision(under: closure) }
        let hashing = input.cache != nil
        ParallelMap.update(&scans, at: undecided, jobs: input.jobs) { scan in
            // Cached skips looked at again were counted when the cache answered.
            let counted = scan.source != .undecided
            scan.decide(under: closure, hashing: hashing, clock: clock)
            if scan.pending == nil && !counted { counter?.add(1) }
        }
    }

    /// The second round: a class's conformance may be declared in a file without any ZIKRouter
    /// spelling (a category, an extension, a superclass, a parent protocol), which the first round
    /// skipped. Parses every skipped file that declares or extends a name `ConformanceScope`
    /// needs, then again for the names those files bring in, until none is left. The set of files
    /// parsed depends only on the sources, never on order or jobs.
    ///
    /// Returns the scope of the final facts, so resolution need not work it out again (nil when no
    /// skipped file could be wanted and it was never needed), and whether the round parsed a file.
    private static func parseForConformance(_ scans: inout [FileScan], input: Input, clock: ContinuousClock, timings: inout PipelineTimings) -> (scope: ConformanceScope?, parsedAny: Bool) {
        // Only a skipped file that declares or extends some type can be wanted: a run that skipped
        // none (a warm run of an unchanged tree, or one whose skipped files declare nothing) has
        // nothing to add.
        var candidates = scans.indices.filter { scans[$0].isSkipped && !scans[$0].summary.declared.isEmpty }
        var current: ConformanceScope?
        var parsedAny = false
        while !candidates.isEmpty {
            let scope = ConformanceScope(files: Self.facts(of: scans), jobs: input.jobs)
            current = scope
            // Looked up on every job: a large app skips tens of thousands of files that declare a type.
            let declared = candidates.map { scans[$0].summary.declared }
            let isWanted = ParallelMap.map(count: declared.count, jobs: input.jobs) { declared[$0].contains(where: scope.names.contains) }
            let wanted = candidates.indices.filter { isWanted[$0] }.map { candidates[$0] }
            guard !wanted.isEmpty else { break }
            parsedAny = true
            let parsedNow = Set(wanted)
            candidates.removeAll(where: parsedNow.contains)
            let hashing = input.cache != nil
            ParallelMap.update(&scans, at: wanted, jobs: input.jobs) { scan in
                scan.parseSkipped(hashing: hashing, clock: clock)
            }
            // Progress already counted these files when they were skipped.
            parsePendingObjC(&scans, jobs: input.jobs, clock: clock, timings: &timings, counter: nil)
            // The new facts may bring in more names.
            current = nil
        }
        return (current, parsedAny)
    }

    /// Parses the Objective-C files the first stage left pending, in batches of consecutive files
    /// (in path order, so a batch's make-up never depends on the number of jobs).
    private static func parsePendingObjC(_ scans: inout [FileScan], jobs: Int, clock: ContinuousClock, timings: inout PipelineTimings, counter: ProgressCounter?) {
        let pending = scans.indices.filter { scans[$0].pending != nil }
        guard !pending.isEmpty else { return }
        let size = ObjCFileScanner.preferredBatchSize
        let batches = stride(from: 0, to: pending.count, by: size).map { Array(pending[$0..<min($0 + size, pending.count)]) }
        // The sources taken out, so that finishing a file below does not copy every scan.
        let sources = batches.map { batch in batch.map { scans[$0].pending! } }
        let results = ParallelMap.map(count: batches.count, jobs: jobs) { batch in
            let start = clock.now
            let facts = ObjCFileScanner.parseBatch(sources[batch])
            counter?.add(batches[batch].count)
            return (facts: facts, time: start.duration(to: clock.now))
        }
        for (batch, result) in zip(batches, results) {
            timings.parseObjC += result.time
            for (index, facts) in zip(batch, result.facts) {
                scans[index].finish(with: facts)
            }
        }
    }

    /// Facts of one file: a pure function of its path and text. Runs the parser on a
    /// `LargeStackThread`, so deeply nested input cannot overflow the caller's stack.
    package static func scan(path: String, text: String) -> FileFacts {
        LargeStackThread.run { scanReporting(path: path, text: text).facts }
    }

    /// `scan(path:text:)` for bytes as read from disk: an Objective-C file need not be UTF-8.
    package static func scan(path: String, bytes: [UInt8]) -> FileFacts {
        LargeStackThread.run { scanReporting(path: path, bytes: bytes).facts }
    }

    /// The facts, and whether a parser had to run (false when the pre-filter proved the file
    /// holds nothing routegen records).
    static func scanReporting(path: String, text: String) -> (facts: FileFacts, parsed: Bool) {
        let language = SourceDiscovery.language(ofFile: path) ?? .swift
        return scanReporting(path: path, language: language, text: text, bytes: language == .objc ? Array(text.utf8) : [])
    }

    static func scanReporting(path: String, bytes: [UInt8]) -> (facts: FileFacts, parsed: Bool) {
        let language = SourceDiscovery.language(ofFile: path) ?? .swift
        guard language == .swift else { return scanReporting(path: path, language: language, text: "", bytes: bytes) }
        switch SourceReader.decode(bytes, path: path) {
        case .skipped(let diagnostic):
            var facts = FileFacts(path: path, language: language)
            facts.diagnostics.append(diagnostic)
            return (facts, false)
        case .text(let text):
            return scanReporting(path: path, language: language, text: text, bytes: [])
        }
    }

    private static func scanReporting(path: String, language: SourceLanguage, text: String, bytes: [UInt8]) -> (facts: FileFacts, parsed: Bool) {
        switch FileScan.firstStage(path: path, language: language, text: text, bytes: bytes) {
        case .skipped(let facts): return (facts, false)
        case .parsed(let facts): return (facts, true)
        case .pending(let source): return (ObjCFileScanner.parse(path: source.path, bytes: source.bytes, prelude: source.prelude), true)
        }
    }
}

/// Counts finished files across worker threads and passes the running total on.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func add(_ count: Int) {
        lock.lock()
        done += count
        let now = done
        lock.unlock()
        report(now, total)
    }
}

/// Whether a save made ahead may write: set once by the thread that learns it, waited for by the
/// saving thread.
private final class SaveGate: @unchecked Sendable {
    private let decided = DispatchSemaphore(value: 0)
    // Written before `signal`, read after `wait`, which orders the two.
    private var proceed = false

    func open(proceed: Bool) {
        self.proceed = proceed
        decided.signal()
    }

    @Sendable func wait() -> Bool {
        decided.wait()
        return proceed
    }
}
