import Foundation

/// The one place that chains the stages: discover → read → scan each file → merge into a graph.
/// The CLI and the plugins call this and then an emitter; nothing else reads source files.
public enum Pipeline {
    /// Languages that have a scanner in this build.
    public static let scannedLanguages: Set<SourceLanguage> = [.swift, .objc]

    public struct Input: Sendable {
        public var paths: [String]
        public var fileLists: [String]
        public var config: RouteGenConfig
        /// The config's include/exclude globs; files it refuses are not scanned.
        public var pathFilter: PathFilter
        /// Facts of files scanned before; nil parses every file. The run saves its results into it.
        public var cache: FactsStore?
        /// How many files are read and parsed at once. Output never depends on it.
        public var jobs: Int
        /// Skip files that a byte pass over the whole tree proves hold nothing routegen records.
        /// Output never depends on it; off, every file is parsed (for measuring and checking it).
        public var prefilter: Bool

        public init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: FactsStore? = nil, jobs: Int? = nil, prefilter: Bool = true
        ) {
            self.prefilter = prefilter
            self.paths = paths
            self.fileLists = fileLists
            self.config = config
            self.pathFilter = pathFilter
            self.cache = cache
            self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        }
    }

    public struct Result: Sendable {
        /// Diagnostics from discovery, reading, scanning and resolution, sorted.
        public var graph: RouteGraph
        public var filesFound: Int
        public var filesScanned: Int
        /// True when paths were given but not one file could be read: the run is unusable.
        public var nothingReadable: Bool
        public var timings: PipelineTimings
        /// Every scanned file's facts, in path order (empty for skipped files).
        var files: [FileFacts] = []
        /// The files the pre-filter skipped in this run or an earlier one whose skip still holds.
        var skippedPaths: Set<String> = []

        public var hasErrors: Bool { graph.diagnostics.contains { $0.severity == .error } }

        /// 2 when nothing could be read, 1 when an input error may have hidden routers, else 0.
        public var exitStatus: Int32 {
            if nothingReadable { return 2 }
            return hasErrors ? 1 : 0
        }
    }

    public static func run(_ input: Input) -> Result {
        let clock = ContinuousClock()
        var timings = PipelineTimings(jobs: input.jobs)
        var start = clock.now

        let discovery = SourceDiscovery.discover(paths: input.paths, fileLists: input.fileLists, jobs: input.jobs)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let files = discovery.files.filter {
            SourceDiscovery.language(ofFile: $0).map(scannedLanguages.contains) == true && input.pathFilter.admits($0, workingDirectory: workingDirectory)
        }
        timings.discover = start.duration(to: clock.now)
        timings.filesSeen = files.count

        start = clock.now
        // Each worker writes only its own slot, so the merge below sees files in path order
        // whatever the number of jobs or the order in which they finish.
        var scans = ParallelMap.map(count: files.count, jobs: input.jobs) { index in
            FileScan(path: files[index], store: input.cache, clock: clock, prefilter: input.prefilter)
        }
        if input.prefilter {
            decideWithClosure(&scans, input: input, clock: clock, timings: &timings)
        }
        parsePendingObjC(&scans, jobs: input.jobs, clock: clock, timings: &timings)
        timings.scanWall = start.duration(to: clock.now)

        var diagnostics = discovery.diagnostics
        var facts: [FileFacts] = []
        facts.reserveCapacity(scans.count)
        for scan in scans {
            timings.add(scan)
            if let fileFacts = scan.facts { facts.append(fileFacts) }
            if let diagnostic = scan.failure { diagnostics.append(diagnostic) }
        }
        if files.isEmpty && discovery.pathsFound > 0 {
            diagnostics.append(Diagnostic(.warning, "no Swift or Objective-C source files found in \(input.paths.joined(separator: ", "))", rule: "no-sources"))
        }
        if let store = input.cache {
            start = clock.now
            // Every file answered by an unchanged stamp, and no file gone: the stored cache is current.
            let unchanged = scans.count == store.count && timings.cacheHitsByStamp == scans.count
            if !unchanged {
                store.save(scans.compactMap(\.entry))
            }
            timings.cacheSave = start.duration(to: clock.now)
        }

        start = clock.now
        var config = input.config
        // Modules named by a file list (`MODULE<TAB>PATH`) count like configured folders.
        config.moduleMap.merge(discovery.modules) { configured, _ in configured }
        var graph = RouteGraphBuilder.build(facts, config: config)
        graph.diagnostics = (graph.diagnostics + diagnostics).sorted()
        timings.resolve = start.duration(to: clock.now)

        let gaveInput = !input.paths.isEmpty || !input.fileLists.isEmpty
        let nothingReadable = gaveInput && ((discovery.pathsFound == 0) || (!files.isEmpty && facts.isEmpty))
        let skipped = Set(scans.filter { $0.skippedUnder != nil }.map(\.path))
        return Result(graph: graph, filesFound: files.count, filesScanned: facts.count, nothingReadable: nothingReadable, timings: timings, files: facts, skippedPaths: skipped)
    }

    /// Works out the router closure from every file's byte summary, then parses or skips each file
    /// the first step left undecided, and looks again at cached skips made under another closure.
    private static func decideWithClosure(_ scans: inout [FileScan], input: Input, clock: ContinuousClock, timings: inout PipelineTimings) {
        let start = clock.now
        let closure = RouterClosure(summaries: scans.map(\.summary), extraBases: Array(input.config.extraBaseRouters.keys))
        timings.closure = start.duration(to: clock.now)
        timings.closureNames = closure.names.count
        let undecided = scans.indices.filter { scans[$0].needsDecision(under: closure) }
        let hashing = input.cache != nil
        let before = scans
        let decided = ParallelMap.map(count: undecided.count, jobs: input.jobs) { position in
            var scan = before[undecided[position]]
            scan.decide(under: closure, hashing: hashing, clock: clock)
            return scan
        }
        for (index, scan) in zip(undecided, decided) { scans[index] = scan }
    }

    /// Parses the Objective-C files the first stage left pending, in batches of consecutive files
    /// (in path order, so a batch's make-up never depends on the number of jobs).
    private static func parsePendingObjC(_ scans: inout [FileScan], jobs: Int, clock: ContinuousClock, timings: inout PipelineTimings) {
        let pending = scans.indices.filter { scans[$0].pending != nil }
        guard !pending.isEmpty else { return }
        let size = ObjCFileScanner.preferredBatchSize
        let batches = stride(from: 0, to: pending.count, by: size).map { Array(pending[$0..<min($0 + size, pending.count)]) }
        let sources = scans
        let results = ParallelMap.map(count: batches.count, jobs: jobs) { batch in
            let start = clock.now
            let facts = ObjCFileScanner.parseBatch(batches[batch].map { sources[$0].pending! })
            return (facts: facts, time: start.duration(to: clock.now))
        }
        for (batch, result) in zip(batches, results) {
            timings.parseObjC += result.time
            for (index, facts) in zip(batch, result.facts) {
                scans[index].finish(with: facts)
            }
        }
    }

    /// Facts of one file: a pure function of its path and text.
    public static func scan(path: String, text: String) -> FileFacts {
        scanReporting(path: path, text: text).facts
    }

    /// The facts, and whether a parser had to run (false when the pre-filter proved the file
    /// holds nothing routegen records).
    static func scanReporting(path: String, text: String) -> (facts: FileFacts, parsed: Bool) {
        let language = SourceDiscovery.language(ofFile: path) ?? .swift
        switch FileScan.firstStage(path: path, language: language, text: text, bytes: language == .objc ? Array(text.utf8) : []) {
        case .skipped(let facts): return (facts, false)
        case .parsed(let facts): return (facts, true)
        case .pending(let source): return (ObjCFileScanner.parse(path: source.path, bytes: source.bytes), true)
        }
    }
}
