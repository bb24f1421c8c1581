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
        /// Facts of files scanned before; nil parses every file.
        public var cache: (any FactsCache)?
        /// How many files are read and parsed at once. Output never depends on it.
        public var jobs: Int

        public init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: (any FactsCache)? = nil, jobs: Int? = nil
        ) {
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

        let discovery = SourceDiscovery.discover(paths: input.paths, fileLists: input.fileLists)
        let workingDirectory = FileManager.default.currentDirectoryPath
        let files = discovery.files.filter {
            SourceDiscovery.language(ofFile: $0).map(scannedLanguages.contains) == true && input.pathFilter.admits($0, workingDirectory: workingDirectory)
        }
        timings.discover = start.duration(to: clock.now)
        timings.filesSeen = files.count

        start = clock.now
        // Each worker writes only its own slot, so the merge below sees files in path order
        // whatever the number of jobs or the order in which they finish.
        let outcomes = ParallelMap.map(count: files.count, jobs: input.jobs) { index in
            FileOutcome(scanning: files[index], cache: input.cache, clock: clock)
        }
        timings.scanWall = start.duration(to: clock.now)

        var diagnostics = discovery.diagnostics
        var facts: [FileFacts] = []
        for outcome in outcomes {
            timings.add(outcome)
            if let fileFacts = outcome.facts { facts.append(fileFacts) }
            if let diagnostic = outcome.readFailure { diagnostics.append(diagnostic) }
        }
        if files.isEmpty && discovery.pathsFound > 0 {
            diagnostics.append(Diagnostic(.warning, "no Swift or Objective-C source files found in \(input.paths.joined(separator: ", "))", rule: "no-sources"))
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
        return Result(graph: graph, filesFound: files.count, filesScanned: facts.count, nothingReadable: nothingReadable, timings: timings)
    }

    /// Facts of one file: a pure function of its path and text.
    public static func scan(path: String, text: String) -> FileFacts {
        scanReporting(path: path, text: text).facts
    }

    /// The facts, and whether a parser had to run (false when the pre-filter proved the file
    /// holds nothing routegen records).
    static func scanReporting(path: String, text: String) -> (facts: FileFacts, parsed: Bool) {
        switch SourceDiscovery.language(ofFile: path) {
        case .swift, nil:
            guard SwiftPrefilter.mayHoldRoutes(text) else { return (FileFacts(path: path, language: .swift), false) }
            return (SwiftFileScanner.scan(path: path, source: text), true)
        case .objc:
            let bytes = Array(text.utf8)
            guard ObjCPrefilter.mayHoldRoutes(bytes) else { return (FileFacts(path: path, language: .objc), false) }
            return (ObjCFileScanner.parse(path: path, bytes: bytes), true)
        }
    }
}

/// What happened to one file: its facts or why it could not be read, and what it cost.
struct FileOutcome: Sendable {
    var facts: FileFacts?
    var readFailure: Diagnostic?
    var language: SourceLanguage
    var parsed: Bool
    /// The facts came from the cache: neither the pre-filter nor a parser ran.
    var fromCache = false
    var readTime: Duration
    var parseTime: Duration

    init(scanning path: String, cache: (any FactsCache)?, clock: ContinuousClock) {
        let start = clock.now
        language = SourceDiscovery.language(ofFile: path) ?? .swift
        switch SourceReader.read(path) {
        case .skipped(let diagnostic):
            readFailure = diagnostic
            parsed = false
            readTime = start.duration(to: clock.now)
            parseTime = .zero
        case .text(let text):
            readTime = start.duration(to: clock.now)
            let parseStart = clock.now
            var scanned = false
            var parsedNow = false
            let scan: (String, String) -> FileFacts = { path, text in
                scanned = true
                let result = Pipeline.scanReporting(path: path, text: text)
                parsedNow = result.parsed
                return result.facts
            }
            facts = cache?.facts(path: path, text: text, orScan: scan) ?? scan(path, text)
            parsed = parsedNow
            fromCache = !scanned
            parseTime = parseStart.duration(to: clock.now)
        }
    }
}
