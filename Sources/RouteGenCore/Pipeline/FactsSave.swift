import Foundation
import RouteGenModel

/// How a save of the facts cache went: why it failed, if it did, and how long it took.
package typealias FactsSaveOutcome = (failure: OutputWriter.Failure?, time: Duration)

extension Pipeline {
    /// Saves what the scan found into the cache, when it differs from what was loaded. The
    /// failure, if any, is the caller's to mention: a cache that cannot be saved only costs speed.
    package static func saveFacts(_ scanned: ScannedFiles) -> FactsSaveOutcome {
        if let started = scanned.factsSave { return started.wait() }
        guard let store = scanned.storeToSave else { return (nil, .zero) }
        return saveFacts(into: store, scans: scanned.fileScans)
    }

    static func saveFacts(into store: FactsStore, scans: [FileScan], proceed: () -> Bool = { true }) -> FactsSaveOutcome
    {
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
}

/// Whether a save made ahead may write: set once by the thread that learns it, waited for by the
/// saving thread.
final class SaveGate: @unchecked Sendable {
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
