import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routegen check` end to end: formats, exit statuses, baselines, registries.
struct CheckCLITests {
    static let broken = """
        import ZRouter
        final class HomeRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                registerView(HomeViewController.self)
                registerIdentifier("home")
            }
            override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
        }
        func go() { Router.to(viewIdentifier: "profile") }
        final class HomeViewController: UIViewController, ZIKRoutableView {}
        """

    private func routegen(_ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    @Test func cleanAppExitsZeroWithOnlyTheSummary() throws {
        let output = try routegen(["check", Repository.path("Fixtures/SwiftApp/Sources"), "--module", "App"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("routegen check: "))
    }

    @Test func errorsExitOneInEveryFormat() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/App.swift", Self.broken)
        let xcode = try routegen(["check", "Sources"], in: tree.path)
        #expect(xcode.status == 1)
        #expect(
            xcode.stdout == StandardPath.standardized(tree.path)
                + "/Sources/App/App.swift:9:13: error: view identifier \"profile\" requested by `Router.to(viewIdentifier:)` is not registered: no router, adapter, `forMaking…` registration or block route registers it [unregistered-route]\n"
        )
        #expect(xcode.stderr.contains("1 error, 0 warnings, 0 notes"))
        try FileManager.default.createDirectory(atPath: tree.path + "/.git", withIntermediateDirectories: true)
        let github = try routegen(["check", "App", "--format", "github"], in: tree.path + "/Sources")
        #expect(github.status == 1)
        #expect(
            github.stdout.hasPrefix(
                "::error file=Sources/App/App.swift,line=9,col=13,title=routegen unregistered-route::"),
            "relative to the repository, not the working directory: \(github.stdout)")
        for format in ["json", "sarif"] {
            let output = try routegen(["check", "Sources", "--format", format], in: tree.path)
            #expect(output.status == 1)
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil, "\(format) output is JSON")
        }
    }

    @Test func strictFailsOnWarningsAndIgnoreCommentsSilence() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        // A registration key routegen cannot read: a warning, not an error.
        let router = """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerView(V.self)
                    registerIdentifier(RouteID.home)
                }
                override func destination(with configuration: ViewRouteConfig) -> Any? { V() }
            }
            final class V: UIViewController, ZIKRoutableView {}

            """
        try tree.write("Sources/App/App.swift", router)
        #expect(try routegen(["check", "Sources"], in: tree.path).status == 0)
        let strict = try routegen(["check", "Sources", "--strict"], in: tree.path)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("warning: cannot read the identifier `RouteID.home`"), "\(strict.stdout)")
        try tree.write(
            "Sources/App/App.swift",
            router.replacingOccurrences(
                of: "        registerIdentifier(RouteID.home)\n",
                with: "        // routegen:ignore dynamic-registration\n        registerIdentifier(RouteID.home)\n"))
        #expect(try routegen(["check", "Sources", "--strict"], in: tree.path).status == 0)
    }

    @Test func baselineAcceptsRecordedFindingsOnly() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/App.swift", Self.broken)
        let write = try routegen(["check", "Sources", "--write-baseline", "routegen-baseline.json"], in: tree.path)
        #expect(write.status == 0)
        #expect(write.stderr.contains("recorded 1 finding in"))
        let accepted = try routegen(["check", "Sources", "--baseline", "routegen-baseline.json"], in: tree.path)
        #expect(accepted.status == 0)
        #expect(accepted.stdout.isEmpty)
        #expect(accepted.stderr.contains("1 more accepted by the baseline"))
        // Lines above the finding move it; a new finding is still reported.
        try tree.write(
            "Sources/App/App.swift",
            "\n\n" + Self.broken + "\nfunc more() { Router.to(viewIdentifier: \"settings\") }\n")
        let later = try routegen(["check", "Sources", "--baseline", "routegen-baseline.json"], in: tree.path)
        #expect(later.status == 1)
        #expect(later.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(later.stdout.contains("\"settings\""))
        try tree.write("bad.json", "{}")
        #expect(try routegen(["check", "Sources", "--baseline", "bad.json"], in: tree.path).status == 2)
        #expect(try routegen(["check", "Sources", "--baseline", "missing.json"], in: tree.path).status == 2)
    }

    @Test func registryFileIsCheckedWithTheSameScan() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/Routers.swift",
            """
            final class A: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(AViewController.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { AViewController() }
            }
            final class B: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(BViewController.self) }
                override func destination(with configuration: ViewRouteConfig) -> Any? { BViewController() }
            }
            final class AViewController: UIViewController, ZIKRoutableView {}
            final class BViewController: UIViewController, ZIKRoutableView {}

            """)
        try tree.write(
            "Sources/App/Registry.swift", "enum Registry { static func all() { A.registerRoutableDestination() } }\n")
        let output = try routegen(["check", "Sources", "--registry", "./Sources/App/Registry.swift"], in: tree.path)
        #expect(output.status == 1)
        #expect(
            output.stdout == StandardPath.standardized(tree.path)
                + "/Sources/App/Registry.swift:1:37: error: the registry does not register view router B (declared in Routers.swift) [stale-registry]\n"
        )
        // A registry outside the scanned paths is scanned too.
        try tree.write(
            "Elsewhere/Registry.swift",
            "enum Registry { static func all() { A.registerRoutableDestination(); B.registerRoutableDestination() } }\n"
        )
        #expect(
            try routegen(
                ["check", "Sources/App/Routers.swift", "--registry", "Elsewhere/Registry.swift"], in: tree.path
            ).status == 0)
    }

    @Test func usageAndInputFailuresExitTwo() throws {
        #expect(try routegen(["check"]).status == 2)
        #expect(try routegen(["check", Repository.path("Fixtures/SwiftApp/Sources"), "--format", "yaml"]).status == 2)
        #expect(
            try routegen(["check", Repository.path("Fixtures/SwiftApp/Sources"), "--registry", "notes.txt"]).status == 2
        )
        let missing = try routegen(["check", Repository.path("Fixtures/SwiftApp/Sources"), "/no/such/dir"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("/no/such/dir: error: no such file or directory"))
        let help = try routegen(["check", "--help"])
        #expect(help.status == 0)
        for option in ["--format", "--strict", "--baseline", "--write-baseline", "--registry", "unregistered-route"] {
            #expect(help.stdout.contains(option), "help lacks \(option)")
        }
    }
}
