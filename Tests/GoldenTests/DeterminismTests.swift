import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Same input, same bytes; and no input makes the scanner crash.
struct DeterminismTests {
    private func fixtureFacts() throws -> [FileFacts] {
        let discovery = SourceDiscovery.discover(paths: [Repository.path("Fixtures/SwiftApp/Sources")], fileLists: [])
        return try discovery.files.map { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return Pipeline.facts(path: path, text: text)
        }
    }

    /// One folder given under two spellings (and one of its files a third time) is scanned once:
    /// a file read twice would make each of its routers a duplicate of itself.
    @Test func oneFileUnderSeveralSpellingsIsScannedOnce() throws {
        let folder = Repository.path("Fixtures/SwiftApp/Sources")
        let once = SourceDiscovery.discover(paths: [folder], fileLists: [])
        let spelled = SourceDiscovery.discover(
            paths: [folder, folder + "/./App/../", folder + "//App/" + "AppCoordinator.swift"], fileLists: [])
        #expect(spelled.files == once.files)
        let result = Pipeline.run(Pipeline.Input(paths: [folder + "/.", folder], config: RouteGenConfig()))
        #expect(result.figures.filesFound == once.files.count)
        #expect(
            !result.graph.diagnostics.contains { $0.severity == .error }, "\(result.graph.diagnostics.map(\.rendered))")
    }

    /// The stamps taken as folders are listed are each file's own, in the files' order; with
    /// several roots (which must be de-duplicated) the inventory stats the files itself.
    @Test func stampsTakenWhileListingAreEachFilesOwn() throws {
        let folder = Repository.path("Fixtures/Xcode/ObjCApp")
        let discovery = SourceDiscovery.discover(paths: [folder], fileLists: [])
        let stamps = try #require(discovery.stamps)
        #expect(discovery.files.count > 10)
        #expect(stamps == discovery.files.map { FileSystem.stamp(of: $0) })
        #expect(SourceDiscovery.discover(paths: [folder, folder + "/."], fileLists: []).stamps == nil)
        let inventory = Pipeline.inventory(Pipeline.Input(paths: [folder, folder + "/."]))
        #expect(inventory.stamps == inventory.files.map { FileSystem.stamp(of: $0) })
        #expect(inventory.files == discovery.files.filter { SourceDiscovery.language(ofFile: $0) != nil })
    }

    @Test func outputDoesNotDependOnFileOrder() throws {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let facts = try fixtureFacts()
        #expect(facts.count > 20)
        let reference = RouteGraphBuilder.build(facts, config: config)
        let referenceSwift = SwiftRegistryEmitter.emit(reference, config: config)
        let referenceJSON = GraphDumpEmitter.emit(reference)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            let graph = RouteGraphBuilder.build(facts.shuffled(using: &generator), config: config)
            #expect(SwiftRegistryEmitter.emit(graph, config: config) == referenceSwift)
            #expect(GraphDumpEmitter.emit(graph) == referenceJSON)
        }
    }

    @Test func scanningTheSameBytesTwiceGivesEqualFacts() throws {
        let path = Repository.path("Fixtures/SwiftApp/Sources/App/AppRouteAdapter.swift")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(Pipeline.facts(path: path, text: text) == Pipeline.facts(path: path, text: text))
    }

    /// Every prefix and a few mangled versions of every fixture file: the scanner must return facts
    /// (possibly with a syntax-error warning), never crash or hang.
    @Test func truncatedAndMangledSourcesNeverCrash() throws {
        let discovery = SourceDiscovery.discover(
            paths: [Repository.path("Fixtures/SwiftApp/Sources/App")], fileLists: [])
        var generator = SplitMix(seed: 42)
        var scanned = 0
        for path in discovery.files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let scalars = Array(text.unicodeScalars)
            for cut in stride(from: 0, to: scalars.count, by: max(1, scalars.count / 25)) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[..<cut])
                _ = Pipeline.facts(path: path, text: String(prefix))
                scanned += 1
            }
            let noise: [Unicode.Scalar] = ["{", "}", "(", ")", "<", ">", "#", "\"", "/", "*", "\n"]
            for _ in 0..<20 {
                var mangled = scalars
                for _ in 0..<8 {
                    mangled[Int(generator.next() % UInt64(mangled.count))] =
                        noise[Int(generator.next() % UInt64(noise.count))]
                }
                var view = String.UnicodeScalarView()
                view.append(contentsOf: mangled)
                _ = RouteGraphBuilder.build([Pipeline.facts(path: path, text: String(view))], config: RouteGenConfig())
                scanned += 1
            }
        }
        #expect(scanned > 200)
    }
}

