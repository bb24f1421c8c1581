import Foundation
import RouteGenModel

/// How a save of the facts cache went: why it failed, if it did, and how long it took.
package typealias FactsSaveOutcome = (failure: OutputWriter.Failure?, time: Duration)

/// The facts cache over one run: the store the scan answers from, and the one save that brings it
/// up to date. The save may run on a thread of its own while the run resolves and emits; the
/// session ends by waiting for it (`FactsCacheSession.scoped`), so the process never exits in the
/// middle of a save and no stage value carries a thread.
///
/// Used by the thread that drives the run only: the save's own thread touches nothing here.
package final class FactsCacheSession: @unchecked Sendable {
    /// The stored facts the scan answers from; nil keeps nothing.
    package private(set) var store: FactsStore?
    /// How many files are read and parsed at once: with more than one, the save runs beside the resolve.
    let jobs: Int
    private var pending: LargeStackThread.Pending<FactsSaveOutcome>?
    /// A save that runs once the session ends, with one job.
    private var deferred: (@Sendable () -> FactsSaveOutcome)?
    /// How the save went, once the session has ended (nil when nothing was saved).
    package private(set) var outcome: FactsSaveOutcome?
    /// The save ran on a thread of its own while the run went on.
    package private(set) var savedAlongside = false
    /// A save is under way on a thread of its own.
    package var isSaving: Bool { pending != nil }

    package init(store: FactsStore?, jobs: Int) {
        self.store = store
        self.jobs = jobs
    }

    /// A session over `store` for the length of `body`, ended whatever way `body` leaves.
    package static func scoped<T, E: Error>(
        store: FactsStore?, jobs: Int, _ body: (FactsCacheSession) throws(E) -> T
    ) throws(E) -> T {
        let session = FactsCacheSession(store: store, jobs: jobs)
        defer { session.end() }
        return try body(session)
    }

    /// Starts saving what the scan found ahead of the rest of the scan (a cold run does, beside
    /// its conformance round), when more than one job is allowed.
    func saveAhead(_ scans: [FileScan], routerClosure: [String]?, proceed: @escaping @Sendable () -> Bool) {
        guard let store, jobs > 1, pending == nil else { return }
        pending = LargeStackThread.Pending {
            Self.save(scans, routerClosure: routerClosure, into: store, proceed: proceed)
        }
        savedAlongside = true
    }

    /// Waits for a save started ahead whose bytes turned out stale: it wrote nothing.
    func dropSaveAhead() {
        _ = pending?.wait()
        pending = nil
        savedAlongside = false
    }

    /// Saves the scan's facts when they differ from what was loaded: on a thread of its own with
    /// more than one job, else when the session ends. A save already under way for the same
    /// facts stands.
    package func save(_ scanned: ScannedFiles) {
        guard pending == nil, deferred == nil, scanned.factsToSave, let store else { return }
        let (scans, routerClosure) = (scanned.fileScans, scanned.routerClosure)
        if jobs > 1 {
            pending = LargeStackThread.Pending {
                Self.save(scans, routerClosure: routerClosure, into: store, proceed: { true })
            }
            savedAlongside = true
        } else {
            deferred = { Self.save(scans, routerClosure: routerClosure, into: store, proceed: { true }) }
        }
    }

    /// The store could not be used after all (an entry's facts did not decode): the run scans
    /// again without it, and the save rewrites the cache whole.
    func discard(because rejection: FactsStore.Rejection) {
        dropSaveAhead()
        deferred = nil
        store = store.map { FactsStore(discarding: $0, because: rejection) }
    }

    /// Waits for the save, if any, and keeps how it went. Later calls return the same.
    @discardableResult
    package func end() -> FactsSaveOutcome? {
        if let running = pending {
            outcome = running.wait()
            pending = nil
        } else if let work = deferred {
            outcome = work()
            deferred = nil
        }
        return outcome
    }

    private static func save(
        _ scans: [FileScan], routerClosure: [String]?, into store: FactsStore, proceed: () -> Bool
    ) -> FactsSaveOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        // By index: a key path over the scans copied each one.
        var entries: [FactsStore.Entry] = []
        entries.reserveCapacity(scans.count)
        for index in scans.indices {
            if let entry = scans[index].entry { entries.append(entry) }
        }
        let failure = store.save(entries, routerClosure: routerClosure, proceed: proceed)
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
