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
            invocation, configDigest: configDigest, inventory: inventory, otherInputs: request.otherInputs,
            checkedStamps: request.checkedInputStamps)
    }

    /// Nothing changed at all: replays the memo before the facts cache is even loaded.
    func replayUnchanged(_ replay: RunMemoReplay) -> Bool {
        guard let answer = replay.unchanged() else { return false }
        for line in answer.messages { transcript.aside(line) }
        scan.timings.phases.project = scan.projectTimings
        scan.timings.phases.memo.check = answer.check
        scan.timings.phases.memo.hit = true
        scan.timings.phases.memo.outcome =
            "nothing changed since the last run and its \(answer.outputCount) output file(s) are intact: nothing else to do"
        return true
    }

    /// Some files changed but none of their facts: replays the last run's messages and moves the
    /// memo on to this run's files.
    func replaySameFacts(_ replay: RunMemoReplay, scanned: ScannedFiles, cache: FactsCacheSession) -> Bool {
        guard let answer = replay.sameFacts(scanned) else { return false }
        for line in answer.messages { transcript.aside(line) }
        scan.timings.phases.memo.check = answer.check
        scan.timings.phases.memo.outcome =
            "files changed, but no file's facts: the last run's \(answer.outputCount) output file(s) stand, nothing resolved"
        _ = transcript.stopRecording()
        replay.moveOnAfterSameFacts(scanned, cache: cache)
        return true
    }
}
