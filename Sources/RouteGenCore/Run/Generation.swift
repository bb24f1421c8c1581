import Foundation
import RouteGenModel

/// `generate`, as a list of steps:
///
///     inventory ─▶ memo: unchanged? ─▶ scan ─▶ memo: same facts? ─▶ resolve ─▶ findings ─▶ write ─▶ remember
///                                                                     └─ registry files (own thread) ─┘
///
/// The run memo may answer from the inventory alone or from the facts; otherwise the graph is
/// resolved, its registry emitted on a thread of its own while the findings are worked out and
/// printed, and the files written. The facts cache is saved beside all that and waited for on
/// every way out, so that the process never ends in the middle of a save.
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

    var transcript: RunTranscript { scan.transcript }

    package func run() throws(RunExit) {
        let inventory = scan.inventory()
        // Encoding the settings is a sizeable part of a re-run of a large workspace: once per run.
        let scanDigest = scan.input.config.scanDigest
        let configDigest = scan.input.config.digest(scanDigest: scanDigest)
        var replay = RunMemoReplay(
            key: memoKey(configDigest: configDigest, inventory: inventory), directory: scan.cacheDirectory)
        if replayUnchanged(replay, inventory: inventory) { return }
        transcript.startRecording()
        let scanned = scan.scan(scanDigest: scanDigest, inventory: inventory, identifyFacts: replay.key != nil)
        // An inventory without stamps (nothing stored could use them): the memo is keyed on the
        // stamps of the versions read.
        if replay.key != nil && inventory.stamps.contains(where: { $0 == nil }) {
            replay.rekey(memoKey(configDigest: configDigest, inventory: scanned.inventoryWithReadStamps))
        }
        if replaySameFacts(replay, scanned: scanned) { return }
        var result = try scan.resolve(scanned, leavingCacheSave: true)
        defer { scan.finishFactsSave(&result) }
        result.timings.memo.outcome = replay.missReason(scanned)

        var config = config
        let advice = chooseEntry(&config, result: result)
        let emission = RegistryEmission(result.graph, config: config)
        result.graph.diagnostics = GenerateFindings.diagnostics(
            of: result.graph, config: config, strictVisibility: request.strictVisibility)
        transcript.report(
            result.graph.presented(
                result.graph.diagnostics + DiagnosticPolicy.applying(config.ruleSeverities, to: advice)))
        if let note = RegistryModule.ambiguityNote(config: config, routers: result.graph.routers) {
            transcript.report([note])
        }
        if result.exitStatus != 0 {
            _ = emission.wait()
            scan.finishFactsSave(&result)
            scan.reportTimings(result)
            transcript.say("routegen: registry not written: fix the errors above")
            throw RunExit(status: result.exitStatus)
        }
        let (files, emitTime) = emission.wait()

        var outputs = GeneratedOutputs(transcript: transcript)
        if let folder = config.testOutput {
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
            scan.finishFactsSave(&result)
            scan.reportTimings(result, emit: emitTime)
            return
        case .file(let path):
            // With one file there is exactly one, the Swift registry (`--entry objc` writes several).
            paths = [path]
            try outputs.write([(path, files[0].contents)])
        case .directory(let folder):
            paths = files.map { (folder as NSString).appendingPathComponent($0.name) }
            // The files of one entry call each other: they are replaced together or not at all.
            try outputs.write(Array(zip(paths, files.map(\.contents))))
        }
        if let directory = request.fileListDirectory {
            if request.sourceRoot == nil {
                transcript.report([
                    Diagnostic(
                        .warning,
                        "the file lists hold absolute paths, which hold on this machine only: SRCROOT is not set (Xcode sets it in a Run Script phase) and no project names the folder; pass --srcroot with the folder of the .xcodeproj",
                        at: .wholeFile((directory as NSString).appendingPathComponent(XCFileList.inputsName)))
                ])
            }
            try outputs.writeFileLists(
                into: directory, sources: result.figures.files, otherInputs: request.otherInputs, outputs: paths,
                sourceRoot: request.sourceRoot)
        }
        // Once the cache is saved, so that the figures include the save.
        scan.finishFactsSave(&result)
        scan.reportTimings(result, emit: emitTime)
        replay.remember(
            facts: scanned.identity, outputs: outputs.written, messages: transcript.stopRecording(),
            cacheSaved: result.factsSaveFailure == nil)
    }

    /// The entry language: the one asked for, else Objective-C for an app without Swift files
    /// (with a note that says so) when the registry goes to a folder or standard output. Returns
    /// what to tell the user about the choice.
    private func chooseEntry(_ config: inout RouteGenConfig, result: ResolvedGraph) -> [Diagnostic] {
        var advice: [Diagnostic] = []
        if let entry = request.entry {
            config.entry = entry
        } else if case .file = request.destination {
            // One file is always the Swift entry.
        } else {
            config.entry = EntryAdvice.defaultEntry(
                swiftFilesFound: result.figures.swiftFilesFound,
                objcFilesFound: result.figures.filesFound - result.figures.swiftFilesFound)
            if config.entry == .objc { advice.append(EntryAdvice.objcDefaultNote()) }
        }
        if let warning = EntryAdvice.objcEntryWarning(result.graph, config: config) { advice.append(warning) }
        return advice
    }
}
