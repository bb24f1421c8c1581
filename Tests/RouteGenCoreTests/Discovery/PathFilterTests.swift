import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The config's include/exclude globs.
struct PathFilterTests {
    private func matches(_ pattern: String, _ path: String) -> Bool {
        GlobPattern(pattern).matches(path.split(separator: "/").map(String.init))
    }

    @Test(arguments: [
        ("*.generated.swift", "Sources/App/Routes.generated.swift", true),
        ("*.generated.swift", "Sources/App/Routes.swift", false),
        ("Legacy", "Sources/Legacy/Old.swift", true),
        ("Legacy", "Sources/LegacyKit/Old.swift", false),
        ("Sources/App", "Sources/App/Home.swift", true),
        ("Sources/App", "Other/Sources/App/Home.swift", false),
        ("Sources/*/Generated/*.swift", "Sources/App/Generated/R.swift", true),
        ("**/Generated/**", "Sources/App/Generated/Deep/R.swift", true),
        ("**/Generated/**", "Generated/R.swift", true),
        ("Sources/**/Test?.swift", "Sources/A/B/Test1.swift", true),
        ("Sources/**/Test?.swift", "Sources/A/B/Test12.swift", false),
    ])
    func globs(pattern: String, path: String, expected: Bool) {
        #expect(matches(pattern, path) == expected)
    }

    @Test func includeThenExcludeRelativeToTheConfigFolder() {
        let filter = PathFilter(
            include: [GlobPattern("Sources/**")], exclude: [GlobPattern("**/Mocks/**")], baseDirectory: "/repo")
        #expect(filter.admits("Sources/App/Home.swift", workingDirectory: "/repo"))
        #expect(filter.admits("/repo/Sources/App/Home.swift", workingDirectory: "/elsewhere"))
        #expect(!filter.admits("Sources/App/Mocks/Fake.swift", workingDirectory: "/repo"))
        #expect(!filter.admits("Tests/AppTests/HomeTests.swift", workingDirectory: "/repo"))
        #expect(filter.admits("../Sources/App/Home.swift", workingDirectory: "/repo/Tools"), "paths are standardised")
        #expect(PathFilter.all.admits("anything.swift", workingDirectory: "/"))
    }

    @Test func pipelineSkipsExcludedFiles() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let router =
            "public final class %@: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
        try tree.write(
            "Sources/App/HomeViewRouter.swift", router.replacingOccurrences(of: "%@", with: "HomeViewRouter"))
        try tree.write(
            "Sources/App/Mocks/MockViewRouter.swift", router.replacingOccurrences(of: "%@", with: "MockViewRouter"))
        let filter = PathFilter(include: [], exclude: [GlobPattern("Mocks")], baseDirectory: tree.path)
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], pathFilter: filter))
        #expect(result.graph.routers.map(\.name) == ["HomeViewRouter"])
        #expect(result.figures.filesFound == 1)
    }
}
