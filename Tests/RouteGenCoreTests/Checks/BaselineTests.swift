import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct BaselineTests {
    let environment = ReportEnvironment(workingDirectory: "/repo", repositoryRoot: "/repo")

    func finding(_ message: String, line: Int, file: String = "Sources/A.swift") -> Diagnostic {
        Diagnostic(
            .error, message, at: SourceLocation(file: file, line: line, column: 1), ruleID: "duplicate-identifier")
    }

    @Test func acceptedFindingsSurviveLineMovesButNotNewCopies() throws {
        let baseline = Baseline(accepting: [finding("x", line: 3), finding("y", line: 9)], environment: environment)
        let reparsed = try Baseline.parse(Data(baseline.serialized().utf8))
        #expect(reparsed == baseline)

        // Lines moved, the same path spelled absolutely, and one new copy of `x`.
        let now = [
            finding("x", line: 13), finding("x", line: 20), finding("y", line: 30, file: "/repo/Sources/A.swift"),
            finding("z", line: 1),
        ]
        let (new, accepted) = reparsed.filter(now, environment: environment)
        #expect(accepted == 2)
        #expect(new.map(\.message) == ["x", "z"])
    }

    @Test func serializedFormIsSortedAndDocumented() {
        let text = Baseline(accepting: [finding("b", line: 1), finding("a", line: 2)], environment: environment)
            .serialized()
        #expect(
            text == """
                {
                  "version": 1,
                  "findings": [
                    {
                      "rule": "duplicate-identifier",
                      "file": "Sources/A.swift",
                      "message": "a"
                    },
                    {
                      "rule": "duplicate-identifier",
                      "file": "Sources/A.swift",
                      "message": "b"
                    }
                  ]
                }

                """)
    }

    @Test func malformedBaselinesAreRejected() {
        for text in [
            "[]", "{\"version\": 2, \"findings\": []}", "{\"version\": 1}",
            "{\"version\": 1, \"findings\": [{\"rule\": 1}]}", "nope",
        ] {
            #expect(throws: Baseline.FormatError.self) { try Baseline.parse(Data(text.utf8)) }
        }
    }
}
