import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// The header closure across runs, as a Run Script phase runs `generate` with a cache folder: kept
/// with the project reading, an unchanged app reads no file's imports again, an edited file's
/// imports are read again, and an added `#import` brings its header into the next run.
@Suite(.serialized) struct HeaderClosureRunTests {
    private func run(_ root: String, cache: String) throws -> (lines: [String], status: Int32) {
        let request = ProjectLoader.Request(project: root + "/HeaderMapApp.xcodeproj")
        let store = ProjectLayoutStore(directory: cache)
        let reading = try ProjectLoader.read(request, store: store).get()
        var config = RouteGenConfig()
        reading.layout.apply(to: &config)
        config.output.entry = .objc
        var input = Pipeline.Input(paths: [], config: config, jobs: 2)
        input.sources.project = reading.layout
        let console = GenerationTests.KeptConsole()
        var scan = ScanRun(input: input, cacheDirectory: cache, transcript: RunTranscript(console: console))
        scan.reportsTimings = true
        scan.projectTimings = reading.timings
        scan.projectStore = (store, request, reading.needsSaving)
        var generation = GenerationRequest(destination: .directory(root + "/Generated"))
        generation.invocation = RunMemoKey.Invocation(
            arguments: ["generate"], workingDirectory: root, environment: [:], standardErrorIsTerminal: false)
        do {
            try Generation(request: generation, config: config, scan: scan).run()
            return (console.errors, 0)
        } catch {
            return (console.errors, error.status)
        }
    }

    private func closureLine(_ lines: [String]) -> String {
        lines.joined(separator: "\n").split(separator: "\n").first { $0.contains("header closure") }.map(String.init)
            ?? ""
    }

    @Test func keptWhileNothingChangesAndWorkedOutAgainWhenAnImportDoes() throws {
        let (folder, root) = try SettledCopy.make(of: Repository.path("Fixtures/Xcode/HeaderMapApp"), name: "App")
        defer { folder.remove() }
        let cache = folder.path + "/cache"

        let first = try run(root, cache: cache)
        #expect(first.status == 0, "\(first.lines)")
        #expect(closureLine(first.lines).contains("worked out"), "\(first.lines)")
        #expect(FileManager.default.fileExists(atPath: cache + "/" + ProjectLayoutStore.fileName))

        // Nothing changed: the kept reading and closure answer, no file's imports are read.
        let second = try run(root, cache: cache)
        #expect(closureLine(second.lines).contains("kept: no file changed"), "\(second.lines)")
        #expect(second.lines.contains { $0.contains("the reading kept in the cache folder") })

        // A comment: the file's imports are read again, the closure stands.
        let delegate = root + "/App/AppDelegate.m"
        var text = try String(contentsOfFile: delegate, encoding: .utf8)
        try (text + "// reviewed\n").write(toFile: delegate, atomically: false, encoding: .utf8)
        let kept = cache + "/" + ProjectLayoutStore.fileName
        let keptBefore = try FileManager.default.attributesOfItem(atPath: kept)[.modificationDate] as? Date
        let third = try run(root, cache: cache)
        #expect(closureLine(third.lines).contains("imports of 1 changed files read again, unchanged"), "\(third.lines)")
        // Its imports compared by their digest: the kept reading is neither decoded nor rewritten.
        #expect(try FileManager.default.attributesOfItem(atPath: kept)[.modificationDate] as? Date == keptBefore)

        // An import of the header nothing included: the next run reads it.
        #expect(closureLine(third.lines).contains("7 headers added"), "\(third.lines)")
        text = try String(contentsOfFile: delegate, encoding: .utf8)
        try text.replacingOccurrences(
            of: "#import \"OnlyOnDisk.h\"\n", with: "#import \"OnlyOnDisk.h\"\n#import \"HMUnusedViewInput.h\"\n"
        ).write(toFile: delegate, atomically: false, encoding: .utf8)
        let fourth = try run(root, cache: cache)
        #expect(closureLine(fourth.lines).contains("worked out"), "\(fourth.lines)")
        #expect(closureLine(fourth.lines).contains("8 headers added"), "\(fourth.lines)")
        #expect(fourth.status == 0, "\(fourth.lines)")
        let reading = try ProjectLayoutStore(directory: cache).load(.init(project: root + "/HeaderMapApp.xcodeproj"))
            .get()
        #expect(reading.headerClosure?.added[root + "/App/Interfaces/HMUnusedViewInput.h"] == "HeaderMapApp")
    }

    /// A changed project file reads the project again, but a file whose stamp is unchanged keeps its
    /// imports: none is read again (only a header beside a compiled file that nothing included would be).
    @Test func aProjectReadAgainKeepsTheImportsOfUnchangedFiles() throws {
        let (folder, root) = try SettledCopy.make(of: Repository.path("Fixtures/Xcode/HeaderMapApp"), name: "App")
        defer { folder.remove() }
        let cache = folder.path + "/cache"
        _ = try run(root, cache: cache)
        let project = root + "/HeaderMapApp.xcodeproj/project.pbxproj"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: project))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        let again = try run(root, cache: cache)
        let line = closureLine(again.lines)
        #expect(again.lines.contains { $0.contains("kept reading not used") }, "\(again.lines)")
        #expect(line.contains("worked out: imports of 0 files read"), "\(again.lines)")
    }
}
