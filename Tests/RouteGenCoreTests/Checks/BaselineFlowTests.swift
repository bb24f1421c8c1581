import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `check --write-baseline` and `--baseline` as library calls, and the repository root they use.
struct BaselineFlowTests {
    let environment = ReportEnvironment(workingDirectory: "/repo", repositoryRoot: "/repo")

    func finding(_ message: String) -> Diagnostic {
        Diagnostic(
            .error, message, at: SourceLocation(file: "Sources/A.swift", line: 3, column: 1),
            ruleID: "duplicate-identifier")
    }

    @Test func recordedBaselineAcceptsWhatItRecorded() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let path = tree.path + "/baseline.json"
        #expect(
            try BaselineFlow.record([finding("a"), finding("b")], environment: environment, to: path)
                == "routegen check: recorded 2 findings in \(path)")
        let (new, accepted) = try BaselineFlow.apply(
            baselineAt: path, to: [finding("a"), finding("c")], environment: environment)
        #expect(accepted == 1)
        #expect(new.map(\.message) == ["c"])
    }

    @Test func unreadableUnwritableAndMalformedBaselinesSayWhere() {
        #expect(throws: BaselineFlow.Failure(description: "/nowhere/b.json: error: cannot read the baseline")) {
            try BaselineFlow.apply(baselineAt: "/nowhere/b.json", to: [], environment: environment, read: { _ in nil })
        }
        #expect(
            throws: BaselineFlow.Failure(
                description: "b.json: error: not a routegen baseline: unsupported baseline version (expected 1)")
        ) {
            try BaselineFlow.apply(
                baselineAt: "b.json", to: [], environment: environment,
                read: { _ in Data(#"{"version": 2, "findings": []}"#.utf8) })
        }
        do {
            _ = try BaselineFlow.record([], environment: environment, to: "/proc/routegen-cannot-write/b.json")
            Issue.record("writing under /proc succeeded")
        } catch {
            #expect(
                error.description.hasPrefix("/proc/routegen-cannot-write")
                    && error.description.contains(": error: cannot write the baseline: "), "\(error)")
        }
    }

    @Test func inputProblemsAreTheMissingAndUnreadablePaths() {
        let diagnostics = [
            Diagnostic(.error, "gone", at: .wholeFile("Gone"), rule: .missingPath),
            Diagnostic(.error, "locked", at: .wholeFile("Locked.swift"), rule: .unreadableFile),
            Diagnostic(.warning, "odd", at: .wholeFile("Odd.txt"), rule: .unsupportedFile),
            finding("a"),
        ]
        #expect(BaselineFlow.inputProblems(diagnostics).map(\.message) == ["gone", "locked"])
    }

    @Test func repositoryRootIsTheWorkspaceOrTheNearestGitFolder() {
        let git: Set<String> = ["/work/app/.git"]
        #expect(
            RepositoryRoot.find(from: "/work/app/Sources/App", environment: [:], exists: git.contains) == "/work/app")
        #expect(
            RepositoryRoot.find(from: "/work/app/./Sources/../Sources", environment: [:], exists: git.contains)
                == "/work/app")
        #expect(RepositoryRoot.find(from: "/elsewhere/x", environment: [:], exists: git.contains) == "/elsewhere/x")
        #expect(
            RepositoryRoot.find(
                from: "/work/app/Sources", environment: ["GITHUB_WORKSPACE": "/github/workspace"], exists: git.contains)
                == "/github/workspace")
        #expect(
            RepositoryRoot.find(from: "/work/app/Sources", environment: ["GITHUB_WORKSPACE": ""], exists: git.contains)
                == "/work/app")
    }

    @Test func pathsAreStandardisedFromTheirText() {
        #expect(StandardPath.standardized("./Sources//App/../App/R.swift") == "Sources/App/R.swift")
        #expect(StandardPath.standardized("/a/b/../../c/") == "/c")
        #expect(StandardPath.standardized("../x/./y") == "../x/y")
        #expect(StandardPath.absolute("Sources/A.swift", in: "/repo/") == "/repo/Sources/A.swift")
        #expect(StandardPath.absolute("/abs/A.swift", in: "/repo") == "/abs/A.swift")
        // The shortcut for paths already standard agrees with splitting them.
        for path in [
            "Sources/A.swift", "/a/.b/c..d/...", "a.", ".a/b", "/", "a/", "a//b", "./a", "a/.", "a/..", "..", ".",
            "//a", "a/../b", "é/ü.m", "",
        ] {
            let split = path.split(separator: "/").reduce(into: [Substring]()) { parts, part in
                if part == "." { return }
                if part == "..", let last = parts.last, last != ".." { parts.removeLast(); return }
                parts.append(part)
            }
            #expect(
                StandardPath.standardized(path) == (path.hasPrefix("/") ? "/" : "") + split.joined(separator: "/"),
                "\(path)")
        }
    }
}