/// A seeded generator so a failing mangled input can be reproduced.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct ParallelScanTests {
    @Test func outputIsTheSameForOneJobAndFour() {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let paths = [Repository.path("Fixtures/SwiftApp/Sources"), Repository.path("Fixtures/MixedApp/Sources")]
        let serial = Pipeline.run(Pipeline.Input(paths: paths, config: config, jobs: 1))
        let parallel = Pipeline.run(Pipeline.Input(paths: paths, config: config, jobs: 4))
        #expect(serial.graph == parallel.graph)
        #expect(
            SwiftRegistryEmitter.emit(serial.graph, config: config)
                == SwiftRegistryEmitter.emit(parallel.graph, config: config))
        #expect(GraphDumpEmitter.emit(serial.graph) == GraphDumpEmitter.emit(parallel.graph))
        #expect(
            serial.timings.files.swiftParsed + serial.timings.files.objcParsed + serial.timings.files.skipped
                == serial.timings.files.seen)
    }

    @Test func parallelMapKeepsIndexOrder() {
        // Sizes around the runs workers claim (up to 64 items, fewer as the work runs out).
        for count in [1, 2, 63, 64, 65, 1000, 30_001] {
            for jobs in [1, 2, 8] {
                let values = ParallelMap.map(count: count, jobs: jobs) { index in "\(index * index)" }
                #expect(values == (0..<count).map { "\($0 * $0)" }, "\(count) items, \(jobs) jobs")
            }
        }
        #expect(ParallelMap.map(count: 0, jobs: 4) { $0 }.isEmpty)
    }

    @Test func parallelUpdateChangesExactlyTheGivenElements() {
        for jobs in [1, 2, 8] {
            var values = (0..<5000).map { "v\($0)" }
            let chosen = Array(stride(from: 3, to: 5000, by: 7))
            ParallelMap.update(&values, at: chosen, jobs: jobs) { value in value += "!" }
            let expected = (0..<5000).map { $0 % 7 == 3 ? "v\($0)!" : "v\($0)" }
            #expect(values == expected, "\(jobs) jobs")
        }
    }
}

struct CachedScanTests {
    /// A run that takes every file's facts from the cache writes the same bytes as the run that
    /// parsed them, and as a run with no cache at all.
    @Test func coldAndWarmRunsAreByteIdentical() throws {
        let cacheFolder = try TemporaryDirectory()
        defer { cacheFolder.remove() }
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let paths = [Repository.path("Fixtures/SwiftApp/Sources"), Repository.path("Fixtures/MixedApp/Sources")]
        func run(cached: Bool) -> (Pipeline.Outcome, String) {
            let cache = cached ? FactsStore(directory: cacheFolder.path, scanDigest: config.scan.digest) : nil
            let result = Pipeline.run(Pipeline.Input(paths: paths, config: config, cache: cache, jobs: 2))
            return (
                result, SwiftRegistryEmitter.emit(result.graph, config: config) + GraphDumpEmitter.emit(result.graph)
            )
        }
        let (uncached, reference) = run(cached: false)
        let (cold, coldOutput) = run(cached: true)
        let (warm, warmOutput) = run(cached: true)
        #expect(uncached.timings.files.cacheHits == 0 && cold.timings.files.cacheHits == 0)
        #expect(warm.timings.files.cacheHits == warm.timings.files.seen && warm.timings.files.seen > 40)
        #expect(coldOutput == reference)
        #expect(warmOutput == reference)
    }
}
