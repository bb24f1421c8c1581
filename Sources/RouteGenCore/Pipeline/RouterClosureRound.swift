import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    /// Every file's byte summary, from which the router closure is worked out; nil when no closure
    /// is needed. The closure is a function of the summaries (and the config, which the cache is
    /// keyed on). When each file's summary is its cache entry's and no file came or went, it is
    /// the closure the cache's skips were made under, so no cached skip needs a new look, and with
    /// no file undecided nothing else needs it.
    static func closureInputs(_ scans: [FileScan], store: FactsStore?) -> [ByteSummary]? {
        // By index: a key path over the scans copied each one.
        if let store, store.count == scans.count,
            scans.indices.allSatisfy({ scans[$0].summaryIsItsCacheEntrys })
        {
            return nil
        }
        return scans.indices.map { scans[$0].summary }
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
