import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A cold run saves its cache while its conformance round works, `generate` emits while the
/// save finishes, and a run with nothing stored takes each file's stamp as it reads it: the cache
/// must hold exactly what a save after the resolve would have written, also when the round parses
/// files after the save began, the stamps read must be the stamps a inventory finds, and the run's
/// facts identity must not depend on how its bytes were split over the jobs.
struct ColdSaveTests {
    /// What a cold run of `paths` left: the cache file it wrote into `directory`, and whether the
    /// scan started the save.
    private struct ColdRun {
        var bytes: Data
        var startedEarly: Bool
        var graph: RouteGraph
        var timings: PipelineTimings
        var skippedPaths: [String]
    }

    /// Each stage in turn, as a command drives them, in one cache session.
    private static func coldCache(_ paths: [String], jobs: Int, directory: String) throws -> ColdRun {
        let input = Pipeline.Input(paths: paths, jobs: jobs)
        let session = FactsCacheSession(
            store: FactsStore(directory: directory, scanDigest: ScanSettings().digest), jobs: jobs)
        let recorder = TimingsRecorder(jobs: jobs)
        var scanned = Pipeline.scan(input, cache: session, timings: recorder)
        let startedEarly = session.isSaving
        let decoded = Pipeline.decode(&scanned, input: input, cache: session, timings: recorder)
        session.save(scanned)
        let result = Pipeline.resolve(scanned, facts: decoded.facts, input: input, timings: recorder)
        #expect(session.end()?.failure == nil)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + FactsStore.fileName))
        return ColdRun(
            bytes: bytes, startedEarly: startedEarly, graph: result.graph, timings: recorder.phases,
            skippedPaths: scanned.skippedPaths)
    }

    @Test func theCacheSavedBesideTheRoundIsTheCacheSavedAfterTheResolve() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        // A router with an ordinary file beside it: the round finds nothing to parse.
        try tree.write(
            "Sources/App/LoginViewRouter.swift",
            """
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("login")
                }
            }

            """)
        try tree.write(
            "Sources/App/LoginFormatter.swift",
            "final class LoginFormatter: NSObject {\n    func title() -> String { \"Login\" }\n}\n")
        try tree.write(
            "Sources/Legacy/LegacyViewRouter.h",
            "#import <ZIKRouter/ZIKRouter.h>\n@interface LegacyViewRouter : ZIKViewRouter\n@end\n")
        try tree.write("Sources/Legacy/LegacyStore.h", "@interface LegacyStore : NSObject\n- (void)reload;\n@end\n")
        try Self.age(tree.path + "/Sources")
        let paths = [tree.path + "/Sources"]
        let early = try Self.coldCache(paths, jobs: 2, directory: tree.path + "/two")
        let late = try Self.coldCache(paths, jobs: 1, directory: tree.path + "/one")
        let startedEarly = early.startedEarly
        let startedLate = late.startedEarly
        #expect(startedEarly, "a cold run with two jobs starts the save during the scan")
        #expect(!startedLate)
        #expect(early.skippedPaths.count == 2)
        #expect(early.bytes == late.bytes)
        #expect(early.graph == late.graph)

