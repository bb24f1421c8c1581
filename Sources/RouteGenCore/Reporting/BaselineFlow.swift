import Foundation
import RouteGenModel

/// What `check --write-baseline` and `check --baseline` do with a baseline file: record every
/// finding, or keep only the findings a baseline does not accept. Reading and writing are the
/// only I/O; a failure carries the line to print, and the caller exits 2.
package enum BaselineFlow {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// `path: error: …`, ready for standard error.
        package var description: String
    }

    /// Writes the baseline that accepts every one of `diagnostics`; returns the line to print.
    package static func record(
        _ diagnostics: [Diagnostic], environment: ReportEnvironment, to path: String
    ) throws(Failure) -> String {
        let accepted = Baseline(accepting: diagnostics, environment: environment)
        do {
            _ = try OutputWriter.write(accepted.serialized(), to: path)
        } catch {
            throw Failure(description: "\(error.path): error: cannot write the baseline: \(error.reason)")
        }
        return "routegen check: recorded \(Plural.counted(diagnostics.count, "finding")) in \(path)"
    }

    /// The findings the baseline at `path` does not accept, and how many it accepted.
    package static func apply(
        baselineAt path: String, to diagnostics: [Diagnostic], environment: ReportEnvironment,
        read: (String) -> Data? = { FileManager.default.contents(atPath: $0) }
    ) throws(Failure) -> (new: [Diagnostic], accepted: Int) {
        guard let data = read(path) else { throw Failure(description: "\(path): error: cannot read the baseline") }
        do {
            return try Baseline.parse(data).filter(diagnostics, environment: environment)
        } catch {
            throw Failure(description: "\(path): error: not a routegen baseline: \(error)")
        }
    }

    /// The diagnostics about a path missing or unreadable: as errors they make the run's
    /// findings untrustworthy, and `check` reports them and exits 2 even after recording a baseline.
    package static func inputProblems(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.id?.isInputFailure == true }
    }
}
