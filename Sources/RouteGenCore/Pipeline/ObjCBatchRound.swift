import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    /// Parses the Objective-C files the first stage left pending, in batches of consecutive files
    /// (in path order, so a batch's make-up never depends on the number of jobs).
    static func parsePendingObjC(
        _ scans: inout [FileScan], jobs: Int, clock: ContinuousClock, timings: inout PipelineTimings,
        counter: ProgressCounter?
    ) {
        let pending = scans.indices.filter { scans[$0].pending != nil }
        guard !pending.isEmpty else { return }
        let size = ObjCFileScanner.preferredBatchSize
        let batches = stride(from: 0, to: pending.count, by: size).map {
            Array(pending[$0..<min($0 + size, pending.count)])
        }
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
}
