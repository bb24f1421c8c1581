import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The facts cache: one file per scan set, used per file only when the file's stamp or bytes
/// match, and never trusted when it cannot be verified.
struct FactsStoreTests {
    private let router = """
        final class HomeViewRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() { registerView(HomeViewController.self) }
        }
        """

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding crosses a block boundary.
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Lengths around the padding boundary (55, 56 and 64 bytes).
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        let digest = SHA256.digest(of: Array("abc".utf8))
        #expect(digest.map { String(format: "%02x", $0) }.joined() == SHA256.hex(Array("abc".utf8)))
    }

    /// Vectors from the reference MurmurHash3_x64_128 (seed 0, h1 then h2 little-endian): every
    /// tail length class (none, under 8, exactly 8, over 8) and several 16-byte blocks.
    @Test func contentHashMatchesTheReferenceMurmurHash3() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        func pattern(_ count: Int, _ step: Int, _ offset: Int) -> [UInt8] {
            (0..<count).map { UInt8(($0 * step + offset) % 256) }
        }
        #expect(hex(ContentHash.digest(of: [])) == "00000000000000000000000000000000")
        #expect(hex(ContentHash.digest(of: Array("a".utf8))) == "897859f6655555855a890e51483ab5e6")
        #expect(
            hex(ContentHash.digest(of: Array("The quick brown fox jumps over the lazy dog".utf8)))
                == "6c1b07bc7bbc4be347939ac4a93c437a")
        let expected = [
            7: "a1e36c2354bfcbbe50ef9ce392a43b2b", 8: "bdd332919a2aeea53a007e613a7f9e25",
            9: "b6dbfa0aa12eba5196041e13c353811f",
            15: "f4e4ad805e4b6aba6df2e8f78f5a0ee0", 16: "a14e8f2fc599b0c448fe2ad91902677d",
            17: "27b153fe394baed4e9db81663b450266",
            31: "fb3604f0dffe919dd0bf7e73ba51a87e", 33: "1a2ff7c4d85767b1a6602d0756ee7191",
        ]
        for (count, digest) in expected {
            #expect(hex(ContentHash.digest(of: pattern(count, 7, 3))) == digest, "\(count) bytes")
        }
        #expect(hex(ContentHash.digest(of: pattern(1000, 31, 17))) == "c06015a4c05ae540ebc2d513751f94ec")
    }

    @Test func contentHashTellsVersionsOfAFileApart() {
        let source = Array(router.utf8)
        var edited = source
        edited[edited.count / 2] ^= 0x01
        #expect(ContentHash.digest(of: source) != ContentHash.digest(of: edited))
        #expect(
            ContentHash.digest(of: source) != ContentHash.digest(of: source + [0x0A]),
            "a trailing newline is a new version")
        #expect(ContentHash.digest(of: source).count == ContentHash.byteCount)
    }

    // MARK: Runs

    /// A tree whose files are an hour old, so their stamps are outside the racy window.
    private func makeTree() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory()
        try tree.write("Sources/App/Home.swift", router)
        try tree.write("Sources/App/Other.swift", "struct Other {}")
        try tree.write("Sources/App/Legacy.h", "@interface LegacyViewRouter : ZIKViewRouter\n@end\n")
        try tree.write(
            "Sources/App/Legacy.m",
            "@implementation LegacyViewRouter\n+ (void)registerRoutableDestination {\n    [self registerView:[LegacyViewController class]];\n}\n@end\n"
        )
        for file in ["Home.swift", "Other.swift", "Legacy.h", "Legacy.m"] {
            try age(tree.path + "/Sources/App/" + file)
        }
        return tree
    }

    private func age(_ path: String, seconds: TimeInterval = 3600) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    private func run(
        _ tree: TemporaryDirectory, config: RouteGenConfig = RouteGenConfig(),
        toolVersion: String = RouteGenVersion.current
    ) -> (Pipeline.Outcome, FactsStore) {
        let store = FactsStore(
            directory: tree.path + "/cache", scanDigest: config.scan.digest, toolVersion: toolVersion)
        let result = Pipeline.run(
            Pipeline.Input(paths: [tree.path + "/Sources"], config: config, cache: store, jobs: 2))
        return (result, store)
    }

    @Test func unchangedFilesAreNotEvenRead() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (cold, coldStore) = run(tree)
        #expect(coldStore.count == 0 && coldStore.rejection == nil, "no cache yet is not a rejection")
        #expect(cold.timings.files.cacheHits == 0)
        #expect(
            cold.timings.files.swiftParsed == 1 && cold.timings.files.objcParsed == 2 && cold.timings.files.skipped == 1
        )

        let (warm, warmStore) = run(tree)
        #expect(warmStore.count == 4)
        #expect(warm.timings.files.cacheHitsByStamp == 4)
        #expect(warm.timings.files.swiftParsed + warm.timings.files.objcParsed == 0)
        #expect(warm.graph == cold.graph)
        #expect(warm.graph.routers.map(\.name) == ["HomeViewRouter", "LegacyViewRouter"])
    }

    @Test func aTouchedFileIsHashedNotParsed() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        _ = run(tree)
        try age(tree.path + "/Sources/App/Home.swift", seconds: 600)
        let (touched, _) = run(tree)
        #expect(touched.timings.files.cacheHitsByStamp == 3)
        #expect(touched.timings.files.cacheHitsByContent == 1)
        #expect(touched.timings.files.swiftParsed == 0)
    }

    @Test func anEditedFileIsParsedAgain() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (cold, _) = run(tree)
        try tree.write(
            "Sources/App/Home.swift", router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"))
        let (edited, _) = run(tree)
        #expect(edited.timings.files.swiftParsed == 1)
        #expect(edited.graph.routers.map(\.name) == ["LegacyViewRouter", "MainViewRouter"])
        #expect(edited.graph != cold.graph)
    }

    /// An edit that keeps the size and the modification time (a racy write within the file
    /// system's time resolution) is still seen: a stamp this recent is never stored.
    @Test func aRecentlyModifiedFileIsHashedEvenWhenItsStampRepeats() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let file = tree.path + "/Sources/App/Home.swift"
        try tree.write("Sources/App/Home.swift", router)
        let stamp = try #require(FileSystem.stamp(of: file))
        _ = run(tree)
        let renamed = router.replacingOccurrences(of: "HomeViewRouter", with: "LoopViewRouter")
        #expect(renamed.utf8.count == router.utf8.count)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: Data(renamed.utf8))
        try handle.close()
        var times = [
            timespec(tv_sec: stamp.modifiedSeconds, tv_nsec: stamp.modifiedNanoseconds),
            timespec(tv_sec: stamp.modifiedSeconds, tv_nsec: stamp.modifiedNanoseconds),
        ]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        #expect(FileSystem.stamp(of: file) == stamp, "the edit kept size, time and inode")
        let (second, _) = run(tree)
        #expect(second.graph.routers.map(\.name).contains("LoopViewRouter"))
    }

    /// Settings that only shape the registry and the findings keep the cache: a team that edits a
    /// rule's severity or a provided route does not pay a cold run for it.
    @Test func settingsOfTheOutputKeepEveryEntry() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        _ = run(tree)
        var config = RouteGenConfig()
        config.resolve.ruleSeverities = ["header-less-router": .error]
        config.resolve.providedRoutes = [
            ProvidedRoute(kind: .service, name: "AnalyticsServiceInput", reason: "registered by the Analytics SDK")
        ]
        config.output.registryTypeName = "AppRoutes"
        config.resolve.earlyRouters = ["LoginViewRouter"]
        config.resolve.registryModule = "App"
        let (kept, keptStore) = run(tree, config: config)
        #expect(keptStore.rejection == nil && keptStore.count == 4)
        #expect(kept.timings.files.cacheHitsByStamp == 4)
        #expect(config.digest != RouteGenConfig().digest, "the run memo still tells the two runs apart")
    }

    @Test func everySettingAScanMayReadChangesItsDigest() {
        let base = RouteGenConfig()
        var variants: [RouteGenConfig] = []
        for edit: (inout RouteGenConfig) -> Void in [
            { $0.scan.include = ["Sources/**"] }, { $0.scan.exclude = ["**/Generated/**"] },
            { $0.scan.moduleMap = ["Sources/Legacy": "Legacy"] },
            { $0.scan.extraBaseRouters = ["AppViewRouter": .view] },
            { $0.scan.configuration = "Release" }, { $0.scan.pods = ["LoginKit"] },
        ] {
            var config = base
            edit(&config)
            variants.append(config)
        }
        for variant in variants {
            #expect(variant.scan.digest != base.scan.digest)
            #expect(variant.digest != base.digest)
        }
    }

    @Test func anotherVersionOrConfigIsRejectedWhole() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        _ = run(tree)
        var config = RouteGenConfig()
        config.scan.exclude = ["**/Generated/**"]
        let (reconfigured, reconfiguredStore) = run(tree, config: config)
        #expect(reconfiguredStore.rejection == .otherConfig && reconfiguredStore.count == 0)
        #expect(reconfigured.timings.files.cacheHits == 0)
        let (upgraded, upgradedStore) = run(tree, config: config, toolVersion: "99.0.0")
        #expect(upgradedStore.rejection == .otherVersion)
        #expect(upgraded.timings.files.cacheHits == 0)
        let (_, settled) = run(tree, config: config, toolVersion: "99.0.0")
        #expect(settled.rejection == nil && settled.count == 4)
    }

    @Test func aRebuiltBinaryUnderTheSameVersionDoesNotReuseFacts() throws {
        // The identity a store is keyed on by default names the running binary, not only the
        // version string, which a development build or a branch of the plugin does not change.
        let identity = RouteGenVersion.buildIdentity
        let stamp = try #require(RouteGenVersion.executableStamp())
        #expect(
            identity == "\(RouteGenVersion.current) \(stamp.size) \(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds)"
        )
        let tree = try makeTree()
        defer { tree.remove() }
        let defaultStore = FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest)
        _ = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: defaultStore, jobs: 2))
        let reread = FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest)
        #expect(reread.rejection == nil && reread.count == 4, "the same binary reuses its cache")
        let (rebuilt, rebuiltStore) = run(
            tree,
            toolVersion:
                "\(RouteGenVersion.current) \(stamp.size + 1) \(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds)")
        #expect(rebuiltStore.rejection == .otherVersion)
        #expect(rebuilt.timings.files.cacheHits == 0)
    }

    @Test func aDamagedCacheIsRebuiltNeverTrusted() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (reference, store) = run(tree)
        let cacheFile = store.path
        let genuine = try Data(contentsOf: URL(fileURLWithPath: cacheFile))

        // One flipped byte in the middle: the checksum disagrees.
        var flipped = genuine
        flipped[flipped.count / 2] ^= 0x20
        try flipped.write(to: URL(fileURLWithPath: cacheFile))
        let (afterFlip, flippedStore) = run(tree)
        #expect(flippedStore.rejection == .corrupt)
        #expect(afterFlip.graph == reference.graph)
        #expect(afterFlip.timings.files.cacheHits == 0)

        // Truncated, and not a cache at all.
        for damaged in [genuine.prefix(genuine.count / 3), Data("not a cache".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: cacheFile))
            let (result, damagedStore) = run(tree)
            #expect(damagedStore.rejection == .corrupt)
            #expect(result.graph == reference.graph)
        }

        // Each rejected run rewrote the cache, and it is trusted again.
        let (repaired, repairedStore) = run(tree)
        #expect(repairedStore.rejection == nil)
        #expect(repaired.timings.files.cacheHitsByStamp == 4)
    }

    /// Entries are looked up by binary search, so a file whose paths are out of order or repeat
    /// (only a bug could write one: the checksum holds) is rejected whole, like any damage.
    @Test func entriesOutOfPathOrderAreRejected() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (_, store) = run(tree)
        let loaded = FactsStore(
            directory: tree.path + "/cache", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        let home = try #require(loaded.entry(for: tree.path + "/Sources/App/Home.swift"))
        let other = try #require(loaded.entry(for: tree.path + "/Sources/App/Other.swift"))
        func decodes(_ entries: [FactsStore.Entry]) -> Result<FactsStore.Loaded, FactsStore.Rejection> {
            FactsStore.decode(
                store.encode(entries, removed: [], appliesTo: nil), toolVersion: RouteGenVersion.current,
                configHash: ScanSettings().digest, jobs: 2)
        }
        #expect((try? decodes([home, other]).get())?.entries.map(\.path) == [home.path, other.path])
        #expect(throws: FactsStore.Rejection.corrupt) { try decodes([other, home]).get() }
        #expect(throws: FactsStore.Rejection.corrupt) { try decodes([home, home]).get() }
    }

    /// A large app's cache spans several segments (each with its own string table, written and
    /// read on every job): it reads back entry for entry, and its bytes do not depend on the jobs.
    @Test func aCacheOfSeveralSegmentsReadsBackWhateverTheJobs() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let count = FactsStore.segmentSize * 2 + 5
        let entries = (0..<count).map { index in
            let path = "/App/Sources/Module\(String(format: "%05d", index))/Router.swift"
            var facts = FileFacts(path: path, language: .swift)
            facts.classes = [
                ClassDeclaration(
                    name: "Router\(index)", superclass: TypeReference(name: "ZIKViewRouter"),
                    location: SourceLocation(file: path, line: 3, column: 7))
            ]
            return FactsStore.Entry(
                stamp: FileStamp(
                    size: index, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: index, inode: UInt64(index)),
                contentHash: [UInt8(index % 256)], facts: facts)
        }
        let single = FactsStore(
            directory: tree.path + "/one", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current,
            jobs: 1)
        let several = FactsStore(
            directory: tree.path + "/three", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current,
            jobs: 3)
        let bytes = single.encode(entries, removed: [], appliesTo: nil)
        #expect(several.encode(entries, removed: [], appliesTo: nil) == bytes)
        for jobs in [1, 2, 3] {
            let loaded = try FactsStore.decode(
                bytes, toolVersion: RouteGenVersion.current, configHash: ScanSettings().digest, jobs: jobs
            ).get()
            #expect(loaded.entries == entries)
        }

        // Each segment is kept as decoded: every entry is found by its path, at its own index,
        // at a wrong one and with none, on either side of the segments' bounds.
        #expect(single.save(entries, now: 1_800_000_000) == nil)
        let store = FactsStore(
            directory: tree.path + "/one", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        #expect(store.count == count)
        for index in [0, 1, FactsStore.segmentSize - 1, FactsStore.segmentSize, 2 * FactsStore.segmentSize, count - 1] {
            let path = entries[index].path
            #expect(store.entry(for: path, hint: index) == entries[index])
            #expect(store.entry(for: path, hint: (index + 7) % count) == entries[index])
            #expect(store.entry(for: path) == entries[index])
        }
        #expect(store.entry(for: "/App/Sources/Module99999/Router.swift") == nil)
        #expect(store.entry(for: "/App/Sources/Module00000/Router.swift", hint: count + 3) == entries[0])
    }

    /// The router closure's names are kept with the summaries they come from: in the main file,
    /// in a delta (which then has the say), and not at all when a run gives none. A delta that
    /// does not apply leaves the main file's.
    @Test func theRouterClosureIsKeptWithTheFileThatHoldsItsSummaries() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let directory = tree.path + "/cache"
        func entry(_ name: String, size: Int) -> FactsStore.Entry {
            FactsStore.Entry(
                stamp: FileStamp(size: size, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: 0, inode: 7),
                contentHash: [UInt8(size)], facts: FileFacts(path: "/App/\(name).m", language: .objc),
                summary: ByteSummary(declared: [name], links: [.init(name: name, targets: ["ZIKViewRouter"])]))
        }
        func load() -> FactsStore {
            FactsStore(directory: directory, scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        }
        let entries = [entry("Home", size: 1), entry("Login", size: 2)]
        #expect(load().routerClosure == nil, "no cache yet")
        #expect(load().save(entries, routerClosure: ["ZIKViewRouter", "Login", "Home"]) == nil)
        #expect(load().routerClosure == ["Home", "Login", "ZIKViewRouter"])

        #expect(load().save([entries[0], entry("Login", size: 3)], routerClosure: ["Login", "ZIKViewRouter"]) == nil)
        let delta = directory + "/" + FactsStore.deltaFileName
        #expect(FileManager.default.fileExists(atPath: delta))
        #expect(load().routerClosure == ["Login", "ZIKViewRouter"])

        var damaged = try #require(FileManager.default.contents(atPath: delta))
        damaged[damaged.count - 3] ^= 0x01
        try damaged.write(to: URL(fileURLWithPath: delta))
        #expect(load().routerClosure == ["Home", "Login", "ZIKViewRouter"], "the damaged delta is ignored")

        #expect(load().save([entries[0], entry("Login", size: 4)]) == nil)
        #expect(load().routerClosure == nil, "a run that knew no closure saved none")
    }

    @Test func filesNoLongerScannedLeaveTheCache() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        // A cache folder of routegen 0.1 (one JSON file per entry) is cleared out.
        try tree.write("cache/routegen-facts/0123.json", "{}")
        _ = run(tree)
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/cache/routegen-facts"))
        try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Other.swift")
        _ = run(tree)
        let (_, store) = run(tree)
        #expect(store.count == 3)
        #expect(store.entry(for: tree.path + "/Sources/App/Other.swift") == nil)
    }

    /// A run looks each file up at its own index first. A file added or removed shifts every later
    /// index: a hint that points at another entry, or past the end, must still find the file's own.
    @Test func aLookUpAtTheWrongPlaceStillFindsTheFilesEntry() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        _ = run(tree)
        let (_, store) = run(tree)
        let paths = ["Home.swift", "Legacy.h", "Legacy.m", "Other.swift"].map { tree.path + "/Sources/App/" + $0 }
        let found = paths.map { store.entry(for: $0) }
        #expect(found.allSatisfy { $0 != nil })
        for (path, entry) in zip(paths, found) {
            for hint in [-1, 0, 1, 2, 3, 4, 100] {
                #expect(store.entry(for: path, hint: hint) == entry, "\(path) at \(hint)")
            }
        }
        #expect(store.entry(for: tree.path + "/Sources/App/Added.swift", hint: 0) == nil)
    }

    @Test func anUnwritableCacheFolderOnlyCostsSpeed() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        try tree.write("cache", "a file where the folder should be")
        let (first, _) = run(tree)
        let (second, store) = run(tree)
        #expect(store.count == 0)
        #expect(second.graph == first.graph)
        #expect(second.graph.routers.count == 2)
        // The save runs beside the resolve with two jobs and before it with one; either way the
        // failure comes back with the result, naming the cache file.
        #expect(first.factsSaveFailure?.path.hasPrefix(tree.path + "/cache") == true)
        let single = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: store, jobs: 1))
        #expect(single.factsSaveFailure?.path == first.factsSaveFailure?.path)
        #expect(single.graph == first.graph)
    }

    // MARK: Facts decoded when needed

    /// Replaces the cache file with one whose entry for `damaged` has facts that decode to
    /// another file's: a file that passes every check made at load, as only a defect could write.
    private func damageFacts(of damaged: String, in tree: TemporaryDirectory) throws {
        let store = FactsStore(
            directory: tree.path + "/cache", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        #expect(store.rejection == nil)
        let paths = ["Home.swift", "Legacy.h", "Legacy.m", "Other.swift"].map { tree.path + "/Sources/App/" + $0 }
        let entries = try paths.map { path in
            let entry = try #require(store.entry(for: path))
            guard path == damaged else { return entry }
            return FactsStore.Entry(
                stamp: entry.stamp, contentHash: entry.contentHash, path: path,
                facts: .decoded(FileFacts(path: path + ".elsewhere", language: .swift)), summary: entry.summary,
                skippedUnder: entry.skippedUnder)
        }
        try Data(store.encode(entries, removed: [], appliesTo: nil)).write(to: URL(fileURLWithPath: store.path))
        try? FileManager.default.removeItem(atPath: tree.path + "/cache/" + FactsStore.deltaFileName)
        let reloaded = FactsStore(
            directory: tree.path + "/cache", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        #expect(reloaded.rejection == nil && reloaded.count == 4, "the damage is not seen at load")
        #expect(reloaded.entry(for: damaged)?.facts == nil)
    }

    /// Entries' facts are decoded when a run needs them, not at load; facts that do not decode
    /// then make the run scan again without the cache, with the same result, and rewrite it.
    @Test func factsThatDoNotDecodeWhenResolvingAreScannedAgain() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (cold, _) = run(tree)
        let home = tree.path + "/Sources/App/Home.swift"
        try damageFacts(of: home, in: tree)

        let (damaged, _) = run(tree)
        #expect(damaged.cacheRejectedLate == .corrupt)
        #expect(damaged.graph == cold.graph)
        #expect(damaged.graph.routers.map(\.name) == ["HomeViewRouter", "LegacyViewRouter"])
        let (repaired, repairedStore) = run(tree)
        #expect(repaired.cacheRejectedLate == nil && repairedStore.rejection == nil)
        #expect(repaired.timings.files.cacheHitsByStamp == 4)
        #expect(repairedStore.entry(for: home)?.facts?.path == home)
        #expect(repaired.graph == cold.graph)
    }

    /// The same, found by the scan: an edit that changes a file's facts sends the run through the
    /// conformance round, which reads every file's facts.
    @Test func factsThatDoNotDecodeWhenScanningAreScannedAgain() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        _ = run(tree)
        try damageFacts(of: tree.path + "/Sources/App/Legacy.m", in: tree)
        try tree.write(
            "Sources/App/Home.swift", router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"))
        try age(tree.path + "/Sources/App/Home.swift")

        let store = FactsStore(
            directory: tree.path + "/cache", scanDigest: ScanSettings().digest, toolVersion: RouteGenVersion.current)
        let input = Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2)
        let result = FactsCacheSession.scoped(store: store, jobs: 2) { session in
            var scanned = Pipeline.scan(input, cache: session)
            #expect(scanned.cacheRejection == .corrupt, "told at once, as a cache rejected at load is")
            let facts = Pipeline.decode(&scanned, input: input, cache: session, timings: nil).facts
            session.save(scanned)
            return Pipeline.resolve(scanned, facts: facts, input: input)
        }
        let uncached = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2))
        #expect(result.graph == uncached.graph)
        #expect(result.graph.routers.map(\.name) == ["LegacyViewRouter", "MainViewRouter"])
        let (next, _) = run(tree)
        #expect(next.timings.files.cacheHitsByStamp == 4)
        #expect(next.graph == uncached.graph)
    }

    // MARK: The delta file

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aFewEditsGoToTheDeltaAndAreReadBack() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (_, coldStore) = run(tree)
        let main = try #require(contents(coldStore.path))
        let delta = tree.path + "/cache/" + FactsStore.deltaFileName
        #expect(contents(delta) == nil)

        try tree.write(
            "Sources/App/Home.swift", router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"))
        try age(tree.path + "/Sources/App/Home.swift")
        try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Other.swift")
        let (edited, _) = run(tree)
        #expect(edited.timings.files.swiftParsed == 1)
        #expect(contents(coldStore.path) == main, "the main file is not rewritten for one edit")
        #expect(contents(delta) != nil)

        let (next, nextStore) = run(tree)
        #expect(nextStore.count == 3, "the removed file's entry is gone")
        #expect(
            next.timings.files.cacheHitsByStamp == 3, "the edit is answered from the delta without reading the file")
        #expect(next.graph.routers.map(\.name) == ["LegacyViewRouter", "MainViewRouter"])
    }

    /// A run that loaded a delta computes the next one against the main file still: what the
    /// loaded delta changed or removed stays recorded, a removed file that comes back counts as
    /// changed, and a run that changes nothing leaves the delta alone.
    @Test func aDeltaOverALoadedDeltaStillDescribesTheMainFile() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let (_, coldStore) = run(tree)
        let main = try #require(contents(coldStore.path))
        let delta = tree.path + "/cache/" + FactsStore.deltaFileName
        let home = tree.path + "/Sources/App/Home.swift"
        let other = tree.path + "/Sources/App/Other.swift"

        try tree.write(
            "Sources/App/Home.swift", router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"))
        try age(home)
        try FileManager.default.removeItem(atPath: other)
        _ = run(tree)
        let firstDelta = try #require(contents(delta))
        _ = run(tree)
        #expect(contents(delta) == firstDelta, "nothing changed since the delta: it is not rewritten")

        try tree.write("Sources/App/Legacy.h", "@interface LegacyViewRouter : ZIKViewRouter\n- (void)extra;\n@end\n")
        try age(tree.path + "/Sources/App/Legacy.h")
        try tree.write("Sources/App/Other.swift", "struct Other { var back = true }")
        try age(other)
        let (edited, editedStore) = run(tree)
        #expect(editedStore.count == 3, "the loaded delta's removal applies")
        #expect(
            edited.timings.files.cacheHitsByStamp == 2, "Home.swift from the loaded delta, Legacy.m from the main file")
        #expect(contents(coldStore.path) == main)
        #expect(contents(delta) != firstDelta)

        let (next, nextStore) = run(tree)
        #expect(nextStore.count == 4)
        #expect(
            next.timings.files.cacheHitsByStamp == 4, "the new delta holds the first delta's edit and both new ones")
        #expect(next.graph.routers.map(\.name) == ["LegacyViewRouter", "MainViewRouter"])
        #expect(contents(coldStore.path) == main)

        // Home.swift back to the text the main file recorded, under a new stamp.
        try tree.write("Sources/App/Home.swift", router)
        try age(home)
        _ = run(tree)
        let (reverted, _) = run(tree)
        #expect(reverted.timings.files.cacheHitsByStamp == 4)
        #expect(reverted.graph.routers.map(\.name) == ["HomeViewRouter", "LegacyViewRouter"])
    }

    /// Rewrites a file in place (same inode) and sets its modification time, so that a stamp
    /// can be made to repeat exactly.
    private func overwrite(_ path: String, with text: String, modifiedSecondsAgo age: Int) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        let seconds = Int(Date().timeIntervalSince1970) - age
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// A delta names the main file it was computed against. Here the stale delta's entry for
    /// Home.swift has exactly the file's current stamp, so applying it would hand back the wrong
    /// router; it must be ignored.
    @Test func aDeltaForAnotherMainFileOrADamagedOneIsIgnored() throws {
        let tree = try makeTree()
        defer { tree.remove() }
        let home = tree.path + "/Sources/App/Home.swift"
        let cache = tree.path + "/cache/"
        _ = run(tree)
        try overwrite(
            home, with: router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"),
            modifiedSecondsAgo: 5000)
        _ = run(tree)
        let staleDelta = try #require(contents(cache + FactsStore.deltaFileName))

        // A new main file (the old cache deleted), written while Home.swift said LoopViewRouter.
        try FileManager.default.removeItem(atPath: cache + FactsStore.fileName)
        try FileManager.default.removeItem(atPath: cache + FactsStore.deltaFileName)
        try overwrite(
            home, with: router.replacingOccurrences(of: "HomeViewRouter", with: "LoopViewRouter"),
            modifiedSecondsAgo: 4000)
        let (loop, _) = run(tree)
        #expect(loop.graph.routers.map(\.name) == ["LegacyViewRouter", "LoopViewRouter"])

        // The stale delta back, and Home.swift with the stamp the delta recorded but other bytes.
        try staleDelta.write(to: URL(fileURLWithPath: cache + FactsStore.deltaFileName))
        try overwrite(home, with: router, modifiedSecondsAgo: 5000)
        let (reverted, _) = run(tree)
        #expect(reverted.graph.routers.map(\.name) == ["HomeViewRouter", "LegacyViewRouter"])

        // A damaged delta is ignored too.
        try overwrite(
            home, with: router.replacingOccurrences(of: "HomeViewRouter", with: "MainViewRouter"),
            modifiedSecondsAgo: 3000)
        _ = run(tree)
        var damaged = try #require(contents(cache + FactsStore.deltaFileName))
        damaged[damaged.count - 12] ^= 0x01
        try damaged.write(to: URL(fileURLWithPath: cache + FactsStore.deltaFileName))
        let (afterDamage, _) = run(tree)
        #expect(afterDamage.graph.routers.map(\.name) == ["LegacyViewRouter", "MainViewRouter"])
    }

    @Test func manyEditsRewriteTheMainFile() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let count = FactsStore.smallestRewrite + 8
        for index in 0..<count {
            try tree.write("Sources/App/File\(index).swift", "struct Model\(index) {}")
            try age(tree.path + "/Sources/App/File\(index).swift")
        }
        let (_, store) = run(tree)
        let main = try #require(contents(store.path))
        for index in 0..<(FactsStore.smallestRewrite + 1) {
            try tree.write("Sources/App/File\(index).swift", "struct Model\(index) { var changed = true }")
            try age(tree.path + "/Sources/App/File\(index).swift")
        }
        _ = run(tree)
        #expect(contents(store.path) != main)
        #expect(contents(tree.path + "/cache/" + FactsStore.deltaFileName) == nil)
        let (warm, _) = run(tree)
        #expect(warm.timings.files.cacheHitsByStamp == count)
    }
}
