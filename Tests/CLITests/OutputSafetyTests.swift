import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Output that is all or nothing, never a trap on a failed write, and never a silent exit 0.
struct OutputSafetyTests {
    private let app = Repository.path("Fixtures/SwiftApp/Sources")

    private func shell(_ script: String, environment: [String: String] = [:]) throws -> ProcessOutput {
        try ProcessRunner.run(
            "/bin/sh", ["-c", script],
            environment: environment.merging(["ROUTEGEN": try ProcessRunner.routegenBinary()]) { $1 })
    }

    @Test func fullStandardOutputIsExitOne() throws {
        let output = try shell(
            "\"$ROUTEGEN\" \"$1\" --module App > /dev/full; echo \"status=$?\" >&2".replacingOccurrences(
                of: "$1", with: app))
        #expect(output.stderr.contains("status=1"), "\(output.stderr)")
    }

    @Test func fullOrClosedStandardErrorIsNeverATrap() throws {
        // A missing path makes routegen report on standard error and exit 1; the report cannot land.
        for redirect in ["2>/dev/full", "2>&-"] {
            let output = try shell(
                "\"$ROUTEGEN\" /no/such/folder \"\(app)\" --module App >/dev/null \(redirect); echo \"status=$?\"")
            #expect(output.stdout.contains("status=1"), "\(redirect): \(output.stdout)")
        }
        let clean = try shell("\"$ROUTEGEN\" \"\(app)\" --module App >/dev/null 2>&-; echo \"status=$?\"")
        #expect(clean.stdout.contains("status=0"), "nothing to report: \(clean.stdout)")
    }

    @Test func cacheWithOutOfRangeSegmentBoundsIsRejectedNotATrap() {
        // A header that passes every check up to its one segment's length and table position,
        // behind a valid checksum, with values near the limits of arithmetic.
        let bounds: [(length: Int, table: Int)] = [
            (Int.max / 2, 0), (1 << 62, 1 << 62), (3, Int.max / 2), (3, 1 << 40), (0, 0), (3, 4),
        ]
        for (length, table) in bounds {
            var header = BinaryWriter()
            header.write(FactsStore.formatVersion)
            header.write(RouteGenVersion.current)
            header.write(ScanSettings().digest)
            header.write(bytes: [])
            header.write([String]())
            header.write(false) // no router closure
            header.write(1)
            header.write(1)
            header.write(length)
            header.write(table)
            let bytes = FactsStore.framed(header.encoded + [0, 1, 2])
            let result = FactsStore.decode(
                bytes, toolVersion: RouteGenVersion.current, configHash: ScanSettings().digest, jobs: 1)
            guard case .failure = result else {
                Issue.record("accepted a cache whose segment has length \(length) and table \(table)")
                continue
            }
        }
    }

