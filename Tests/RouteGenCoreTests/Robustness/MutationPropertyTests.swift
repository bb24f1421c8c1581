import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A deterministic property test: a few hundred fixture files mutated at random (a fixed seed)
/// behind a complete router declaration. Whatever the mutation, scanning never crashes, and the
/// router in front of it is found or the file gets an error: a router is never lost quietly. For
/// Objective-C the mutated file also shares a batch with an untouched router file, whose facts
/// must be exactly what it gives alone.
struct MutationPropertyTests {
    /// SplitMix64: the same sequence on every machine.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// Pieces that change how the rest of a file parses.
    private static let fragments: [[UInt8]] =
        [
            "{", "}", "(", ")", "[", "]", "<", ">", "\"", "'", "/*", "*/", "//", "#if DEBUG\n", "#endif\n", "#else\n",
            "@end", "@interface X : ZIKViewRouter", "@implementation", "\\", "\n", "@", "#", "`", "\"\"\"",
            "class ", "override class func registerRoutableDestination() {", "[self registerView:", ";",
        ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0x00], [0xFF], [0xC3], [0xA9]]

    private static func fixtureFiles(_ extensions: Set<String>) -> [[UInt8]] {
        let root = Repository.path("Fixtures")
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { extensions.contains(($0 as NSString).pathExtension) }
            .sorted()
        return paths.compactMap { FileManager.default.contents(atPath: root + "/" + $0).map { Array($0) } }.filter {
            !$0.isEmpty
        }
    }

    private static func mutate(_ bytes: [UInt8], _ random: inout Generator) -> [UInt8] {
        var result = bytes
        for _ in 0..<(1 + random.below(4)) {
            let at = random.below(result.count + 1)
            switch random.below(4) {
            case 0:
                result.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
            case 1:
                let end = min(result.count, at + random.below(64))
                result.removeSubrange(at..<end)
            case 2:
                let end = min(result.count, at + random.below(128))
                result.insert(contentsOf: result[at..<end], at: random.below(result.count + 1))
            default:
                let fragment = fragments[random.below(fragments.count)]
                result.insert(
                    contentsOf: Array([[UInt8]](repeating: fragment, count: 1 + random.below(40)).joined()), at: at)
            }
        }
        return result
    }

    private static func keepsOrFails(_ facts: FileFacts, router: String) -> Bool {
        facts.classes.contains { $0.name == router } || facts.diagnostics.contains { $0.severity == .error }
    }

    @Test func mutatedSwiftNeverCrashesOrLosesTheRouterBeforeIt() {
        let files = Self.fixtureFiles(["swift"])
        #expect(files.count > 20)
        var random = Generator(state: 0x5EED_0001)
        let front = Array(HostileSources.swiftRouter.utf8)
        for round in 0..<150 {
            let mutated = front + Self.mutate(files[random.below(files.count)], &random)
            let facts = Pipeline.facts(path: "Sources/App/Mutated.swift", bytes: mutated)
            #expect(Self.keepsOrFails(facts, router: "CheckoutViewRouter"), "round \(round)")
            if round % 25 == 0 {
                #expect(
                    Pipeline.facts(path: "Sources/App/Mutated.swift", bytes: mutated) == facts,
                    "round \(round): same bytes, same facts")
            }
        }
    }

    @Test func mutatedObjectiveCNeverCrashesOrLosesARouter() throws {
        guard case .success = LibClang.shared else { return }
        let files = Self.fixtureFiles(["m", "h", "mm"])
        #expect(files.count > 10)
        var random = Generator(state: 0x5EED_0002)
        let front = Array((HostileSources.objcHeader + HostileSources.objcImplementation).utf8)
        let witness = ObjCSource(
            path: "Sources/App/ZZWitnessRouter.m",
            bytes: Array(
                """
                @interface ZZWitnessRouter : ZIKServiceRouter
                @end
                @implementation ZZWitnessRouter
                + (void)registerRoutableDestination {
                    [self registerService:[ZZService class]];
                }
                @end

                """.utf8))
        let witnessAlone = Pipeline.facts(path: witness.path, bytes: witness.bytes)
        #expect(witnessAlone.classes.map(\.name) == ["ZZWitnessRouter"])
        for round in 0..<150 {
            let mutated = front + Self.mutate(files[random.below(files.count)], &random)
            let facts = Pipeline.facts(path: "Sources/App/Mutated.m", bytes: mutated)
            #expect(Self.keepsOrFails(facts, router: "CheckoutViewRouter"), "round \(round)")
            let batch = LargeStackThread.run {
                ObjCFileScanner.parseBatch([ObjCSource(path: "Sources/App/Mutated.m", bytes: mutated), witness])
            }
            #expect(batch[0] == facts, "round \(round): a batch reads the mutated file as a lone parse does")
            #expect(batch[1] == witnessAlone, "round \(round): the file after it keeps its facts")
        }
    }
}
