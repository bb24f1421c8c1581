import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Inputs that took long enough to look like a hang. Each bound is far above what the input
/// takes now and far below what it took before.
struct PathologicalInputTests {
    private func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let elapsed = start.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    @Test func nestedArrayLiteralsAreNotExponential() {
        // Depth 20 took 13 s, depth 22 about a minute.
        for depth in [20, 22] {
            let source =
                "let grid = " + HostileSources.nested("[", "]", depth: depth, middle: "1") + "\n"
                + HostileSources.swiftRouter
            var facts = FileFacts(path: "", language: .swift)
            let time = seconds { facts = Pipeline.facts(path: "Sources/App/Grid.swift", text: source) }
            #expect(time < 1.0, "depth \(depth): \(time) s")
            #expect(
                facts.classes.map(\.name).contains("CheckoutViewRouter")
                    || facts.diagnostics.contains { $0.severity == .error })
        }
    }

    @Test func nestedGenericArgumentsStayFast() {
        // 1,000 clauses closed by one run `>>>…>` took 3.4 s (and 10,000 would take minutes): the
        // guard refuses such a run at once. The same nesting closed `> > >` parses and keeps the router.
        let joined =
            "typealias Deep = " + HostileSources.nested("A<", ">", depth: 1_000, middle: "B") + "\n"
            + HostileSources.swiftRouter
        var facts = FileFacts(path: "", language: .swift)
        let refusalTime = seconds { facts = Pipeline.facts(path: "Sources/App/Deep.swift", text: joined) }
        #expect(refusalTime < 1.0, "\(refusalTime) s")
        #expect(facts.diagnostics.map(\.rule) == ["nesting-too-deep"])
        #expect(
            facts.diagnostics.first?.location
                == SourceLocation(
                    file: "Sources/App/Deep.swift", line: 1, column: 2_018 + SwiftNestingGuard.maximumAngleRun + 1))
        let spaced =
            "typealias Deep = " + HostileSources.nested("A<", "> ", depth: 1_000, middle: "B") + "\n"
            + HostileSources.swiftRouter
        let parseTime = seconds { facts = Pipeline.facts(path: "Sources/App/Deep.swift", text: spaced) }
        #expect(parseTime < 3.0, "\(parseTime) s")
        #expect(facts.classes.map(\.name).contains("CheckoutViewRouter"))
        // What real code writes stays well inside the limit.
        let usual = "let cache: Dictionary<String, Array<Set<Optional<Int>>>> = [:]\n" + HostileSources.swiftRouter
        #expect(Pipeline.facts(path: "Sources/App/Deep.swift", text: usual).diagnostics.isEmpty)
        #expect(SwiftNestingGuard.check(String(repeating: ">", count: SwiftNestingGuard.maximumAngleRun)) == nil)
    }

    @Test func deeplyNestedObjectiveCMessageSendsAreBounded() {
        let sends = HostileSources.nested("[", " self]", depth: 20_000, middle: "[NSObject new]")
        let source =
            HostileSources.objcHeader + HostileSources.objcImplementation
            + "@implementation CheckoutViewController\n- (void)viewDidLoad {\n    id value = " + sends + ";\n}\n@end\n"
        var facts = FileFacts(path: "", language: .objc)
        let time = seconds { facts = Pipeline.facts(path: "Sources/App/CheckoutViewRouter.m", text: source) }
        #expect(time < 5.0, "\(time) s")
        #expect(facts.diagnostics.map(\.rule) == ["nesting-too-deep"])
        #expect(facts.diagnostics.first?.severity == .error)
        #expect(
            facts.diagnostics.allSatisfy { $0.message.utf8.count < 1_000 }, "no diagnostic quotes the whole expression")
    }

    @Test func fifoAsInputOrCacheIsSkippedNotAHang() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/CheckoutViewRouter.swift", HostileSources.swiftRouter)
        #expect(mkfifo(tree.path + "/Sources/App/Pipe.swift", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: tree.path + "/cache", withIntermediateDirectories: true)
        #expect(mkfifo(tree.path + "/cache/" + FactsStore.fileName, 0o644) == 0)
        let cache = FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest)
        #expect(cache.rejection == .unreadable)
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: cache))
        #expect(result.graph.routers.map(\.name) == ["CheckoutViewRouter"])
        #expect(result.graph.diagnostics.map(\.rule) == ["unsupported-file"])
        #expect(result.graph.diagnostics.first?.location?.file.hasSuffix("Pipe.swift") == true)
        // Named directly, too.
        let direct = Pipeline.run(
            Pipeline.Input(paths: [
                tree.path + "/Sources/App/Pipe.swift", tree.path + "/Sources/App/CheckoutViewRouter.swift",
            ]))
        #expect(direct.graph.diagnostics.map(\.rule) == ["unsupported-file"])
        #expect(direct.exitStatus == 0)
    }

    @Test func danglingSymlinkIsReported() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/CheckoutViewRouter.swift", HostileSources.swiftRouter)
        try FileManager.default.createSymbolicLink(
            atPath: tree.path + "/Sources/App/Moved.swift", withDestinationPath: "../Gone/Moved.swift")
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"]))
        #expect(result.graph.diagnostics.map(\.message) == ["symbolic link to a missing file; skipped"])
        #expect(result.graph.routers.map(\.name) == ["CheckoutViewRouter"])
    }

    @Test func globWithManyDoubleStarsIsLinear() {
        let pattern = GlobPattern(String(repeating: "**/", count: 200) + "Generated/*.swift")
        let path = ["Sources", "App", "Feature", "Sub", "Deeper", "Generated", "Registry.swift"]
        var matched = false
        let time = seconds {
            for _ in 0..<100 { matched = pattern.matches(path) }
        }
        #expect(matched)
        #expect(!pattern.matches(["Sources", "App", "Registry.swift"]))
        #expect(time < 1.0, "\(time) s")
        let many = GlobPattern("Sources/**/a/**/b/**/c/**/d/**/e/**/f/**/g/**/h/**/x.swift")
        let long = ["Sources"] + Array(repeating: "a", count: 60) + ["x.swift"]
        #expect(seconds { _ = many.matches(long) } < 1.0)
        #expect(!many.matches(long))
    }
}
