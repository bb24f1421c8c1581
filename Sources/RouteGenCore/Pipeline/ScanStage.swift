import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    /// The second stage: every file's facts, from the facts cache or a parser, in path order, after
    /// the rounds that decide the files the byte pass left open. A cold run starts the facts save here.
    /// - Parameters:
    ///   - inventory: the inventory, when the caller took it already.
    ///   - cache: the facts cache the scan answers from; nil parses every file.
    ///   - recorder: where the scan's figures go, for `--timings`.
    package static func scan(
        _ given: Input, inventory givenInventory: SourceInventory? = nil, cache: FactsCacheSession?,
        timings recorder: TimingsRecorder? = nil
    ) -> ScannedFiles {
        let clock = ContinuousClock()
        let inventory = givenInventory ?? Pipeline.inventory(given)
        let input = given.withProject(of: inventory)
        let store = cache?.store
        var timings = PipelineTimings(jobs: given.settings.jobs)
        timings.headerClosure = inventory.headerClosure
        timings.discover = inventory.discoverTime
        timings.stat = inventory.statTime
        timings.files.seen = inventory.files.count

        let start = clock.now
        // Loading libclang takes about 20 ms (mostly relocating LLVM), and every job's first
        // Objective-C parse waited for it. A cold run with Objective-C files loads it on a thread
        // of its own while the files are read; the thread is joined before the scan returns.
        let libClangLoad =
            input.settings.jobs > 1 && (store?.count ?? 0) == 0
                && inventory.files.contains(where: { SourceDiscovery.language(ofFile: $0) == .objc })
            ? LargeStackThread.Pending { LibClang.preload() } : nil
        defer { _ = libClangLoad?.wait() }
        let prefixes = PrefixHeaders(input.sources.project)
        let counter = input.settings.progress.map { ProgressCounter(total: inventory.files.count, report: $0) }
        var scans = readEveryFile(
            inventory, input: input, store: store, prefixes: prefixes, clock: clock, counter: counter)
        var moduleTable: FileModules?
        var routerClosure: [String]?
        if input.settings.prefilter {
            (moduleTable, routerClosure) = decideUnderTheClosure(
                &scans, inventory: inventory, input: input, store: store, prefixes: prefixes, clock: clock,
                timings: &timings, counter: counter)
        }
        parsePendingObjC(&scans, jobs: input.settings.jobs, clock: clock, timings: &timings, counter: counter)
        var conformanceScope: ConformanceScope?
        if input.settings.prefilter && !isSettled(scans, store: store) {
            // Some file's facts changed, so a resolve is likely to follow, and it needs each file's
            // module: worked out beside the round, whose walk leaves a core idle.
            let files = inventory.files
            let pendingTable =
                moduleTable == nil && input.settings.jobs > 1
                ? LargeStackThread.Pending {
                    ModuleResolver(moduleMap: moduleMap(input, inventory.discovery)).table(for: files)
                } : nil
            let round = conformanceRound(
                &scans, input: input, cache: cache, routerClosure: routerClosure, prefixes: prefixes,
                clock: clock, timings: &timings)
            moduleTable = moduleTable ?? pendingTable?.wait()
            guard let round else {
                // Only a cached entry fails to decode: the cache is of no use, scan again without it.
                cache?.discard(because: .corrupt)
                return scan(given, inventory: inventory, cache: cache, timings: recorder)
            }
            conformanceScope = round
        }
        timings.scanWall = start.duration(to: clock.now)
        let (diagnostics, missingProjectFiles) = findings(
            of: scans, inventory: inventory, input: input, prefixes: prefixes, timings: &timings)
        recorder?.phases.takeScan(timings)
        return ScannedFiles(
            inventory: inventory, diagnostics: diagnostics, missingProjectFiles: missingProjectFiles,
            fileScans: scans,
            // Every file answered by an unchanged stamp, and no file gone: the stored cache is current.
            factsToSave: store.map { scans.count != $0.count || timings.files.cacheHitsByStamp != scans.count }
                ?? false,
            filesRead: timings.files.seen - timings.files.cacheHitsByStamp, cacheRejection: store?.rejection,
            identity: input.settings.identifyFacts ? FactsIdentity(scans, jobs: input.settings.jobs) : nil,
            conformanceScope: conformanceScope,
            moduleTable: moduleTable,
            routerClosure: routerClosure
        )
    }

    /// Every file read (or answered by the cache) and run through the byte pass; the files the
    /// pass leaves open stay undecided, the Objective-C ones it keeps wait for a batch.
    private static func readEveryFile(
        _ inventory: SourceInventory, input: Input, store: FactsStore?, prefixes: PrefixHeaders,
        clock: ContinuousClock, counter: ProgressCounter?
    ) -> [FileScan] {
        let files = inventory.files
        // Each worker writes only its own slot, so the merge below sees files in path order
        // whatever the number of jobs or the order in which they finish.
        return ParallelMap.map(count: files.count, jobs: input.settings.jobs) { index in
            let scan = FileScan(
                path: files[index], stamp: inventory.stamps[index], store: store, storeHint: index, clock: clock,
                prefilter: input.settings.prefilter, prefixHeader: prefixes.bytes(forFile: files[index]))
            if scan.pending == nil && scan.state != .undecided { counter?.add(1) }
            return scan
        }
    }

    /// The router closure worked out from the byte summaries, and the undecided files parsed or
    /// skipped under it. The closure needs every file's summary, and the Objective-C files that
    /// hold a marker do not need the closure: libclang reads them on the jobs while it is worked
    /// out. A run that needs a closure may be about to resolve a graph, which needs each file's
    /// module: while Objective-C files are parsed, that table is worked out here too, off the
    /// resolve's single thread, and returned. With nothing to parse beside it (an edit, which the
    /// run memo may answer without a graph), the conformance round works it out if some file's
    /// facts changed, else resolve if it runs. With one job, one
    /// after the other. Also returns the closure's names, sorted, for the cache to keep with the
    /// summaries they come from.
    private static func decideUnderTheClosure(
        _ scans: inout [FileScan], inventory: SourceInventory, input: Input, store: FactsStore?,
        prefixes: PrefixHeaders, clock: ContinuousClock, timings: inout PipelineTimings, counter: ProgressCounter?
    ) -> (FileModules?, routerClosure: [String]?) {
        let source = closureSource(scans, store: store)
        let files = inventory.files
        let tableAlongside = scans.contains { $0.pending != nil }
        let work = { () -> (RouterClosure?, Duration, FileModules?) in
            let start = clock.now
            let closure: RouterClosure? =
                switch source {
                case .notNeeded: nil
                case .kept(let names): RouterClosure(names: Set(names))
                case .summaries(let summaries):
                    RouterClosure(summaries: summaries, extraBases: Array(input.config.scan.extraBaseRouters.keys))
                }
            let time = start.duration(to: clock.now)
            let table =
                closure != nil && tableAlongside
                ? ModuleResolver(moduleMap: moduleMap(input, inventory.discovery)).table(for: files) : nil
            return (closure, time, table)
        }
        let (closure, closureTime, table): (RouterClosure?, Duration, FileModules?)
        if input.settings.jobs > 1 {
            (closure, closureTime, table) =
                LargeStackThread.alongside(
                    work,
                    {
                        parsePendingObjC(
                            &scans, jobs: input.settings.jobs, clock: clock, timings: &timings, counter: counter)
                    }
                ).0
        } else {
            (closure, closureTime, table) = work()
            parsePendingObjC(&scans, jobs: input.settings.jobs, clock: clock, timings: &timings, counter: counter)
        }
        timings.closure = closureTime
        timings.closureNames = closure?.names.count
        if case .kept = source { timings.closureKept = true }
        guard let closure else { return (table, store?.routerClosure) }
        decide(
            &scans, under: closure, input: input, hashing: store != nil, clock: clock, prefixes: prefixes,
            counter: counter)
        return (table, closure.names.sorted())
    }

    /// The cache holds the end state of a run, after its conformance round reached a fixed
    /// point. When every file is what its entry says (same facts, byte summary and skip) and no
    /// file came or went, that round would parse nothing now either.
    private static func isSettled(_ scans: [FileScan], store: FactsStore?) -> Bool {
        guard let store else { return false }
        return store.count == scans.count && scans.indices.allSatisfy { scans[$0].matchesItsCacheEntry }
    }

    /// The conformance round over every file's facts, with a cold run's cache saved beside it;
    /// nil when a cached entry's facts do not decode.
    private static func conformanceRound(
        _ scans: inout [FileScan], input: Input, cache: FactsCacheSession?, routerClosure: [String]?,
        prefixes: PrefixHeaders, clock: ContinuousClock, timings: inout PipelineTimings
    ) -> ConformanceScope?? {
        guard decodeCachedFacts(&scans, jobs: input.settings.jobs) else { return nil }
        let start = clock.now
        // A cold run makes its cache while the round works: the round's walk leaves a core
        // idle. The round seldom parses a file; when it does, the bytes made ahead are stale,
        // and are never written (a stale cache would be trusted by the next run), so the
        // cache is saved again after the resolve.
        let gate = SaveGate()
        if cache?.store?.count == 0 { cache?.saveAhead(scans, routerClosure: routerClosure, proceed: gate.wait) }
        let round = parseForConformance(
            &scans, input: input, hashing: cache?.store != nil, clock: clock, prefixes: prefixes, timings: &timings)
        gate.open(proceed: !round.parsedAny)
        if round.parsedAny { cache?.dropSaveAhead() }
        timings.conformanceRound = start.duration(to: clock.now)
        return .some(round.scope)
    }

    /// What the scan reports about the files (discovery, reading, prefix headers, files the
    /// project lists that are not on disk), with each file's figures counted.
    private static func findings(
        of scans: [FileScan], inventory: SourceInventory, input: Input, prefixes: PrefixHeaders,
        timings: inout PipelineTimings
    ) -> (diagnostics: [Diagnostic], missingProjectFiles: Set<String>) {
        let discovery = inventory.discovery
        var diagnostics = discovery.diagnostics + input.extraDiagnostics + prefixes.diagnostics
        var missingProjectFiles = Set<String>()
        // Field by field: a `FileScan` is large, and a loop over the values, or a scan passed as
        // an argument, would copy each one.
        for index in scans.indices {
            timings.add(
                state: scans[index].state, language: scans[index].language, reason: scans[index].reason,
                readTime: scans[index].readTime, parseTime: scans[index].parseTime)
            if let diagnostic = scans[index].failure {
                if let missing = input.sources.project?.missingFileDiagnostics(
                    replacing: diagnostic, path: scans[index].path)
                {
                    diagnostics += missing
                    missingProjectFiles.insert(scans[index].path)
                } else {
                    diagnostics.append(diagnostic)
                }
            }
        }
        if inventory.files.isEmpty && discovery.pathsFound > 0 {
            // An error, so that a registry that was good is kept: a wrong path or an emptied
            // folder must not quietly replace it with one that registers nothing.
            diagnostics.append(
                Diagnostic(
                    .error,
                    "no Swift or Objective-C source files found in \(input.sources.paths.joined(separator: ", ")); nothing to register",
                    rule: .noSources))
        }
        return (diagnostics, missingProjectFiles)
    }

    /// Every file's facts, the cached ones decoded on every job, in path order; nil when a cached
    /// entry does not decode (the cache is then of no use, and the files are scanned again).
    package static func decodedFacts(_ scanned: ScannedFiles, jobs: Int) -> [FileFacts]? {
        var scans = scanned.fileScans
        guard decodeCachedFacts(&scans, jobs: jobs) else { return nil }
        return facts(of: scans)
    }

    /// Decodes, on every job, the facts the cache answered with. False when one does not decode.
    static func decodeCachedFacts(_ scans: inout [FileScan], jobs: Int) -> Bool {
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
    static func facts(of scans: [FileScan]) -> [FileFacts] {
        var facts: [FileFacts] = []
        facts.reserveCapacity(scans.count)
        for index in scans.indices {
            if let fileFacts = scans[index].facts { facts.append(fileFacts) }
        }
        return facts
    }

    /// The config's module map with the modules a file list names (`MODULE<TAB>PATH`), which count
    /// like configured folders.
    static func moduleMap(_ input: Input, _ discovery: SourceDiscovery.Result) -> [String: String] {
        input.config.scan.moduleMap.merging(discovery.modules) { configured, _ in configured }
    }
}
