import Foundation
import RouteGenModel

/// `generate`, as a list of steps:
///
///     inventory ─▶ memo: unchanged? ─▶ scan ─▶ memo: same facts? ─▶ resolve ─▶ findings ─▶ write ─▶ remember
///                                                                     └─ registry files (own thread) ─┘
///
/// The run memo may answer from the inventory alone or from the facts; otherwise the graph is
/// resolved, its registry emitted on a thread of its own while the findings are worked out and
/// printed, and the files written. The facts cache is saved beside all that, in the run's
/// `FactsCacheSession`, which waits for the save however the run ends.
package struct Generation {
    package var request: GenerationRequest
    /// The settings the registry is made with; the scan's are `scan.input.config`.
    package var config: RouteGenConfig
    package var scan: ScanRun

    package init(request: GenerationRequest, config: RouteGenConfig, scan: ScanRun) {
        self.request = request
        self.config = config
        self.scan = scan
    }

    /// The generation of a setup: its config (with the command's own settings) and its sources.
    package init(request: GenerationRequest, setup: RunSetup, transcript: RunTranscript) {
        self.init(request: request, config: setup.config, scan: ScanRun(setup: setup, transcript: transcript))
    }

    var transcript: RunTranscript { scan.transcript }

    package func run() throws(RunExit) {
        // The project's layout and settings, freed one by one, are a measurable part of a run the
        // memo answers at once.
        if scan.keepsValuesUntilExit { KeptUntilExit.keep(self) }
        try scan.reportingTimings { () throws(RunExit) in try generate() }
    }

    private func generate() throws(RunExit) {
        let inventory = scan.inventory()
        if scan.keepsValuesUntilExit { KeptUntilExit.keep(inventory) }
        let configDigest = config.digest(scanDigest: scan.scanDigest)
        var replay = RunMemoReplay(
            key: memoKey(configDigest: configDigest, inventory: inventory), directory: scan.cacheDirectory)
        if replayUnchanged(replay) { return }
        transcript.startRecording()
        let written = try scan.withFactsCache { cache throws(RunExit) -> Written? in
            let scanned = scan.scan(inventory: inventory, cache: cache, identifyFacts: replay.key != nil)
            // An inventory without stamps (nothing stored could use them): the memo is keyed on the
            // stamps of the versions read.
            if replay.key != nil && inventory.stamps.contains(where: { $0 == nil }) {
                replay.rekey(memoKey(configDigest: configDigest, inventory: scanned.inventoryWithReadStamps))
            }
            if replaySameFacts(replay, scanned: scanned, cache: cache) { return nil }
            let result = try scan.resolve(scanned, cache: cache)
            scan.timings.phases.memo.outcome = replay.missReason(scanned)
            guard let outputs = try emit(result) else { return nil }
            // The memo describes the cache: it is kept only once the cache is saved.
            return Written(facts: scanned.identity, outputs: outputs, cacheSaved: cache.end()?.failure == nil)
        }
        guard let written else { return }
        replay.remember(
            facts: written.facts, outputs: written.outputs, messages: transcript.stopRecording(),
            cacheSaved: written.cacheSaved)
    }

    /// What a run that wrote its files leaves for the memo.
    private struct Written {
        var facts: FactsIdentity?
        var outputs: [RunMemo.Output]
        var cacheSaved: Bool
    }

    /// The findings, then the registry (and the route test, and the file lists) written; nil
    /// when the registry went to standard output. Nothing is written when an error was found.
    private func emit(_ result: ResolvedGraph) throws(RunExit) -> [RunMemo.Output]? {
        let (config, advice) = configWithEntry(for: result)
        let emission = RegistryEmission(result.graph, config: config)
        // A large app's input list is tens of thousands of paths to spell and sort: beside the
        // registry's emission and the findings.
        let (sources, sourceRoot) = (result.figures.files, request.sourceRoot)
        let sourceLines: LargeStackThread.Pending<[String]>? =
            request.fileListDirectory != nil && scan.input.settings.jobs > 1
            ? LargeStackThread.Pending { XCFileList.lines(sources, sourceRoot: sourceRoot) } : nil
        defer { _ = sourceLines?.wait() }
        var result = result
        result.graph.diagnostics = result.findings(
            config: config, scope: .registry(strictVisibility: request.strictVisibility))
        transcript.report(
            result.graph.presented(
                result.graph.diagnostics + DiagnosticPolicy.applying(config.resolve.ruleSeverities, to: advice)))
        if let note = RegistryModule.ambiguityNote(config: config, routers: result.graph.routers) {
            transcript.report([note])
        }
        if result.exitStatus != 0 {
            _ = emission.wait()
            transcript.say("routegen: registry not written: fix the errors above")
            throw RunExit(status: result.exitStatus)
        }
        let (files, emitTime) = emission.wait()
        scan.timings.phases.emit = emitTime
        var outputs = GeneratedOutputs(transcript: transcript)
        if let folder = config.output.testOutput {
            let test = RouteTestEmitter.emit(result.graph, config: config, moduleMap: result.figures.moduleMap)
            try outputs.write(
                [((folder as NSString).appendingPathComponent(RouteTestEmitter.fileName(config: config)), test)])
        }
        let paths: [String]
        switch request.destination {
        case .standardOutput:
            for file in files {
                if files.count > 1 { transcript.output("// ---- \(file.name) ----\n") }
                transcript.output(file.contents)
            }
            return nil
        case .file(let path):
            // With one file there is exactly one, the Swift registry (`--entry objc` writes several).
            paths = [path]
            try outputs.write([(path, files[0].contents)])
        case .directory(let folder):
            paths = files.map { (folder as NSString).appendingPathComponent($0.name) }
            // The files of one entry call each other: they are replaced together or not at all.
            try outputs.write(Array(zip(paths, files.map(\.contents))))
        }
        try writeFileLists(result, outputs: &outputs, paths: paths, sourceLines: sourceLines?.wait())
        return outputs.written
    }

    /// The Run Script phase's input and output lists, when asked for.
    /// - Parameter sourceLines: the sources' lines, when worked out ahead.
    private func writeFileLists(
        _ result: ResolvedGraph, outputs: inout GeneratedOutputs, paths: [String], sourceLines: [String]?
    ) throws(RunExit) {
        guard let directory = request.fileListDirectory else { return }
        if request.sourceRoot == nil {
            transcript.report([
                Diagnostic(
                    .warning,
                    "the file lists hold absolute paths, which hold on this machine only: SRCROOT is not set (Xcode sets it in a Run Script phase) and no project names the folder; pass --srcroot with the folder of the .xcodeproj",
                    at: .wholeFile((directory as NSString).appendingPathComponent(XCFileList.inputsName)))
            ])
        }
        try outputs.writeFileLists(
            into: directory,
            sourceLines: sourceLines ?? XCFileList.lines(result.figures.files, sourceRoot: request.sourceRoot),
            otherInputs: request.otherInputs, outputs: paths, sourceRoot: request.sourceRoot)
    }

    /// The config with the entry language decided: the one asked for, else Objective-C for an app
    /// without Swift files (with a note that says so) when the registry goes to a folder or
    /// standard output. Returns what to tell the user about the choice beside it.
    private func configWithEntry(for result: ResolvedGraph) -> (RouteGenConfig, [Diagnostic]) {
        var config = config
        var advice: [Diagnostic] = []
        if let entry = request.entry {
            config.output.entry = entry
        } else if case .file = request.destination {
            // One file is always the Swift entry.
        } else {
            config.output.entry = EntryAdvice.defaultEntry(
                swiftFilesFound: result.figures.swiftFilesFound,
                objcFilesFound: result.figures.filesFound - result.figures.swiftFilesFound)
            if config.output.entry == .objc { advice.append(EntryAdvice.objcDefaultNote()) }
        }
        if let warning = EntryAdvice.objcEntryWarning(result.graph, config: config) { advice.append(warning) }
        return (config, advice)
    }
}
