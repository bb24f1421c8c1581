import Foundation
import RouteGenModel

/// Findings a team has accepted for now, so a large app can adopt `routegen check` gradually:
/// only findings not in the baseline are reported.
///
/// A finding's fingerprint is its rule id, its file (relative to the repository) and its
/// message — not its line, so edits above a finding do not make it new. Messages name the other
/// end of a conflict by file name only, for the same reason. Identical fingerprints are counted:
/// a second copy of a baselined finding is new. A path in a message is written relative to the
/// repository, like the file.
package struct Baseline: Hashable, Sendable {
    package struct Fingerprint: Hashable, Comparable, Sendable {
        package var rule: String
        package var file: String
        package var message: String

        package static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    /// Sorted; a fingerprint appears once per accepted finding.
    package var fingerprints: [Fingerprint]

    package init(fingerprints: [Fingerprint]) {
        self.fingerprints = fingerprints.sorted()
    }

    /// The baseline that accepts every one of these findings.
    package init(accepting diagnostics: [Diagnostic], environment: ReportEnvironment) {
        self.init(fingerprints: diagnostics.map { Self.fingerprint($0, environment: environment) })
    }

    static func fingerprint(_ diagnostic: Diagnostic, environment: ReportEnvironment) -> Fingerprint {
        Fingerprint(
            rule: diagnostic.rule ?? "",
            file: diagnostic.location.map { portableFile($0.file, environment: environment) } ?? "",
            message: portable(diagnostic.message, environment: environment)
        )
    }

    /// The file relative to the repository, with `../` for one outside it (a workspace above the
    /// folder a check runs in, when no `.git` says where the repository starts).
    static func portableFile(_ file: String, environment: ReportEnvironment) -> String {
        StandardPath.relative(environment.absolute(file), to: StandardPath.standardized(environment.repositoryRoot))
    }

    /// A message that names a file by its absolute path (a project's files are read with
    /// absolute paths) names it relative to the repository instead, so that a baseline written in
    /// one checkout holds in another.
    static func portable(_ message: String, environment: ReportEnvironment) -> String {
        StandardPath.relativizingPaths(in: message, to: environment.repositoryRoot)
    }

    /// The findings the baseline does not accept, and how many it did.
    package func filter(
        _ diagnostics: [Diagnostic], environment: ReportEnvironment
    ) -> (new: [Diagnostic], accepted: Int) {
        var remaining: [Fingerprint: Int] = [:]
        // A baseline written before messages were made portable still matches in its own checkout.
        for var fingerprint in fingerprints {
            fingerprint.message = Self.portable(fingerprint.message, environment: environment)
            if fingerprint.file.hasPrefix("/") {
                fingerprint.file = Self.portableFile(fingerprint.file, environment: environment)
            }
            remaining[fingerprint, default: 0] += 1
        }
        var new: [Diagnostic] = []
        var accepted = 0
        for diagnostic in diagnostics {
            let fingerprint = Self.fingerprint(diagnostic, environment: environment)
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                accepted += 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, accepted)
    }

    /// `{"version": 1, "findings": [{"rule", "file", "message"}…]}`, sorted, one finding per entry.
    package func serialized() -> String {
        JSONValue.object([
            ("version", .int(1)),
            (
                "findings",
                .array(
                    fingerprints.map { fingerprint in
                        .object([
                            ("rule", .string(fingerprint.rule)), ("file", .string(fingerprint.file)),
                            ("message", .string(fingerprint.message)),
                        ])
                    })
            ),
        ]).serialized()
    }

    package struct FormatError: Error, CustomStringConvertible {
        package var description: String
    }

    package static func parse(_ data: Data) throws -> Baseline {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FormatError(description: "not a JSON object")
        }
        guard document["version"] as? Int == 1 else {
            throw FormatError(description: "unsupported baseline version (expected 1)")
        }
        guard let findings = document["findings"] as? [[String: Any]] else {
            throw FormatError(description: "missing \"findings\" array")
        }
        return Baseline(
            fingerprints: try findings.map { entry in
                guard let rule = entry["rule"] as? String, let file = entry["file"] as? String,
                    let message = entry["message"] as? String
                else {
                    throw FormatError(description: "each finding needs string \"rule\", \"file\" and \"message\"")
                }
                return Fingerprint(rule: rule, file: file, message: message)
            })
    }
}
