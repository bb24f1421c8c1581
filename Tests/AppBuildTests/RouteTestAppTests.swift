import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The generated route test, run the way an app runs it: `Fixtures/SwiftApp`'s sources in a package
/// with an XCTest target, against the Linux stand-in of ZIKRouter, with the registry and
/// `RouteRegistryTests.swift` written by `routegen generate --test-output`. The package does not
/// use the build plugin (the registry is a committed file here, so a test can edit it), which also
/// keeps swift-syntax out of its build. It must pass; with one router's registration deleted from
/// the registry it must fail and name the protocol that no longer resolves.
@Suite(.serialized)
struct RouteTestAppTests {
    @Test(.timeLimit(.minutes(20)))
    func generatedRouteTestPassesAndCatchesAMissingRegistration() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let package = work.path + "/SwiftAppRouteTest"
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.path("Fixtures/SwiftApp/Sources"), toPath: package + "/Sources")
        try FileManager.default.copyItem(
            atPath: Repository.path("Fixtures/SwiftApp/.routegen.yml"), toPath: package + "/.routegen.yml")
        try Self.manifest(stub: Repository.path("Fixtures/ZIKRouterStub")).write(
            toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

        let generate = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            [
                "generate", "Sources", "--module", "App", "--output-dir", "Sources/App", "--test-output",
                "Tests/AppTests",
            ], in: package)
        try #require(generate.status == 0, "\(generate.stdout)\n\(generate.stderr)")
        let testFile = package + "/Tests/AppTests/RouteRegistryTests.swift"
        let test = try String(contentsOfFile: testFile, encoding: .utf8)
        #expect(test.contains("XCTAssertNotNil(Router.to(RoutableView<LoginViewInput>())"), "\(test)")
        #expect(test.contains("#if os(Linux)"), "a conditional registration is asserted under its condition")

        // Kept under the repository's .build, so the stub is compiled once per machine.
        let scratch = Repository.path(".build/fixture-SwiftAppRouteTest")
        let passing = try ProcessRunner.run("swift", ["test", "--scratch-path", scratch], in: package)
        try #require(
            passing.status == 0,
            "the generated route test fails on the fixture app:\n\(passing.stdout)\n\(passing.stderr)")
        let log = passing.stdout + passing.stderr
        #expect(log.contains("RouteRegistryTests"), "\(log)")
        #expect(!log.contains("Executed 0 tests"), "\(log)")

        // LoginKit's router, gone from the registry (a hand edit, a merge gone wrong): the route
        // test must fail and say which protocol no longer resolves.
        let registryPath = package + "/Sources/App/RouteRegistry.swift"
        let registry = try String(contentsOfFile: registryPath, encoding: .utf8)
        let line = "        LoginViewRouter.registerRoutableDestination()\n"
        try #require(registry.contains(line))
        try registry.replacingOccurrences(of: line, with: "").write(
            toFile: registryPath, atomically: true, encoding: .utf8)
        let failing = try ProcessRunner.run("swift", ["test", "--scratch-path", scratch], in: package)
        let failure = failing.stdout + failing.stderr
        #expect(failing.status != 0, "\(failure)")
        #expect(
            failure.contains("view protocol LoginViewInput (registered in LoginViewRouter.swift) resolves to no route"),
            "\(failure)")
        // The adapter whose adaptee was LoginKit's protocol fails too; other routes still resolve.
        #expect(failure.contains("view protocol RequiredLoginViewInput"), "\(failure)")
        #expect(!failure.contains("view protocol HomeViewInput"), "\(failure)")
    }

    static func manifest(stub: String) -> String {
        """
        // swift-tools-version: 6.0
        // Fixtures/SwiftApp's sources with a test target that runs the generated route test.
        import PackageDescription

        let zik: [Target.Dependency] = [
            .product(name: "ZIKRouter", package: "ZIKRouterStub"),
            .product(name: "ZRouter", package: "ZIKRouterStub"),
        ]

        let package = Package(
            name: "SwiftAppRouteTest",
            dependencies: [.package(path: "\(stub)")],
            targets: [
                .target(name: "UIKit"),
                .target(name: "LoginKit", dependencies: ["UIKit"] + zik),
                .target(name: "ProfileKit", dependencies: ["UIKit", "LoginKit"] + zik),
                .executableTarget(name: "App", dependencies: ["UIKit", "LoginKit", "ProfileKit"] + zik),
                .testTarget(name: "AppTests", dependencies: ["App", "LoginKit", "ProfileKit"] + zik),
            ]
        )

        """
    }
}
