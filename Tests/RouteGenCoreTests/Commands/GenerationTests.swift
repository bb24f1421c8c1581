import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// `Generation` driven the way the CLI drives it, through a console of its own: the run memo, the
/// writes and what is said on each way out are the library's, so they hold without a process.
@Suite(.serialized) struct GenerationTests {
    /// What a run said, kept in order.
    final class KeptConsole: RunConsole, @unchecked Sendable {
        private let lock = NSLock()
        private var errorLines: [String] = []
        private var outputText = ""

        var errors: [String] { lock.withLock { errorLines } }
        var output: String { lock.withLock { outputText } }

        func render(_ diagnostic: Diagnostic) -> String { diagnostic.rendered }
        func error(_ line: String) { lock.withLock { errorLines.append(line) } }
        func output(_ text: String) { lock.withLock { outputText += text } }
        var drawsProgress: Bool { false }
        func progress(done: Int, total: Int) {}
        func endProgress() {}
    }

    /// The run memo's sample app, its stamps older than the racy window so that an unchanged app
    /// can be answered by them.
    private func app() throws -> TemporaryDirectory {
        let tree = try RunMemoSampleApp.write()
        for file in FileManager.default.enumerator(atPath: tree.path + "/Sources")?.allObjects as? [String] ?? [] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: tree.path + "/Sources/" + file)
        }
        return tree
    }

    private func generation(
        _ tree: TemporaryDirectory, to destination: GenerationRequest.Destination, console: KeptConsole,
        module: String = "App"
    ) -> Generation {
        var config = RouteGenConfig()
        config.resolve.registryModule = module
        var scan = ScanRun(
            input: Pipeline.Input(paths: [tree.path + "/Sources"], config: config, jobs: 2),
            cacheDirectory: tree.path + "/cache", transcript: RunTranscript(console: console))
        scan.reportsTimings = true
        var request = GenerationRequest(destination: destination)
        request.invocation = RunMemoKey.Invocation(
            arguments: ["generate"], workingDirectory: tree.path, environment: [:], standardErrorIsTerminal: false)
        return Generation(request: request, config: config, scan: scan)
    }

    private func findings(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ") }
            .filter { !$0.contains("cache") }
    }

    @Test func anUnchangedAppIsAnsweredByTheMemoWithTheSameFindings() throws {
        let tree = try app()
        defer { tree.remove() }
        let first = KeptConsole()
        try generation(tree, to: .directory(tree.path + "/Generated"), console: first).run()
        let registryPath = tree.path + "/Generated/RouteRegistry.swift"
        let written = try String(contentsOfFile: registryPath, encoding: .utf8)
        #expect(written.contains("LoginViewRouter.registerRoutableDestination()"))
        #expect(first.output.isEmpty)
        let warnings = findings(first.errors)
        #expect(warnings.contains { $0.contains("ZIKHelpViewRouter") && $0.contains("header-less-router") })
        #expect(first.errors.contains { $0.contains("no memo kept yet") })

        let second = KeptConsole()
        try generation(tree, to: .directory(tree.path + "/Generated"), console: second).run()
        #expect(second.errors.contains { $0.contains("nothing changed since the last run") })
        #expect(findings(second.errors) == warnings)
        #expect(try String(contentsOfFile: registryPath, encoding: .utf8) == written)
    }

    @Test func aRegistryOnStandardOutputKeepsNoMemo() throws {
        let tree = try app()
        defer { tree.remove() }
        let console = KeptConsole()
        try generation(tree, to: .standardOutput, console: console).run()
        #expect(console.output.contains("LoginViewRouter.registerRoutableDestination()"))
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/cache/" + RunMemo.fileName))
        // The facts cache is still saved: the next run of any command reads it.
        #expect(FileManager.default.fileExists(atPath: tree.path + "/cache/" + FactsStore.fileName))
    }

    @Test func aRegistryModuleNoFileIsInStopsTheRunBeforeAnythingIsWritten() throws {
        let tree = try app()
        defer { tree.remove() }
        let console = KeptConsole()
        var run = generation(tree, to: .directory(tree.path + "/Generated"), console: console, module: "Shop")
        run.scan.registryModuleOrigin = "--module Shop"
        #expect(throws: RunExit.self) { try run.run() }
        #expect(console.errors.contains { $0.hasPrefix("routegen: error: --module Shop: ") })
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/Generated"))
    }

    @Test func anUnwritableDestinationSaysWhichPathAndLeavesNoMemo() throws {
        let tree = try app()
        defer { tree.remove() }
        // A file where the output folder should be.
        try tree.write("Generated", "not a folder")
        let console = KeptConsole()
        do {
            try generation(tree, to: .directory(tree.path + "/Generated"), console: console).run()
            Issue.record("the run wrote into a file")
        } catch {
            #expect(error.status == 2)
        }
        #expect(console.errors.contains { $0.contains("cannot write the registry") && $0.contains("Generated") })
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/cache/" + RunMemo.fileName))
        #expect(try String(contentsOfFile: tree.path + "/Generated", encoding: .utf8) == "not a folder")
    }
}
