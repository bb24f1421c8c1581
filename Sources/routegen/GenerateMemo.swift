#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RouteGenCore
import RouteGenModel

/// `generate`'s run memo: a run of an unchanged app (a Run Script phase's usual case), or of one
/// whose edits changed no file's facts (most edits), prints what the last run printed and leaves
/// the outputs alone, without resolving the graph again.
extension Generate {
    /// The key of this run, when it writes files and has a cache folder to keep the memo in.
    /// - Parameter environment: the environment as the run began: loading libclang sets a
    ///   variable of its own, which must not make a key made after the scan differ.
    /// - Parameter configDigest: `config.digest`, worked out once by the caller.
    func memoKey(config: RouteGenConfig, configDigest: String, inventory: SourceInventory, environment: [String: String]) throws -> RunMemoKey? {
        guard scan.cacheDirectory != nil, outputFile != nil || outputDirectory != nil else { return nil }
        // --timings changes only what this run says about itself, which is never replayed.
        let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--timings" }
        let projectInputs = try scan.projectLayout(config)?.inputFiles ?? []
        return RunMemoKey(
            arguments: Array(arguments), workingDirectory: FileManager.default.currentDirectoryPath,
            environment: environment, standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
            configDigest: configDigest, inventory: inventory, otherInputs: projectInputs + [scan.resolvedConfigPath].compactMap { $0 }
        )
    }

    /// Nothing changed at all: replays the memo before the facts cache is even loaded.
    func replayUnchanged(_ memo: RunMemo?, key: RunMemoKey?, inventory: SourceInventory) -> Bool {
        guard let memo, let key, key.trustworthy, memo.key == key.digest else { return false }
        var timings = PipelineTimings(jobs: max(1, scan.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        timings.discover = inventory.discoverTime
        timings.stat = inventory.statTime
        timings.filesSeen = inventory.files.count
        timings.project = LoadedProjects.shared.timings
        guard let check = replayMessages(memo) else { return false }
        timings.memoCheck = check
        timings.memoHit = true
        timings.memoOutcome = "nothing changed since the last run and its \(memo.outputs.count) output file(s) are intact: nothing else to do"
        scan.reportTimings(timings)
        return true
    }

    /// Some files changed but none of their facts: the graph, and so the outputs and messages,
    /// are the last run's. Replays them and moves the memo on to this run's files.
    func replaySameFacts(_ memo: RunMemo?, key: RunMemoKey?, scanned: ScannedFiles) -> Bool {
        guard let memo, let key, let identity = scanned.identity, memo.context == key.context, memo.facts == identity.sameFactsAs else { return false }
        guard let check = replayMessages(memo) else { return false }
        var timings = scanned.timings
        timings.memoCheck = check
        timings.memoOutcome = "files changed, but no file's facts: the last run's \(memo.outputs.count) output file(s) stand, nothing resolved"
        _ = Console.stopRecording()
        // A few files read again on each later run cost less than saving the cache now (every
        // entry compared, a delta written), and leave the cache as the memo describes it, so the
        // memo's facts stay as they are. Past that, or when the stored cache could not be used,
        // the cache is saved and the memo follows it.
        let read = scanned.timings.filesSeen - scanned.timings.cacheHitsByStamp
        // A save the scan started is waited for whatever the count, never left to the exit.
        if read <= RunMemo.unsavedReadLimit && !scanned.cacheRejected && !scanned.factsSaveStarted {
            save(memo.outputs, messages: memo.messages, key: key, facts: memo.facts, cacheSaved: true)
        } else {
            let saved = Pipeline.saveFacts(scanned)
            timings.factsSave = saved.time
            scan.reportCacheSaveFailure(saved.failure)
            save(memo.outputs, messages: memo.messages, key: key, facts: identity.current, cacheSaved: saved.failure == nil)
        }
        scan.reportTimings(timings)
        return true
    }

    /// Prints the memo's messages when every output still holds what it wrote; nil otherwise.
    /// Returns how long the check took, for `--timings`.
    private func replayMessages(_ memo: RunMemo) -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        guard memo.outputsAreIntact else { return nil }
        for line in memo.messages { Console.error(line) }
        return start.duration(to: clock.now)
    }

    /// Why the memo did not answer, for `--timings`; nil when the run keeps none.
    func memoMiss(_ memo: RunMemo?, key: RunMemoKey?, scanned: ScannedFiles) -> String? {
        guard let key else { return nil }
        guard let memo else { return "no memo kept yet (or it could not be read)" }
        if memo.context != key.context { return "no match: other files, arguments, config or environment" }
        if memo.facts != scanned.identity?.sameFactsAs { return "no match: some file's facts changed" }
        return "no match: an output was changed or removed"
    }

    /// Keeps this run's outputs and messages for the next run.
    func remember(_ key: RunMemoKey?, facts: FactsIdentity?, outputs: [RunMemo.Output], result: ResolvedGraph) {
        let messages = Console.stopRecording()
        guard let key, let facts else { return }
        save(outputs, messages: messages, key: key, facts: facts.current, cacheSaved: result.factsSaveFailure == nil)
    }

    /// A memo only describes the facts cache it was made with: when the cache could not be
    /// saved, the old memo is removed rather than left to match a cache that no longer exists.
    private func save(_ outputs: [RunMemo.Output], messages: [String], key: RunMemoKey, facts: [UInt8], cacheSaved: Bool) {
        guard let directory = scan.cacheDirectory else { return }
        guard cacheSaved else {
            RunMemo.remove(directory: directory)
            return
        }
        // A stamp key for stamps too recent to trust is left empty: only the facts can match it.
        RunMemo(key: key.trustworthy ? key.digest : [], context: key.context, facts: facts, outputs: outputs, messages: messages).save(directory: directory)
    }
}
