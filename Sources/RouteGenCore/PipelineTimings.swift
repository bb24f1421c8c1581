/// Where a run's time went, for `--timings`. Per-file work runs on several threads, so read and
/// parse times are sums over the workers; `scanWall` is the elapsed time of that stage.
public struct PipelineTimings: Sendable {
    public var jobs: Int
    public var discover: Duration = .zero
    public var read: Duration = .zero
    public var parseSwift: Duration = .zero
    public var parseObjC: Duration = .zero
    public var scanWall: Duration = .zero
    public var resolve: Duration = .zero
    /// Set by the caller that renders the output.
    public var emit: Duration = .zero
    public var filesSeen = 0
    public var filesSkipped = 0
    public var swiftParsed = 0
    public var objcParsed = 0
    public var unreadable = 0
    public var cacheHits = 0
    public var cacheLookup: Duration = .zero

    public init(jobs: Int) { self.jobs = jobs }

    mutating func add(_ outcome: FileOutcome) {
        read += outcome.readTime
        if outcome.facts == nil { unreadable += 1; return }
        if outcome.fromCache {
            cacheHits += 1
            cacheLookup += outcome.parseTime
            return
        }
        guard outcome.parsed else { filesSkipped += 1; return }
        switch outcome.language {
        case .swift:
            swiftParsed += 1
            parseSwift += outcome.parseTime
        case .objc:
            objcParsed += 1
            parseObjC += outcome.parseTime
        }
    }

    /// A small table for standard error.
    public var report: String {
        func seconds(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%8.3f s", value)
        }
        return """
        routegen timings (\(jobs) jobs; read, cache and parse times are summed over the jobs)
          discover           \(seconds(discover))   \(filesSeen) files seen
          read               \(seconds(read))   \(unreadable) unreadable
          cache              \(seconds(cacheLookup))   \(cacheHits) files answered from the cache
          pre-filter                        \(filesSkipped) files skipped without parsing
          parse Swift        \(seconds(parseSwift))   \(swiftParsed) parsed
          parse Objective-C  \(seconds(parseObjC))   \(objcParsed) parsed
          scan (elapsed)     \(seconds(scanWall))
          resolve            \(seconds(resolve))
          emit               \(seconds(emit))

        """
    }
}
