import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    /// Where a run's router closure comes from. The closure is a function of the summaries (and
    /// the config, which the cache is keyed on): when each file's summary is its cache entry's and
    /// no file came or went, it is the closure the cache's skips were made under.
    enum ClosureSource {
        /// The closure is as cached and no file waits for it: no cached skip needs a new look,
        /// and nothing else needs it.
        case notNeeded
        /// The closure is as cached, which saved its names: the undecided files are decided under it.
        case kept([String])
        /// Worked out from every file's summary.
        case summaries([ByteSummary])
    }

    static func closureSource(_ scans: [FileScan], store: FactsStore?) -> ClosureSource {
        // By index: a key path over the scans copied each one.
        if let store, store.count == scans.count,
            scans.indices.allSatisfy({ scans[$0].summaryIsItsCacheEntrys })
        {
            if !scans.indices.contains(where: { scans[$0].state == .undecided }) { return .notNeeded }
            if let kept = store.routerClosure { return .kept(kept) }
        }
        return .summaries(scans.indices.map { scans[$0].summary })
    }

    /// Parses or skips each file the first step left undecided, and looks again at cached skips
    /// made under another closure.
    static func decide(
        _ scans: inout [FileScan], under closure: RouterClosure, input: Input, hashing: Bool, clock: ContinuousClock,
        prefixes: PrefixHeaders, counter: ProgressCounter?
    ) {
        let undecided = scans.indices.filter { scans[$0].needsDecision(under: closure) }
        ParallelMap.update(&scans, at: undecided, jobs: input.settings.jobs) { scan in
            // Cached skips looked at again were counted when the cache answered.
            let counted = scan.state != .undecided
            scan.decide(under: closure, hashing: hashing, clock: clock, prefixes: prefixes)
            if scan.pending == nil && !counted { counter?.add(1) }
        }
    }
}
