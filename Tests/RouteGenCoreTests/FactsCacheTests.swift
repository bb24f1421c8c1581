import Foundation
import Testing
@testable import RouteGenCore

/// The per-file cache: hits only for exactly the same path, bytes, tool version and config, and
/// never trusts an entry it cannot verify.
struct FactsCacheTests {
    private let path = "Sources/App/HomeViewRouter.swift"
    private let source = """
    final class HomeViewRouter: ZIKAnyViewRouter {
        override class func registerRoutableDestination() { registerView(HomeViewController.self) }
    }
    """

    /// Counts real scans, so a test can tell a hit from a miss by more than the statistics.
    private final class CountingScanner: @unchecked Sendable {
        var scans = 0
        func scan(_ path: String, _ text: String) -> FileFacts {
            scans += 1
            return Pipeline.scan(path: path, text: text)
        }
    }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding crosses a block boundary.
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Lengths around the padding boundary (55, 56 and 64 bytes).
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func secondRunIsAHitWithTheSameFacts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let scanner = CountingScanner()
        let first = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        let parsed = first.facts(path: path, text: source, orScan: scanner.scan)
        let second = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        let cached = second.facts(path: path, text: source, orScan: scanner.scan)
        #expect(cached == parsed)
        #expect(cached.classes.map(\.name) == ["HomeViewRouter"])
        #expect(scanner.scans == 1)
        #expect(first.statistics.misses == 1)
        #expect(second.statistics == DirectoryFactsCache.Statistics(hits: 1, misses: 0, rejected: 0))
    }

    @Test func changedBytesPathVersionOrConfigMiss() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let scanner = CountingScanner()
        _ = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig()).facts(path: path, text: source, orScan: scanner.scan)

        let edited = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        let facts = edited.facts(path: path, text: source.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"), orScan: scanner.scan)
        #expect(facts.classes.map(\.name) == ["MainViewRouter"])
        #expect(edited.statistics.misses == 1)

        let moved = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        let movedFacts = moved.facts(path: "Sources/Other/HomeViewRouter.swift", text: source, orScan: scanner.scan)
        #expect(movedFacts.classes.first?.location.file == "Sources/Other/HomeViewRouter.swift", "facts carry their path")
        #expect(moved.statistics.misses == 1)

        let upgraded = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig(), toolVersion: "99.0.0")
        _ = upgraded.facts(path: path, text: source, orScan: scanner.scan)
        #expect(upgraded.statistics.misses == 1)

        var config = RouteGenConfig()
        config.exclude = ["**/Generated/**"]
        let reconfigured = DirectoryFactsCache(directory: directory.path, config: config)
        _ = reconfigured.facts(path: path, text: source, orScan: scanner.scan)
        #expect(reconfigured.statistics.misses == 1)
        #expect(scanner.scans == 5)
    }

    @Test func corruptOrForeignEntriesAreRebuiltNeverTrusted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let scanner = CountingScanner()
        let cache = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        let genuine = cache.facts(path: path, text: source, orScan: scanner.scan)
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/routegen-facts")
        #expect(entries.count == 1)
        let entry = directory.path + "/routegen-facts/" + entries[0]

        // Truncated: not JSON any more.
        let bytes = try #require(FileManager.default.contents(atPath: entry))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: entry))
        let afterTruncation = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        #expect(afterTruncation.facts(path: path, text: source, orScan: scanner.scan) == genuine)
        #expect(afterTruncation.statistics.rejected == 1)

        // Well-formed, but holding another file's facts under this key: the stored key disagrees.
        let rebuilt = try #require(FileManager.default.contents(atPath: entry))
        var json = try #require(try JSONSerialization.jsonObject(with: rebuilt) as? [String: Any])
        var key = try #require(json["key"] as? [String: Any])
        key["contentHash"] = String(repeating: "0", count: 64)
        json["key"] = key
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: entry))
        let foreign = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        #expect(foreign.facts(path: path, text: source, orScan: scanner.scan) == genuine)
        #expect(foreign.statistics.rejected == 1)

        // The rebuilt entry is trusted again.
        let repaired = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        _ = repaired.facts(path: path, text: source, orScan: scanner.scan)
        #expect(repaired.statistics.hits == 1)
        #expect(scanner.scans == 3)
    }

    @Test func pruneKeepsOnlyWhatTheRunUsed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let scanner = CountingScanner()
        let old = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        _ = old.facts(path: path, text: source, orScan: scanner.scan)
        _ = old.facts(path: "Sources/App/Other.swift", text: "let x = 1", orScan: scanner.scan)
        let run = DirectoryFactsCache(directory: directory.path, config: RouteGenConfig())
        _ = run.facts(path: path, text: source, orScan: scanner.scan)
        run.prune()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/routegen-facts").count == 1)
    }

    @Test func pipelineUsesTheCache() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/Home.swift", source)
        try tree.write("Sources/App/Other.swift", "struct Other {}")
        let cacheDirectory = tree.path + "/cache"
        let cold = DirectoryFactsCache(directory: cacheDirectory, config: RouteGenConfig())
        let first = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: cold))
        let warm = DirectoryFactsCache(directory: cacheDirectory, config: RouteGenConfig())
        let second = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: warm))
        #expect(cold.statistics.misses == 2)
        #expect(warm.statistics.hits == 2)
        #expect(GraphDumpEmitter.emit(second.graph) == GraphDumpEmitter.emit(first.graph))
    }
}
