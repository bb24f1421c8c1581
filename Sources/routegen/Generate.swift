import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the registration code (the default command).",
        discussion: """
            Without --output-dir or --output the registry is printed to standard output. With \
            --output-dir, the files are written there, and only when their bytes change: \
            <registry-name>.swift with the Swift entry (the default; it registers Swift and Objective-C \
            routers), or <registry-name>.h and .m (Objective-C routers) plus \
            <registry-name>SwiftRoutes.swift (Swift routers, called from the .m) with --entry objc. Every \
            router is registered by exactly one file. --output names the one Swift file (the build \
            plugin's way). When an error was found (an input error that may hide routers, or with \
            --strict-visibility a router the registry cannot see), nothing is written and the exit \
            status is 1; when nothing at all could be read, or the config file is broken, it is 2.
            """
    )

    @OptionGroup var scan: ScanOptions

    @Option(
        name: .customLong("output-dir"),
        help: ArgumentHelp("Folder to write the generated file(s) into; created if missing.", valueName: "dir"))
    var outputDirectory: String?

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "The exact file to write, whatever the registry's name (the build plugin uses it); excludes --output-dir.",
            valueName: "file"))
    var outputFile: String?

    @Option(
        name: .customLong("registry-name"),
        help: ArgumentHelp(
            "Name of the generated type and file. Default: the config's registry-name, else RouteRegistry.",
            valueName: "name"))
    var registryName: String?

    @Option(
        name: .customLong("import"),
        help: ArgumentHelp(
            "A module the generated Swift imports before the router modules. Repeatable; replaces the config's imports and the default ZIKRouter.Internal.",
            valueName: "module"))
    var imports: [String] = []

    @Flag(
        name: .customLong("public"),
        help: "Declare the generated type public, for a registry compiled in a library module.")
    var publicRegistry = false

    @Option(
        help: ArgumentHelp(
            "The language of the registration entry point: swift (RouteRegistry.swift registers every router) or objc (RouteRegistry.h/.m, calling the Swift routers through <Module>-Swift.h; pass --module or --swift-header with it). Default: objc when no Swift file was scanned (and no --output), else swift.",
            valueName: "swift|objc"))
    var entry: RegistryEntry?

    @Option(
        name: .customLong("objc-import"),
        help: ArgumentHelp(
            "A line the generated RouteRegistry.m starts its imports with. Repeatable; replaces the default @import ZIKRouter.Internal;",
            valueName: "line"))
    var objcImports: [String] = []

    @Option(
        name: .customLong("swift-header"),
        help: ArgumentHelp(
            "The Swift interface header RouteRegistry.m imports with --entry objc. Default: <module>-Swift.h.",
            valueName: "name"))
    var swiftHeader: String?

    @Option(
        name: .customLong("xcfilelist-dir"),
        help: ArgumentHelp(
            "Also write routegen-inputs.xcfilelist (every file scanned or read: sources, project files, .xcconfig files, prefix headers, podspecs, Podfile.lock, the config file) and routegen-outputs.xcfilelist (the generated files) here, for a Run Script phase's input and output file lists. Paths under $SRCROOT are written as $(SRCROOT)/….",
            valueName: "dir"))
    var xcfilelistDirectory: String?

    @Option(
        name: .customLong("test-output"),
        help: ArgumentHelp(
            "Also write <registry-name>Tests.swift into this folder: an XCTest case for the app's test target that runs the registry and asserts every registered protocol, identifier and URL pattern resolves. Default: the config's test-output, else none.",
            valueName: "dir"))
    var testOutput: String?

    @Flag(
        name: .customLong("strict-visibility"),
        help:
            "Fail (exit 1, nothing written) when a router in another module is not public or open, instead of warning and leaving it out. The build plugin always passes it; a rule set to off in the config still silences it."
    )
    var strictVisibility = false

    func validate() throws {
        if outputFile != nil && outputDirectory != nil {
            throw ValidationError("--output and --output-dir exclude each other.")
        }
        if xcfilelistDirectory != nil && outputFile == nil && outputDirectory == nil {
            throw ValidationError("--xcfilelist-dir lists the generated files: give --output-dir or --output too.")
        }
        if outputFile != nil && entry == .objc {
            throw ValidationError("--entry objc writes several files: use --output-dir.")
        }
        if let registryName, let problem = SourceIdentifier.problem(registryName, as: "--registry-name") {
            throw ValidationError(problem + ".")
        }
        for module in imports {
            if let problem = SourceIdentifier.problem(module, as: "--import", modulePath: true) {
                throw ValidationError(problem + ".")
            }
        }
        for line in objcImports where line.contains(where: \.isNewline) {
            throw ValidationError("--objc-import must be one line, got '\(line.debugDescription)'.")
        }
    }

    func run() throws {
        var config = try scan.loadConfig()
        if let registryName { config.registryTypeName = registryName }
        if !imports.isEmpty { config.swiftImports = imports }
        if publicRegistry { config.publicRegistry = true }
        if !objcImports.isEmpty { config.objcImports = objcImports }
        if let swiftHeader { config.objcSwiftHeader = swiftHeader }
        if let testOutput { config.testOutput = testOutput }

        let inventory = try scan.inventory(config: config)
        let environment = ProcessInfo.processInfo.environment
        // Encoding the settings is a sizeable part of a re-run of a large workspace: once per run.
        let configDigest = config.digest
        var replay = RunMemoReplay(
            key: try memoKey(
                config: config, configDigest: configDigest, inventory: inventory, environment: environment),
            directory: scan.cacheDirectory)
        if replayUnchanged(replay, inventory: inventory) { return }
        Console.startRecording()
        var written: [RunMemo.Output] = []
        let scanned = try scan.scanSources(
            config: config, configDigest: configDigest, inventory: inventory, identifyFacts: replay.key != nil)
        // An inventory without stamps (nothing stored could use them): the memo is keyed on the
        // stamps of the versions read. Never a way out here (the scan may have started a cache
        // save): should the project not read again, the key stays as it was, which no run trusts.
        if replay.key != nil && inventory.stamps.contains(where: { $0 == nil }) {
            replay.rekey(
                try? self.memoKey(
                    config: config, configDigest: configDigest, inventory: scanned.inventoryWithReadStamps,
                    environment: environment))
        }
        if replaySameFacts(replay, scanned: scanned) { return }
        // The cache is saved while the registry is emitted and written; every way out below
        // waits for it, so that the process never ends in the middle of a save.
        var result = try scan.resolve(scanned, config: config, leavingCacheSave: true)
        var factsSaveFinished = false
        func finishFactsSave() {
            guard !factsSaveFinished else { return }
            factsSaveFinished = true
            scan.finishFactsSave(&result)
        }
        defer { finishFactsSave() }
        result.timings.memoOutcome = replay.missReason(scanned)
        var advice: [Diagnostic] = []
        if let entry {
            config.entry = entry
        } else if outputFile == nil {
            config.entry = EntryAdvice.defaultEntry(
                swiftFilesFound: result.figures.swiftFilesFound,
                objcFilesFound: result.figures.filesFound - result.figures.swiftFilesFound)
            if config.entry == .objc { advice.append(EntryAdvice.objcDefaultNote()) }
        }
        if let warning = EntryAdvice.objcEntryWarning(result.graph, config: config) { advice.append(warning) }
        let emission = RegistryEmission(result.graph, config: config)
        result.graph.diagnostics = GenerateFindings.diagnostics(
            of: result.graph, config: config, strictVisibility: strictVisibility)
        Console.report(
            result.graph.presented(
                result.graph.diagnostics + DiagnosticPolicy.applying(config.ruleSeverities, to: advice)))
        if let note = RegistryModule.ambiguityNote(config: config, routers: result.graph.routers) {
            Console.report([note])
        }
        if result.exitStatus != 0 {
            _ = emission.wait()
            finishFactsSave()
            scan.reportTimings(result)
            Console.error("routegen: registry not written: fix the errors above")
            throw ExitCode(result.exitStatus)
        }
        let (files, emitTime) = emission.wait()
        // Once the cache is saved, so that the figures include the save.
        func reportTimings() {
            finishFactsSave()
            scan.reportTimings(result, emit: emitTime)
        }
        if let folder = config.testOutput {
            let test = RouteTestEmitter.emit(result.graph, config: config, moduleMap: result.figures.moduleMap)
            try write(
                [((folder as NSString).appendingPathComponent(RouteTestEmitter.fileName(config: config)), test)],
                into: &written)
        }
        if let outputFile {
            // Validated: with --output there is exactly one file, the Swift registry.
            try write([(outputFile, files[0].contents)], into: &written)
            try writeFileLists(result, config: config, outputs: [outputFile], into: &written)
            reportTimings()
            remember(replay, facts: scanned.identity, outputs: written, result: result)
            return
        }
        guard let outputDirectory else {
            for file in files {
                if files.count > 1 { Console.output("// ---- \(file.name) ----\n") }
                Console.output(file.contents)
            }
            reportTimings()
            return
        }
        let outputs = files.map { (outputDirectory as NSString).appendingPathComponent($0.name) }
        // The files of one entry call each other: they are replaced together or not at all.
        try write(Array(zip(outputs, files.map(\.contents))), into: &written)
        try writeFileLists(result, config: config, outputs: outputs, into: &written)
        reportTimings()
        remember(replay, facts: scanned.identity, outputs: written, result: result)
    }

    private func writeFileLists(
        _ result: ResolvedGraph, config: RouteGenConfig, outputs: [String], into written: inout [RunMemo.Output]
    ) throws {
        guard let xcfilelistDirectory else { return }
        // The config file too: a sandboxed script may read only what the list names.
        let projectInputs =
            (try scan.projectLayout(config)?.inputFiles ?? []) + [scan.resolvedConfigPath].compactMap { $0 }
        let inputsList = (xcfilelistDirectory as NSString).appendingPathComponent(XCFileList.inputsName)
        let outputsList = (xcfilelistDirectory as NSString).appendingPathComponent(XCFileList.outputsName)
        // The lists are outputs too: a sandboxed script may write only what they name.
        let lists = XCFileList.lists(
            inputs: result.figures.files + projectInputs, outputs: outputs + [inputsList, outputsList],
            environment: ProcessInfo.processInfo.environment)
        try write([(inputsList, lists.inputs)], into: &written)
        try write([(outputsList, lists.outputs)], into: &written)
    }

    /// Writes a set of files and adds them to `written`, for the run memo.
    private func write(_ files: [(path: String, contents: String)], into written: inout [RunMemo.Output]) throws {
        let data = files.map { ($0.path, Data($0.contents.utf8)) }
        written += data.map { RunMemo.Output(path: $0.0, contents: $0.1) }
        do {
            _ = try OutputWriter.writeSet(data)
        } catch {
            Console.error("\(error.path): error: cannot write the registry: \(error.reason)")
            throw ExitCode(2)
        }
    }
}

extension RegistryEntry: ExpressibleByArgument {}
