import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The seeded-fault suite (`scripts/mutation-suite.py`, docs/mutation-recall.md) on a representative
/// subset of its mutants, one of each fixture app, fault kind, variant and language, run through the
/// routegen binary SwiftPM built, each mutant checked as folders and through the app's Xcode project. The
/// unmutated apps must give no finding, and every mutant of the subset must be caught as an error at the
/// right place by the right rule in both modes, except those listed in `Fixtures/Mutation/pending-misses.txt`
/// (what today's routegen misses, and the findings it gives on a correct app until then); a listed mutant
/// that is caught, or a listed finding that is gone, fails the test too, so the list stays exact: a fix
/// removes its lines. The whole suite runs with `python3 scripts/mutation-suite.py --binary
/// .build/release/routegen` (about a minute).
struct MutationSuiteTests {
    private static let pending = "Fixtures/Mutation/pending-misses.txt"

    @Test func representativeMutantsAreCaughtOrKnownMisses() throws {
        // The apps are partly Objective-C: without libclang every .m/.h file is an error.
        guard case .success = LibClang.shared else { return }
        let output = try ProcessRunner.run(
            "python3",
            [
                Repository.path("scripts/mutation-suite.py"), "--binary", try ProcessRunner.routegenBinary(),
                "--subset", "--jobs", "2", "--pending", Repository.path(Self.pending),
                // Every catch must fail the commit, and the unmutated apps must be silent.
                "--require-error", "--clean", "note",
            ])
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        let count = output.stdout.split(separator: "\n").last.flatMap { Int($0.split(separator: " ").first ?? "") } ?? 0
        // Each mutant twice: as folders and through the project.
        #expect(count >= 2 * 70, "the subset shrank to \(count) runs: did a fixture leave the suite's code style?")
    }

    /// Every id in the pending list names a mutant the suite derives: a stale line would hide nothing,
    /// but it would no longer say what routegen misses.
    @Test func everyPendingMutantExists() throws {
        let output = try ProcessRunner.run("python3", [Repository.path("scripts/mutation-suite.py"), "--list"])
        #expect(output.status == 0, "\(output.stderr)")
        let derived = Set(
            output.stdout.split(separator: "\n").compactMap { line -> String? in
                line.hasPrefix(" ") ? nil : line.split(separator: " ").first.map(String.init)
            })
        let listed = try String(contentsOfFile: Repository.path(Self.pending), encoding: .utf8)
            .split(separator: "\n")
            .map {
                $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            }
            .map { line -> String in
                // `folder:` or `project:` limits a line to one mode.
                var line = line.trimmingCharacters(in: .whitespaces)
                for mode in ["folder:", "project:"] where line.hasPrefix(mode) {
                    line = String(line.dropFirst(mode.count)).trimmingCharacters(in: .whitespaces)
                }
                return line
            }
            // `finding …` lines name findings of the unmutated apps, not mutants.
            .filter { !$0.isEmpty && !$0.hasPrefix("finding ") }
        for id in listed {
            #expect(derived.contains(id), "\(Self.pending) names \(id), which the suite no longer derives")
        }
    }
}
