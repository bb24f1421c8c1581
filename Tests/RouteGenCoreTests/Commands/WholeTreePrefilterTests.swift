import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The whole-tree pre-filter must change nothing but the time: with it and without it, every
/// parsed file's facts, the route graph and the generated files are the same.
struct WholeTreePrefilterTests {
    /// Runs the tree with and without the pre-filter and compares everything observable.
    /// Returns how many files the pre-filter skipped.
    @discardableResult
    static func expectSameOutput(
        _ paths: [String], config: RouteGenConfig = RouteGenConfig(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        let on = Pipeline.run(Pipeline.Input(paths: paths, config: config, jobs: 2, prefilter: true))
        let off = Pipeline.run(Pipeline.Input(paths: paths, config: config, jobs: 2, prefilter: false))
        #expect(off.skippedPaths.isEmpty, sourceLocation: sourceLocation)
        #expect(on.scannedFacts.map(\.path) == off.scannedFacts.map(\.path), sourceLocation: sourceLocation)
        for (filtered, full) in zip(on.scannedFacts, off.scannedFacts) {
            if on.skippedPaths.contains(filtered.path) {
                // A skipped file may declare ordinary types, and functions or methods that register
                // nothing (possible helpers, which only matter through a chain of calls from a
                // register body; such chains through a file without any ZIKRouter spelling are a
                // documented limit of helper following). Nothing else. What the ordinary types
                // inherit and adopt only matters when a conformance check needs the type, and then
                // the second round parses the file. The classes it implements are not on the
                // router closure (a file implementing one is parsed), so no router needs them.
                var rest = full
                rest.classes = []
                rest.typeAliases = []
                rest.conformances = []
                rest.implementations = []
                let helpersRegisterNothing = rest.helpers.allSatisfy { $0.registrations.isEmpty }
                #expect(
                    helpersRegisterNothing, "\(full.path): skipped, but a helper in it registers",
                    sourceLocation: sourceLocation)
                rest.helpers = []
                rest.helperCalls = []
                rest.diagnostics.removeAll { $0.rule == "syntax-error" }
                // A string `#define` only matters to a key passed by its name, and then the second
                // round parses the file.
                rest.stringConstants = []
                #expect(
                    rest == FileFacts(path: full.path, language: full.language),
                    "\(full.path): skipped, but it holds facts", sourceLocation: sourceLocation)
            } else {
                #expect(
                    filtered == full, "\(full.path): facts differ with the pre-filter", sourceLocation: sourceLocation)
            }
        }
        #expect(on.graph == off.graph, "the route graph differs with the pre-filter", sourceLocation: sourceLocation)
        #expect(
            SwiftRegistryEmitter.emit(on.graph, config: config) == SwiftRegistryEmitter.emit(off.graph, config: config),
            sourceLocation: sourceLocation)
        #expect(
            ObjCRegistryEmitter.emitImplementation(on.graph, config: config)
                == ObjCRegistryEmitter.emitImplementation(off.graph, config: config), sourceLocation: sourceLocation)
        #expect(GraphDumpEmitter.emit(on.graph) == GraphDumpEmitter.emit(off.graph), sourceLocation: sourceLocation)
        #expect(on.timings.files.skipped == on.skippedPaths.count, sourceLocation: sourceLocation)
        return on.skippedPaths.count
    }

    /// Every fixture tree on its own (each app, each rule's failing and passing folder), and all
    /// of them as one tree.
    @Test func everyFixtureGivesTheSameFactsAndGraph() throws {
        let manager = FileManager.default
        var roots = [Repository.path("Fixtures")]
        for top in try manager.contentsOfDirectory(atPath: Repository.path("Fixtures")).sorted() where top != "Check" {
            roots.append(Repository.path("Fixtures/\(top)"))
        }
        for language in ["Swift", "ObjC"] {
            let folder = Repository.path("Fixtures/Check/\(language)")
            for rule in try manager.contentsOfDirectory(atPath: folder).sorted() {
                for side in ["failing", "passing"] where manager.fileExists(atPath: "\(folder)/\(rule)/\(side)") {
                    roots.append("\(folder)/\(rule)/\(side)")
                }
            }
        }
        var skipped = 0
        for root in roots {
            skipped += Self.expectSameOutput([root])
        }
        #expect(roots.count > 20)
        #expect(skipped > 0, "the fixtures should include files the pre-filter skips")
    }

    /// Routers reached only through names declared in files without any ZIKRouter spelling:
    /// user base classes across files and modules, typedef and macro superclasses, typealiases,
    /// nested types, extensions and categories, next to ordinary classes that must be skipped.
    @Test func indirectionFormsGiveTheSameOutput() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try IndirectionTree.write(into: tree)
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        config.scan.extraBaseRouters[IndirectionTree.extraBase] = .view
        let skipped = Self.expectSameOutput([tree.path + "/Sources"], config: config)
        #expect(skipped == IndirectionTree.ordinaryFiles.count, "only the ordinary files are skipped")

        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], config: config, jobs: 2))
        let registered = Set(result.graph.routers.filter(\.registrable).map(\.name))
        for router in IndirectionTree.expectedRouters {
            #expect(registered.contains(router), "\(router) should be registered")
        }
        for path in IndirectionTree.ordinaryFiles {
            #expect(result.skippedPaths.contains(tree.path + "/Sources/" + path), "\(path) should be skipped")
        }
        #expect(
            result.timings.files.count(.declaresClosureName) > 0 && result.timings.files.count(.mentionsClosureName) > 0
        )
        #expect(result.timings.files.count(.skippedOrdinaryTypes) > 0)
    }

    /// The same tree scanned in another order of jobs gives the same bytes.
    @Test func skippingDoesNotDependOnJobs() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try IndirectionTree.write(into: tree)
        let one = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 1))
        let four = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 4))
        #expect(one.graph == four.graph)
        #expect(one.skippedPaths == four.skippedPaths)
    }

    /// What the cache keeps for a skipped file depends on the other files: when a new file makes
    /// a name it declares or mentions a router, the unchanged file must be parsed after all.
    @Test func aCachedSkipIsRevisitedWhenAnotherFileMakesItMatter() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Sources/App/"
        try tree.write("Sources/App/Widget.swift", "class Widget: Gizmo {}\n")
        try tree.write(
            "Sources/App/Gadget.swift",
            """
            public final class Gadget: Widget {
                override public class func registerRoutableDestination() { registerIdentifier("gadget") }
            }

            """)
        try tree.write(
            "Sources/App/Caller.m",
            "@implementation Caller\n- (void)go:(id)source {\n    [LegacyGizmo performPath:ZIKViewRoutePath.pushFrom(source)];\n}\n@end\n"
        )
        for file in ["Widget.swift", "Gadget.swift", "Caller.m"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: app + file)
        }
        func run() -> Pipeline.Outcome {
            let store = FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest)
            return Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: store, jobs: 2))
        }

        let first = run()
        #expect(first.skippedPaths == [app + "Widget.swift", app + "Caller.m"])
        #expect(!first.graph.routers.contains { $0.name == "Gadget" })
        let warm = run()
        #expect(warm.timings.files.cacheHitsByStamp == 3)
        #expect(warm.skippedPaths == first.skippedPaths, "a skip still holds under the same closure")

        try tree.write("Sources/App/Gizmo.swift", "open class Gizmo: ZIKAnyViewRouter {}\n")
        try tree.write("Sources/App/LegacyGizmo.h", "@interface LegacyGizmo : ZIKViewRouter\n@end\n")
        let second = run()
        let uncached = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: false))
        #expect(second.graph == uncached.graph)
        #expect(second.skippedPaths.isEmpty)
        #expect(second.graph.routers.contains { $0.name == "Gadget" })
        #expect(second.graph.useSites.contains { $0.kind == .routerClass && $0.key == "LegacyGizmo" })

        let third = run()
        #expect(third.timings.files.cacheHits == 5)
        #expect(third.graph == uncached.graph)
    }

    /// A run whose files' byte summaries are all those of the cache reuses the closure the cached
    /// skips were made under instead of working it out; any other run works it out, and the
    /// result is always the one without a cache.
    @Test func theClosureIsWorkedOutAgainOnlyWhenAByteSummaryChanged() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Sources/App/"
        let router = """
            import ZRouter

            open class BaseViewRouter: ZIKAnyViewRouter {}

            final class LoginViewRouter: BaseViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("login")
                }
            }

            """
        try tree.write("Sources/App/LoginViewRouter.swift", router)
        try tree.write(
            "Sources/App/Widget.swift", "class Widget: Gizmo {\n    func title() -> String { \"Widget\" }\n}\n")
        try tree.write(
            "Sources/App/Legacy.m",
            "@implementation LegacyFormatter\n- (NSString *)title { return @\"Legacy\"; }\n@end\n")
        for file in ["LoginViewRouter.swift", "Widget.swift", "Legacy.m"] { try age(app + file, by: 3600) }
        func uncached() -> Pipeline.Outcome {
            Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: false))
        }

        let cold = cachedRun(tree)
        #expect(cold.timings.closureNames != nil)
        #expect(!cold.timings.closureKept)
        #expect(cold.skippedPaths == [app + "Legacy.m", app + "Widget.swift"])
        let warm = cachedRun(tree)
        #expect(warm.timings.closureNames == nil, "nothing changed")
        #expect(warm.graph == cold.graph)

        // A comment in the router: read and parsed again, same summary.
        try tree.write("Sources/App/LoginViewRouter.swift", router + "// Reviewed.\n")
        let comment = cachedRun(tree)
        #expect(comment.timings.files.swiftParsed == 1)
        #expect(comment.timings.closureNames == nil)
        #expect(comment.graph == uncached().graph)

        // The router's file now declares the class the ordinary file inherits from, as a router.
        try tree.write("Sources/App/LoginViewRouter.swift", router + "open class Gizmo: BaseViewRouter {}\n")
        let widened = cachedRun(tree)
        #expect(widened.timings.closureNames != nil)
        #expect(!widened.timings.closureKept, "a summary changed")
        #expect(widened.skippedPaths == [app + "Legacy.m"], "Widget now subclasses a router")
        #expect(widened.graph == uncached().graph)
        #expect(cachedRun(tree).timings.closureNames == nil)

        // An ordinary file changed: it waits for the closure to be decided, under the one the
        // cache kept, since its summary is the same.
        try tree.write(
            "Sources/App/Legacy.m", "@implementation LegacyFormatter\n- (NSString *)title { return @\"Old\"; }\n@end\n")
        let ordinary = cachedRun(tree)
        #expect(ordinary.timings.closureNames != nil)
        #expect(ordinary.timings.closureKept)
        #expect(ordinary.skippedPaths == [app + "Legacy.m"])
        #expect(ordinary.graph == uncached().graph)
    }

    /// The closure kept with the cache decides an edited file as a worked-out one would: an
    /// ordinary file that comes to mention a router is parsed under it, and a file added (whose
    /// summary no entry holds) has the closure worked out again.
    @Test func aKeptClosureDecidesAnEditedFileAsAWorkedOutOneWould() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Sources/App/"
        try tree.write(
            "Sources/App/LoginViewRouter.h",
            """
            #import <ZIKRouter/ZIKViewRouter.h>

            @interface BaseViewRouter : ZIKViewRouter
            @end

            @interface LoginViewRouter : BaseViewRouter
            @end

            """)
        try tree.write(
            "Sources/App/LoginViewRouter.m",
            """
            #import "LoginViewRouter.h"

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:@"login"];
            }
            @end

            """)
        let ordinary = "@implementation ProfileFormatter\n- (NSString *)title { return @\"Profile\"; }\n@end\n"
        try tree.write("Sources/App/ProfileFormatter.m", ordinary)
        for file in ["LoginViewRouter.h", "LoginViewRouter.m", "ProfileFormatter.m"] {
            try age(app + file, by: 3600)
        }
        func uncached() -> Pipeline.Outcome {
            Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: false))
        }
        let cold = cachedRun(tree)
        #expect(cold.skippedPaths == [app + "ProfileFormatter.m"])

        // The same declarations, and now a message to a class on the closure: parsed for it.
        try tree.write(
            "Sources/App/ProfileFormatter.m",
            ordinary.replacingOccurrences(
                of: "return @\"Profile\";", with: "return NSStringFromClass([BaseViewRouter class]);"))
        let mentions = cachedRun(tree)
        #expect(mentions.timings.closureKept)
        #expect(mentions.skippedPaths.isEmpty, "it mentions a name on the kept closure")
        #expect(mentions.graph == uncached().graph)

        // A new file: no entry holds its summary, so the closure is worked out again.
        try tree.write(
            "Sources/App/SettingsFormatter.m", ordinary.replacingOccurrences(of: "Profile", with: "Settings"))
        let added = cachedRun(tree)
        #expect(added.timings.closureNames != nil)
        #expect(!added.timings.closureKept)
        #expect(added.skippedPaths == [app + "SettingsFormatter.m"])
        #expect(added.graph == uncached().graph)
    }

    /// A conformance in a file without any ZIKRouter spelling: skipped (and cached as skipped)
    /// while nothing needs it, parsed by the second round once a router registers the class.
    @Test func aCachedSkipIsParsedWhenAConformanceCheckComesToNeedIt() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Sources/App/"
        try tree.write(
            "Sources/App/BaseViewController.swift", "class BaseViewController: UIViewController, ZIKRoutableView {}\n")
        try tree.write(
            "Sources/App/LoginViewController.swift", "final class LoginViewController: BaseViewController {}\n")
        try tree.write(
            "Sources/App/LoginViewController+Input.swift", "extension LoginViewController: LoginViewInput {}\n")
        let router = """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("login")
                }
            }

            """
        try tree.write("Sources/App/LoginViewRouter.swift", router)
        for file in [
            "BaseViewController.swift", "LoginViewController.swift", "LoginViewController+Input.swift",
            "LoginViewRouter.swift",
        ] {
            try age(app + file, by: 3600)
        }
        func run() -> Pipeline.Outcome { cachedRun(tree) }
        func conformanceFindings(_ result: Pipeline.Outcome) -> [String] {
            Self.conformanceFindings(result, rules: [DestinationConformanceRule(), UnroutableDestinationRule()])
        }

        let first = run()
        #expect(first.skippedPaths == [app + "LoginViewController.swift", app + "LoginViewController+Input.swift"])
        #expect(run().skippedPaths == first.skippedPaths, "a warm run keeps the skip")

        try tree.write(
            "Sources/App/LoginViewRouter.swift",
            router.replacingOccurrences(
                of: "registerIdentifier(\"login\")",
                with: "registerView(LoginViewController.self)\n        register(RoutableView<LoginViewInput>())"
            ))
        let second = run()
        #expect(second.skippedPaths.isEmpty)
        #expect(second.timings.files.count(.neededForConformance) == 2)
        #expect(conformanceFindings(second) == [])
        let uncached = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: false))
        #expect(second.graph == uncached.graph)

        // Without the extension the same registration is an error, found the same way.
        try FileManager.default.removeItem(atPath: app + "LoginViewController+Input.swift")
        #expect(conformanceFindings(run()).count == 1)
    }
    /// A run whose files all say what their cache entries say skips the conformance round (the
    /// cache holds the end of one), and any file that says something new brings it back: an
    /// ordinary file edited to declare the conformance a registration needs is parsed.
    @Test func theConformanceRoundRunsWhenAnyFileSaysSomethingNew() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/Sources/App/"
        try tree.write(
            "Sources/App/BaseViewController.swift", "class BaseViewController: UIViewController, ZIKRoutableView {}\n")
        try tree.write(
            "Sources/App/LoginViewController.swift", "final class LoginViewController: BaseViewController {}\n")
        try tree.write(
            "Sources/App/LoginFormatter.swift", "struct LoginFormatter {\n    func title() -> String { \"Login\" }\n}\n"
        )
        let router = """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }

            """
        try tree.write("Sources/App/LoginViewRouter.swift", router)
        for file in [
            "BaseViewController.swift", "LoginViewController.swift", "LoginFormatter.swift", "LoginViewRouter.swift",
        ] {
            try age(app + file, by: 3600)
        }
        func run() -> Pipeline.Outcome { cachedRun(tree) }
        func uncached() -> Pipeline.Outcome {
            Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: false))
        }
        func conformanceFindings(_ result: Pipeline.Outcome) -> [String] {
            Self.conformanceFindings(result, rules: [DestinationConformanceRule()])
        }

        let first = run()
        #expect(conformanceFindings(first).count == 1, "LoginViewController does not adopt LoginViewInput yet")
        #expect(first.skippedPaths == [app + "LoginFormatter.swift"])

        // A comment in the router: every file says what its entry says.
        try tree.write("Sources/App/LoginViewRouter.swift", router + "// reviewed\n")
        try age(app + "LoginViewRouter.swift", by: 1800)
        let comment = run()
        #expect(comment.skippedPaths == first.skippedPaths)
        #expect(comment.graph == uncached().graph)
        #expect(conformanceFindings(comment).count == 1)

        // The ordinary file now declares the conformance: parsed, and the finding is gone.
        try tree.write(
            "Sources/App/LoginFormatter.swift",
            "struct LoginFormatter {}\n\nextension LoginViewController: LoginViewInput {}\n")
        try age(app + "LoginFormatter.swift", by: 1200)
        let adopted = run()
        #expect(adopted.skippedPaths.isEmpty)
        #expect(adopted.timings.files.count(.neededForConformance) == 1)
        #expect(conformanceFindings(adopted) == [])
        #expect(adopted.graph == uncached().graph)
    }

    /// A file's modification time moved back, as for sources checked out a while ago.
    private func age(_ path: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    /// One run over `tree/Sources` with the cache in `tree/cache`, as the CLI makes it.
    private func cachedRun(_ tree: TemporaryDirectory) -> Pipeline.Outcome {
        let store = FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest)
        return Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], cache: store, jobs: 2))
    }

    private static func conformanceFindings(_ result: Pipeline.Outcome, rules: [any CheckRule]) -> [String] {
        Checker.run(CheckContext(graph: result.graph), rules: rules).map(CheckSnippet.describe)
    }
}
