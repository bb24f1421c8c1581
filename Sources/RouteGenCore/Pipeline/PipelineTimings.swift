/// Where a run's time went, for `--timings`. Per-file work runs on several threads, so read and
/// parse times are sums over the workers; `scanWall` is the elapsed time of that stage.
import RouteGenModel
import RouteGenScanners

package struct PipelineTimings: Sendable {
    package var jobs: Int
    package var discover: Duration = .zero
    /// Stat of every file found, before anything is read (elapsed).
    package var stat: Duration = .zero
    /// Read, hash, UTF-8 check and byte pass (summed over the jobs).
    package var read: Duration = .zero
    package var parseSwift: Duration = .zero
    package var parseObjC: Duration = .zero
    package var scanWall: Duration = .zero
    /// With more than one job the save runs while the resolve does, so the two overlap.
    package var factsSave: Duration = .zero
    /// The save ran on a thread of its own while the graph was resolved.
    package var factsSavedBesideResolve = false
    package var resolve: Duration = .zero
    /// Set by the caller: loading the cache happens before the pipeline runs.
    package var cacheLoad: Duration = .zero
    /// Set by the caller that renders the output.
    package var emit: Duration = .zero
    /// Set by a caller that keeps a `RunMemo`.
    package var memo = MemoCheck()
    package var files = FileCounts()
    /// Working out the router closure from the byte summaries (on a thread of its own, beside the
    /// parse of the Objective-C files that hold a marker).
    package var closure: Duration = .zero
    /// How many names may be routers or stand for a router base; nil when no file's byte summary
    /// changed since the cache was saved, so the closure was not worked out again.
    package var closureNames: Int? = 0
    /// The closure's names were the ones the cache kept with the same byte summaries: none was
    /// worked out, though files waited for it.
    package var closureKept = false
    /// The conformance round: working out which types a conformance check can need, and parsing
    /// the skipped files that declare them (elapsed).
    package var conformanceRound: Duration = .zero
    /// Reading the Xcode project or workspace, when there is one (set by the caller, which reads
    /// it before the pipeline runs).
    package var project: ProjectReading.Timings?
    /// The header closure of the project's files, when there is a project.
    package var headerClosure: HeaderClosureFigures?

    package init(jobs: Int) { self.jobs = jobs }

    /// Making the memo's key, reading the memo and checking the outputs, and what came of it.
    package struct MemoCheck: Sendable {
        package var check: Duration = .zero
        package var outcome: String?
        /// The memo answered: nothing after the stat ran.
        package var hit = false
    }

    /// What became of each file the run found.
    package struct FileCounts: Sendable {
        package var seen = 0
        package var skipped = 0
        package var swiftParsed = 0
        package var objcParsed = 0
        package var unreadable = 0
        /// Answered from the cache without reading the file (stamp unchanged).
        package var cacheHitsByStamp = 0
        /// Answered from the cache after reading and hashing the file.
        package var cacheHitsByContent = 0
        /// Why files read in this run were parsed or skipped.
        package var reasons: [PrefilterReason: Int] = [:]

        package var cacheHits: Int { cacheHitsByStamp + cacheHitsByContent }

        package func count(_ reason: PrefilterReason) -> Int { reasons[reason] ?? 0 }
    }

    /// One file's figures. Taken field by field rather than as a `FileScan`: passing a scan read
    /// out of an array copies all of it, thirty thousand times in a large app.
    mutating func add(
        state: FileScan.State, language: SourceLanguage, reason: PrefilterReason?, readTime: Duration,
        parseTime: Duration
    ) {
        read += readTime
        if let reason { files.reasons[reason, default: 0] += 1 }
        switch state {
        case .unreadable: files.unreadable += 1
        case .cachedByStamp: files.cacheHitsByStamp += 1
        case .cachedByContent: files.cacheHitsByContent += 1
        case .skipped, .undecided: files.skipped += 1
        case .parsed, .pending:
            switch language {
            case .swift:
                files.swiftParsed += 1
                parseSwift += parseTime
            case .objc:
                // Objective-C parse time is measured per batch, in the pipeline.
                files.objcParsed += 1
            }
        }
    }

    /// A small table for standard error.
    package var report: String {
        func seconds(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%8.3f s", value)
        }
        var projectLines = ""
        if let project {
            if project.fromStore {
                projectLines =
                    "  project            \(seconds(project.storeCheck))   the reading kept in the cache folder (every project file, configuration file and listed folder unchanged)\n"
            } else {
                projectLines = """
                      project            \(seconds(project.total))   read\(project.storeMiss.map { " (kept reading not used: \($0))" } ?? "")\(project.storeCheck > .zero ? "; checking the kept reading took \(seconds(project.storeCheck).trimmingCharacters(in: .whitespaces))" : "")
                        parse            \(seconds(project.parse))   the project files (elapsed; several at once)
                        targets          \(seconds(project.targets))   the chosen target, what it depends on and its pods: phases, settings, .xcconfig files
                        files            \(seconds(project.files))   files to modules, companion and prefix headers

                    """
            }
        }
        if let closure = headerClosure {
            let what =
                closure.workedOut
                ? "worked out: imports of \(closure.read) files read"
                : closure.read > 0
                    ? "kept: imports of \(closure.read) changed files read again, unchanged" : "kept: no file changed"
            projectLines +=
                "  header closure     \(seconds(closure.time))   \(what); \(closure.followed) files followed, \(closure.added) headers added, \(closure.unresolved) imports unresolved (system or SDK; `routegen dump` lists them), \(closure.outside) outside the app\(closure.storeSave > .zero ? "; kept in the cache folder in \(seconds(closure.storeSave).trimmingCharacters(in: .whitespaces))" : "")\n"
        }
        if memo.hit {
            return """
                routegen timings (\(jobs) jobs)
                \(projectLines)  discover           \(seconds(discover))   \(files.seen) files seen
                  stat               \(seconds(stat))
                  run memo           \(seconds(memo.check))   \(memo.outcome ?? "")

                """
        }
        return """
            routegen timings (\(jobs) jobs; read and parse times are summed over the jobs)
            \(projectLines)  discover           \(seconds(discover))   \(files.seen) files seen
              stat               \(seconds(stat))\(memo.outcome.map { "\n  run memo           \(seconds(memo.check))   \($0)" } ?? "")
              cache load         \(seconds(cacheLoad))
              read               \(seconds(read))   \(files.cacheHits) answered from the cache (\(files.cacheHitsByStamp) unchanged and not read, \(files.cacheHitsByContent) with the same bytes), \(files.unreadable) unreadable
              pre-filter         \(seconds(closure))   \(files.skipped) files skipped without parsing (\(files.count(.skippedOrdinaryTypes)) declare only types that cannot reach a router base, \(files.count(.skippedNoTypes)) declare none); router closure: \(closureNames.map { "\($0) names\(closureKept ? ", as cached (no byte summary changed)" : "")" } ?? "as cached (no byte summary changed)")
                                           parsed because: \(files.count(.marker)) hold a ZIKRouter spelling, \(files.count(.declaresClosureName)) declare or extend a name on the closure, \(files.count(.mentionsClosureName)) mention one, \(files.count(.neededForConformance)) needed for conformance\(files.count(.prefilterOff) > 0 ? ", \(files.count(.prefilterOff)) with the pre-filter off" : "")
              parse Swift        \(seconds(parseSwift))   \(files.swiftParsed) parsed
              parse Objective-C  \(seconds(parseObjC))   \(files.objcParsed) parsed
              conformance round  \(seconds(conformanceRound))   \(files.count(.neededForConformance)) skipped files parsed for it (elapsed, part of the scan)
              scan (elapsed)     \(seconds(scanWall))
              cache save         \(seconds(factsSave))\(factsSavedBesideResolve ? "   beside the resolve, on a thread of its own" : "")
              resolve            \(seconds(resolve))
              emit               \(seconds(emit))

            """
    }
}