    @Test func noSourcesKeepsTheOldRegistry() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let registry = tree.path + "/Generated/RouteRegistry.swift"
        #expect(
            try ProcessRunner.run(try ProcessRunner.routegenBinary(), [app, "--module", "App", "--output", registry])
                .status == 0)
        let good = try String(contentsOfFile: registry, encoding: .utf8)
        try tree.write("Empty/README.md", "moved away")
        let emptied = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), [tree.path + "/Empty", "--module", "App", "--output", registry])
        #expect(emptied.status == 1)
        #expect(emptied.stderr.contains("no-sources"))
        #expect(try String(contentsOfFile: registry, encoding: .utf8) == good)
    }

    /// A folder of sources without a router (a Run Script phase pointed at the wrong folder): the
    /// registry is written, and a warning says how many files were scanned, and where.
    @Test func noRoutersWarnsNamingWhatWasScanned() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/Settings/SettingsView.swift",
            "import UIKit\n\nfinal class SettingsViewController: UIViewController {}\n")
        try tree.write("Sources/Settings/SettingsModel.swift", "struct SettingsModel {\n    var title: String\n}\n")
        let registry = tree.path + "/Generated/RouteRegistry.swift"
        let run = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            ["generate", tree.path + "/Sources", "--module", "Settings", "--output", registry])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "warning: no router found in the 2 files scanned in \(tree.path)/Sources; the registry registers nothing. Check that these are the sources that declare the app's routers [no-routers]"
            ), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: registry))
        let check = try ProcessRunner.run(try ProcessRunner.routegenBinary(), ["check", tree.path + "/Sources"])
        #expect(check.status == 0 && (check.stdout + check.stderr).contains("[no-routers]"), "\(check.stdout)")
    }

    @Test func aSetIsReplacedTogetherOrNotAtAll() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Out/RouteRegistry.m", "old m")
        try tree.write("Out/RouteRegistrySwiftRoutes.swift", "old swift")
        // The second file cannot be staged (its folder is a file): the first must stay old too.
        try tree.write("Blocked", "a file where a folder should be")
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter.writeSet([
                (tree.path + "/Out/RouteRegistry.m", Data("new m".utf8)),
                (tree.path + "/Blocked/RouteRegistrySwiftRoutes.swift", Data("new swift".utf8)),
            ])
        }
        #expect(try String(contentsOfFile: tree.path + "/Out/RouteRegistry.m", encoding: .utf8) == "old m")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.path + "/Out").sorted() == [
                "RouteRegistry.m", "RouteRegistrySwiftRoutes.swift",
            ], "no temporary file left")
        let outcomes = try OutputWriter.writeSet([
            (tree.path + "/Out/RouteRegistry.m", Data("new m".utf8)),
            (tree.path + "/Out/RouteRegistrySwiftRoutes.swift", Data("old swift".utf8)),
        ])
        #expect(outcomes == [.written, .unchanged])
        #expect(try String(contentsOfFile: tree.path + "/Out/RouteRegistry.m", encoding: .utf8) == "new m")
    }

    @Test func failedWriteSaysWhy() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Generated", "a file where the output folder should be")
        let output = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), [app, "--module", "App", "--output-dir", tree.path + "/Generated/Sub"])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "\(tree.path)/Generated/Sub: error: cannot write the registry: cannot create the folder:"),
            "\(output.stderr)")
        #expect(!output.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func temporaryFilesOfKilledRunsAreRemoved() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        // A process that has exited: its id names no running process.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let target = tree.path + "/RouteRegistry.swift"
        let stale = OutputWriter.temporaryPath(for: target, pid: finished.processIdentifier)
        let live = OutputWriter.temporaryPath(for: target, pid: 1)
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("another run's".utf8).write(to: URL(fileURLWithPath: live))
        _ = try OutputWriter.write("registry", to: target)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live), "a running process's file is left alone")
    }

    @Test func symlinkedOutputIsWrittenThrough() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Shared/RouteRegistry.swift", "old")
        try FileManager.default.createDirectory(atPath: tree.path + "/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: tree.path + "/App/RouteRegistry.swift", withDestinationPath: "../Shared/RouteRegistry.swift")
        #expect(try OutputWriter.write("new", to: tree.path + "/App/RouteRegistry.swift") == .written)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: tree.path + "/App/RouteRegistry.swift")
                == "../Shared/RouteRegistry.swift")
        #expect(try String(contentsOfFile: tree.path + "/Shared/RouteRegistry.swift", encoding: .utf8) == "new")
    }

    @Test func unusableCacheIsReportedOnce() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("cache/routegen-facts.cache", "routegen-facts\nnot a cache at all")
        let output = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), [app, "--module", "App", "--cache-dir", tree.path + "/cache"])
        #expect(output.status == 0)
        #expect(
            output.stderr.components(separatedBy: "cache not used: the cache file is damaged").count == 2,
            "\(output.stderr)")
        try tree.write("blocked", "a file where the cache folder should be")
        let unwritable = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), [app, "--module", "App", "--cache-dir", tree.path + "/blocked/cache"])
        #expect(unwritable.status == 0)
        #expect(unwritable.stderr.components(separatedBy: "cannot save the cache").count == 2, "\(unwritable.stderr)")
    }

    @Test func newlineInAFileNameStaysOnOneLine() {
        let diagnostic = Diagnostic(
            .warning, "syntax error", at: SourceLocation(file: "Sources/App/Bad\nName.swift", line: 3, column: 1),
            rule: .syntaxError)
        #expect(!diagnostic.rendered.contains("\n"))
        #expect(diagnostic.rendered == "Sources/App/Bad\\nName.swift:3:1: warning: syntax error [syntax-error]")
    }
}
