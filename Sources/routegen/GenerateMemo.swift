import Foundation
import RouteGenCore
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `generate`'s run memo (`RunMemoReplay`): the key of this run, and printing what a replay says.
extension Generate {
    /// The key of this run, when it writes files and has a cache folder to keep the memo in.
    /// - Parameter environment: the environment as the run began: loading libclang sets a
    ///   variable of its own, which must not make a key made after the scan differ.
    /// - Parameter configDigest: `config.digest`, worked out once by the caller.
    func memoKey(
        config: RouteGenConfig, configDigest: String, inventory: SourceInventory, environment: [String: String]
    ) throws -> RunMemoKey? {
        guard scan.cacheDirectory != nil, outputFile != nil || outputDirectory != nil else { return nil }
        // --timings changes only what this run says about itself, which is never replayed.
        let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--timings" }
        let projectInputs = try scan.projectLayout(config)?.inputFiles ?? []
        return RunMemoKey(
            arguments: Array(arguments), workingDirectory: FileManager.default.currentDirectoryPath,
            environment: environment, standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
            configDigest: configDigest, inventory: inventory,
            otherInputs: projectInputs + [scan.resolvedConfigPath].compactMap { $0 }
        )
    }

    /// Nothing changed at all: replays the memo before the facts cache is even loaded.
    func replayUnchanged(_ replay: RunMemoReplay, inventory: SourceInventory) -> Bool {
        guard let answer = replay.unchanged() else { return false }
        for line in answer.messages { Console.error(line) }
        var timings = PipelineTimings(jobs: max(1, scan.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        timings.discover = inventory.discoverTime
        timings.stat = inventory.statTime
        timings.filesSeen = inventory.files.count
        timings.project = LoadedProjects.shared.timings
        timings.memoCheck = answer.check
        timings.memoHit = true
        timings.memoOutcome =
            "nothing changed since the last run and its \(answer.outputCount) output file(s) are intact: nothing else to do"
        scan.reportTimings(timings)
        return true
    }

    /// Some files changed but none of their facts: replays the last run's messages and moves the
    /// memo on to this run's files.
    func replaySameFacts(_ replay: RunMemoReplay, scanned: ScannedFiles) -> Bool {
        guard let answer = replay.sameFacts(scanned) else { return false }
        for line in answer.messages { Console.error(line) }
        var timings = scanned.timings
        timings.memoCheck = answer.check
        timings.memoOutcome =
            "files changed, but no file's facts: the last run's \(answer.outputCount) output file(s) stand, nothing resolved"
        _ = Console.stopRecording()
        if let saved = replay.moveOnAfterSameFacts(scanned) {
            timings.factsSave = saved.time
            scan.reportCacheSaveFailure(saved.failure)
        }
        scan.reportTimings(timings)
        return true
    }

    /// Keeps this run's outputs and the messages it printed for the next run.
    func remember(_ replay: RunMemoReplay, facts: FactsIdentity?, outputs: [RunMemo.Output], result: ResolvedGraph) {
        let messages = Console.stopRecording()
        replay.remember(facts: facts, outputs: outputs, messages: messages, cacheSaved: result.factsSaveFailure == nil)
    }
}
