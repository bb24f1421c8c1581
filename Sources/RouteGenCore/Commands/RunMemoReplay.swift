import Foundation
import RouteGenModel

/// `generate`'s run memo at the pipeline's edges: a run of an unchanged app (a Run Script phase's
/// usual case), or of one whose edits changed no file's facts (most edits), prints what the last
/// run printed and leaves the outputs alone, without resolving the graph again. The decisions and
/// the memo file live here; the CLI prints what they return.
package struct RunMemoReplay: Sendable {
    /// The key of this run; nil when the run keeps no memo (no cache folder, or no file written).
    package private(set) var key: RunMemoKey?
    /// The memo the last run left, when this run keeps one and it could be read.
    package let memo: RunMemo?
    private let directory: String?

    package init(key: RunMemoKey?, directory: String?) {
        self.key = key
        self.directory = directory
        memo = key == nil ? nil : directory.flatMap(RunMemo.load(directory:))
    }

    /// The key made again after the scan, when the inventory had no stamps to key it on.
    package mutating func rekey(_ key: RunMemoKey?) {
        if let key { self.key = key }
    }

    /// What a replay prints, and how long checking the outputs took (for `--timings`).
    package struct Replay: Sendable {
        package var messages: [String]
        package var check: Duration
        package var outputCount: Int
    }

    /// Nothing changed at all: the memo answers before the facts cache is even loaded.
    package func unchanged() -> Replay? {
        guard let memo, let key, key.trustworthy, memo.key == key.digest else { return nil }
        return intactReplay(memo)
    }

    /// Some files changed but none of their facts: the graph, and so the outputs and messages, are
    /// the last run's.
    package func sameFacts(_ scanned: ScannedFiles) -> Replay? {
        guard let memo, let key, let identity = scanned.identity, memo.context == key.context,
            memo.facts == identity.sameFactsAs
        else {
            return nil
        }
        return intactReplay(memo)
    }

    /// After a `sameFacts` replay: moves the memo on to this run's files. A few files read again on
    /// each later run cost less than saving the cache now (every entry compared, a delta written),
    /// and leave the cache as the memo describes it, so the memo's facts stay as they are. Past
    /// that, or when the stored cache could not be used, the cache is saved and the memo follows it.
    package func moveOnAfterSameFacts(_ scanned: ScannedFiles, cache: FactsCacheSession?) {
        guard let memo, key != nil, let identity = scanned.identity else { return }
        // A save the scan started is waited for whatever the count, never left to the exit.
        let saving = cache?.isSaving ?? false
        if scanned.filesRead <= RunMemo.unsavedReadLimit && scanned.cacheRejection == nil && !saving {
            save(memo.outputs, messages: memo.messages, facts: memo.facts, cacheSaved: true)
            return
        }
        cache?.save(scanned)
        let saved = cache?.end()
        save(memo.outputs, messages: memo.messages, facts: identity.current, cacheSaved: saved?.failure == nil)
    }

    /// Why the memo did not answer, for `--timings`; nil when the run keeps none.
    package func missReason(_ scanned: ScannedFiles) -> String? {
        guard key != nil else { return nil }
        guard let memo else { return "no memo kept yet (or it could not be read)" }
        if memo.context != key?.context { return "no match: other files, arguments, config or environment" }
        if memo.facts != scanned.identity?.sameFactsAs { return "no match: some file's facts changed" }
        return "no match: an output was changed or removed"
    }

    /// Keeps this run's outputs and messages for the next run.
    package func remember(facts: FactsIdentity?, outputs: [RunMemo.Output], messages: [String], cacheSaved: Bool) {
        guard key != nil, let facts else { return }
        save(outputs, messages: messages, facts: facts.current, cacheSaved: cacheSaved)
    }

    /// The memo when every output still holds what it wrote; nil otherwise.
    private func intactReplay(_ memo: RunMemo) -> Replay? {
        let clock = ContinuousClock()
        let start = clock.now
        guard memo.outputsAreIntact else { return nil }
        return Replay(messages: memo.messages, check: start.duration(to: clock.now), outputCount: memo.outputs.count)
    }

    /// A memo only describes the facts cache it was made with: when the cache could not be saved,
    /// the old memo is removed rather than left to match a cache that no longer exists.
    private func save(_ outputs: [RunMemo.Output], messages: [String], facts: [UInt8], cacheSaved: Bool) {
        guard let directory, let key else { return }
        guard cacheSaved else {
            RunMemo.remove(directory: directory)
            return
        }
        // A stamp key for stamps too recent to trust is left empty: only the facts can match it.
        _ = RunMemo(
            key: key.trustworthy ? key.digest : [], context: key.context, facts: facts, outputs: outputs,
            messages: messages
        )
        .save(directory: directory)
    }
}