        // Warm, nothing changed: no save is started, and the cache answers every file.
        let session = FactsCacheSession(
            store: FactsStore(directory: tree.path + "/two", scanDigest: ScanSettings().digest), jobs: 2)
        let recorder = TimingsRecorder(jobs: 2)
        let warm = Pipeline.scan(Pipeline.Input(paths: paths, jobs: 2), cache: session, timings: recorder)
        let warmStarted = session.isSaving
        #expect(!warmStarted)
        #expect(!warm.factsToSave)
        #expect(recorder.phases.files.cacheHitsByStamp == 4)
    }

    /// The fixtures, whose round parses files for conformance: the same cache either way.
    @Test func everyFixtureGivesTheSameColdCacheOnOneJobAndTwo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let paths = [Repository.path("Fixtures")]
        let two = try Self.coldCache(paths, jobs: 2, directory: folder.path + "/two")
        let one = try Self.coldCache(paths, jobs: 1, directory: folder.path + "/one")
        let sameBytes = two.bytes == one.bytes
        let sameGraph = two.graph == one.graph
        #expect(sameBytes)
        #expect(sameGraph)
    }

    /// Files old enough that no stamp falls in the racy window of any run here.
    private static func age(_ folder: String) throws {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        for file in files {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + file)
        }
    }

    /// Files the round parses after the save began (a conformance declared in files without any
    /// ZIKRouter spelling): that save is thrown away and made again from the final facts.
    @Test func aSaveStartedBeforeTheRoundParsesIsMadeAgain() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/BaseViewController.swift", "class BaseViewController: UIViewController, ZIKRoutableView {}\n")
        try tree.write(
            "Sources/App/LoginViewController.swift", "final class LoginViewController: BaseViewController {}\n")
        try tree.write(
            "Sources/App/LoginViewController+Input.swift", "extension LoginViewController: LoginViewInput {}\n")
        try tree.write(
            "Sources/App/LoginViewRouter.swift",
            """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }

            """)
        try Self.age(tree.path + "/Sources")
        let paths = [tree.path + "/Sources"]
        let early = try Self.coldCache(paths, jobs: 2, directory: tree.path + "/two")
        let late = try Self.coldCache(paths, jobs: 1, directory: tree.path + "/one")
        let parsedForConformance = early.timings.files.count(.neededForConformance)
        let startedEarly = early.startedEarly
        #expect(parsedForConformance == 2, "the round parsed the two skipped files")
        #expect(!startedEarly, "the early save was waited for and dropped")
        let sameBytes = early.bytes == late.bytes
        #expect(sameBytes)

        // The bytes made ahead are stale, and were never written: a run stopped after its scan
        // (a build cancelled) leaves no cache that the next run would trust.
        let stopped = tree.path + "/stopped"
        let session = FactsCacheSession(
            store: FactsStore(directory: stopped, scanDigest: ScanSettings().digest), jobs: 2)
        let scanned = Pipeline.scan(Pipeline.Input(paths: paths, jobs: 2), cache: session)
        #expect(!FileManager.default.fileExists(atPath: stopped + "/" + FactsStore.fileName))
        session.save(scanned)
        #expect(session.end()?.failure == nil)
        #expect(FileManager.default.fileExists(atPath: stopped + "/" + FactsStore.fileName))

        // The next run finds every file in that cache, parsed: nothing is read or parsed again.
        let store = FactsStore(directory: tree.path + "/two", scanDigest: ScanSettings().digest)
        let warm = Pipeline.run(Pipeline.Input(paths: paths, cache: store, jobs: 2))
        #expect(warm.timings.files.cacheHitsByStamp == 4)
        #expect(warm.skippedPaths.isEmpty)
        #expect(warm.graph == early.graph)
    }

    @Test func resolvingBeforeTheSaveEndsGivesTheSameResult() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let input = Pipeline.Input(paths: [Repository.path("Fixtures")], jobs: 2)
        let store = FactsStore(directory: folder.path, scanDigest: ScanSettings().digest)
        let result = FactsCacheSession.scoped(store: store, jobs: 2) { session in
            var scanned = Pipeline.scan(input, cache: session)
            let facts = Pipeline.decode(&scanned, input: input, cache: session, timings: nil).facts
            session.save(scanned)
            #expect(session.isSaving, "with two jobs the save runs beside the resolve")
            return Pipeline.resolve(scanned, facts: facts, input: input)
        }
        #expect(FileManager.default.fileExists(atPath: folder.path + "/" + FactsStore.fileName))
        let waited = Pipeline.run(Pipeline.Input(paths: [Repository.path("Fixtures")], jobs: 2))
        #expect(result.graph == waited.graph)
    }

    @Test func factsIdentityDoesNotDependOnJobsOrRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let input = Pipeline.Input(paths: [Repository.path("Fixtures")], jobs: 2)
        let scans = FactsCacheSession.scoped(
            store: FactsStore(directory: folder.path, scanDigest: ScanSettings().digest), jobs: 2
        ) { Pipeline.scan(input, cache: $0).fileScans }
        #expect(scans.count > 300)
        let whole = FactsIdentity(scans, jobs: 1, runLength: scans.count)
        for (jobs, runLength) in [(1, 7), (2, 7), (3, 64), (2, 4096)] {
            #expect(
                FactsIdentity(scans, jobs: jobs, runLength: runLength) == whole, "\(jobs) jobs, runs of \(runLength)")
        }
        // The digests see each file: a different hash makes a different identity.
        var changed = scans
        changed[scans.count / 2].contentHash = Array(repeating: 7, count: 16)
        #expect(FactsIdentity(changed, jobs: 2, runLength: 7).current != whole.current)
    }

    @Test func stampsTakenAsFilesAreReadAreTheStampsASurveyFinds() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var input = Pipeline.Input(paths: [Repository.path("Fixtures")], jobs: 1)
        let stamped = Pipeline.inventory(input)
        #expect(stamped.stamps.allSatisfy { $0 != nil })
        input.settings.stampFiles = false
        let bare = Pipeline.inventory(input)
        #expect(bare.files == stamped.files)
        #expect(bare.stamps.allSatisfy { $0 == nil }, "no file is stat'ed")
        let scanned = FactsCacheSession.scoped(
            store: FactsStore(directory: folder.path, scanDigest: ScanSettings().digest), jobs: 1
        ) { Pipeline.scan(input, inventory: bare, cache: $0) }
        let read = scanned.inventoryWithReadStamps
        #expect(read.files == stamped.files)
        #expect(read.stamps == stamped.stamps)
    }
}
