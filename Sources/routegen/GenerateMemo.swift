#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RouteGenCore

/// `generate`'s run memo: a run of an unchanged app (the build plugin's and a Run Script phase's
/// usual case) prints what the last run printed and leaves the outputs alone, without loading
/// the facts cache or resolving the graph again.
extension Generate {
    /// The key of this run, when it writes files and has a cache folder to keep the memo in.
    func memoKey(config: RouteGenConfig, survey: Pipeline.Survey) throws -> RunMemoKey? {
        guard scan.cacheDirectory != nil, outputFile != nil || outputDirectory != nil else { return nil }
        // --timings changes only what this run says about itself, which is never replayed.
        let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--timings" }
        let projectInputs = try scan.projectLayout(config)?.inputFiles ?? []
        return RunMemoKey(
            arguments: Array(arguments), workingDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment, standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
            configDigest: config.digest, survey: survey, otherInputs: projectInputs + [scan.resolvedConfigPath].compactMap { $0 }
        )
    }

    /// Replays the memo when it matches and its outputs are intact; false when the run must go on.
    func replayMemo(_ key: RunMemoKey?, survey: Pipeline.Survey) throws -> Bool {
        guard let key, key.trustworthy, let directory = scan.cacheDirectory else { return false }
        let clock = ContinuousClock()
        let start = clock.now
        var timings = PipelineTimings(jobs: max(1, scan.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        timings.discover = survey.discoverTime
        timings.stat = survey.statTime
        timings.filesSeen = survey.files.count
        guard let memo = RunMemo.load(directory: directory), memo.key == key.digest, memo.outputsAreIntact else { return false }
        for line in memo.messages { Console.error(line) }
        timings.memoCheck = start.duration(to: clock.now)
        timings.memoHit = true
        timings.memoOutcome = "nothing changed since the last run and its \(memo.outputs.count) output file(s) are intact: nothing else to do"
        scan.reportTimings(timings)
        return true
    }

    /// Keeps this run's outputs and messages for the next run, when its inputs can be trusted;
    /// otherwise removes an older memo, which must not outlive inputs it no longer describes.
    func remember(_ key: RunMemoKey?, outputs: [RunMemo.Output], result: Pipeline.Result) {
        let messages = Console.stopRecording()
        guard let key, let directory = scan.cacheDirectory else { return }
        guard key.trustworthy, result.cacheSaveFailure == nil else {
            RunMemo.remove(directory: directory)
            return
        }
        RunMemo(key: key.digest, outputs: outputs, messages: messages).save(directory: directory)
    }
}
