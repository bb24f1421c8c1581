/// What a run's facts are made of, as two digests over every file in path order: the hash of the
/// bytes its facts were read from, and the router closure it was skipped under (or why it could
/// not be read). Facts are a function of those, the path and the config — the paths and the
/// config are in a `RunMemoKey` — so two runs with equal digests and keys resolve to the same graph.
///
/// `current` names the versions this run read. `sameFactsAs` names, for a file whose bytes changed
/// but whose facts did not (an edit to a method body or a comment, or to an ordinary file that is
/// still skipped — most edits), the version before: it equals the `current` of the run that left
/// the cache this run loaded when no file's facts changed since, and then that run's outputs stand.
import RouteGenModel

package struct FactsIdentity: Equatable, Sendable {
    package var current: [UInt8]
    package var sameFactsAs: [UInt8]

    /// - Parameters:
    ///   - jobs: how many threads read the scans; the digests do not depend on it.
    ///   - runLength: how many consecutive files one job reads at a time (tests make it small).
    init(_ scans: [FileScan], jobs: Int = 1, runLength: Int = 4096) {
        // The bytes of consecutive runs of files on every job, then hashed in order: the same
        // bytes, whatever the number of jobs or the length of a run.
        let runs = ParallelMap.runs(of: scans.count, length: runLength, jobs: jobs) { Self.bytes(of: scans, in: $0) }
        var current: [UInt8] = []
        var earlier: [UInt8] = []
        current.reserveCapacity(runs.reduce(0) { $0 + $1.current.count })
        earlier.reserveCapacity(runs.reduce(0) { $0 + $1.earlier.count })
        for run in runs {
            current += run.current
            earlier += run.earlier
        }
        self.current = ContentHash.digest(of: current)
        sameFactsAs = ContentHash.digest(of: earlier)
    }

    private static func bytes(of scans: [FileScan], in range: Range<Int>) -> (current: [UInt8], earlier: [UInt8]) {
        var current: [UInt8] = []
        var earlier: [UInt8] = []
        current.reserveCapacity(range.count * 32)
        earlier.reserveCapacity(range.count * 32)
        func add(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) {
                current.append(contentsOf: $0)
                earlier.append(contentsOf: $0)
            }
        }
        func tag(_ value: UInt8) {
            current.append(value)
            earlier.append(value)
        }
        // By index: a loop over the values would copy every `FileScan`.
        for index in range {
            if let failure = scans[index].failure {
                let text = Array(failure.rendered.utf8)
                tag(0)
                add(UInt64(text.count))
                current += text
                earlier += text
                continue
            }
            if let closure = scans[index].skippedUnder {
                tag(2)
                add(closure)
            } else {
                tag(1)
            }
            current += scans[index].contentHash
            let unchangedFacts =
                scans[index].previous.map {
                    $0.facts == scans[index].facts && $0.skippedUnder == scans[index].skippedUnder
                } ?? false
            earlier += unchangedFacts ? scans[index].previous!.contentHash : scans[index].contentHash
        }
        return (current, earlier)
    }
}
