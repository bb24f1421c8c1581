import Foundation
import RouteGenModel

/// `Generation`'s run memo: the key of this run, and saying what a replay says.
extension Generation {
    /// The key of this run, when it writes files, has a cache folder to keep the memo in and was
    /// given the process to key on.
    func memoKey(configDigest: String, inventory: SourceInventory) -> RunMemoKey? {
        guard scan.cacheDirectory != nil, request.destination != .standardOutput, let invocation = request.invocation
        else { return nil }
        return RunMemoKey(
            invocation, configDigest: configDigest, inventory: inventory, otherInputs: request.otherInputs)
    }

    /// Nothing changed at all: replays the memo before the facts cache is even loaded.
    func replayUnchanged(_ replay: RunMemoReplay, inventory: SourceInventory) -> Bool {
        guard let answer = replay.unchanged() else { return false }
        for line in answer.messages { transcript.aside(line) }
        var timings = PipelineTimings(jobs: scan.input.settings.jobs)
        timings.discover = inventory.discoverTime
        timings.stat = inventory.statTime
        timings.files.seen = inventory.files.count
        timings.project = scan.projectTimings
        timings.headerClosure = inventory.headerClosure
        timings.memo.check = answer.check
        timings.memo.hit = true
        timings.memo.outcome =
            "nothing changed since the last run and its \(answer.outputCount) output file(s) are intact: nothing else to do"
        scan.reportTimings(timings)
        return true
    }

    /// Some files changed but none of their facts: replays the last run's messages and moves the
    /// memo on to this run's files.
    func replaySameFacts(_ replay: RunMemoReplay, scanned: ScannedFiles) -> Bool {
        guard let answer = replay.sameFacts(scanned) else { return false }
        for line in answer.messages { transcript.aside(line) }
        var timings = scanned.timings
        timings.memo.check = answer.check
        timings.memo.outcome =
            "files changed, but no file's facts: the last run's \(answer.outputCount) output file(s) stand, nothing resolved"
        _ = transcript.stopRecording()
        if let saved = replay.moveOnAfterSameFacts(scanned) {
            timings.factsSave = saved.time
            scan.reportCacheSaveFailure(saved.failure)
        }
        scan.reportTimings(timings)
        return true
    }
}
