import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find unregistered and conflicting routes before they reach a commit.",
        discussion: """
            Scans the whole project once and runs every rule over the route graph:
            \(CheckRules.all.map { "  \($0.id) (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(separator: "\n"))

            `// routegen:ignore <rule-id>` on a finding's line or the line above silences it; \
            `.routegen.yml` sets rule severities (error, warning, note, off).

            Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or I/O failure.
            """
    )

    @OptionGroup var scan: ScanOptions

    @Option(
        help: ArgumentHelp(
            "Output format: xcode (path:line:column: severity: message [rule-id]), json, github (workflow annotations), sarif (SARIF 2.1.0).",
            valueName: "format"))
    var format: ReportFormat = .xcode

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Report only findings that are not in this baseline file (see --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record every current finding in this file and exit 0, to adopt the check gradually with --baseline.",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(
        help:
            "Print only the checks routegen could not decide (the notes of its rules: a conformance through code it does not scan, a key it cannot read, a condition it cannot evaluate), to see how much of the app the check vouches for. The exit status is the full check's."
    )
    var undecided = false

    @Option(
        name: .customLong("registry"),
        help: ArgumentHelp(
            "A hand-written registration file to check against the routers (stale-registry). Repeatable.",
            valueName: "file"))
    var registries: [String] = []

    func validate() throws {
        for registry in registries where SourceDiscovery.language(ofFile: registry) == nil {
            throw ValidationError("--registry takes a Swift or Objective-C source file, got '\(registry)'.")
        }
    }

    func run() throws {
        var request = Checking.Request()
        request.format = format
        request.strict = strict
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.undecided = undecided
        request.registries = registries
        request.quiet = scan.quiet
        let transcript = scan.transcript
        try Checking(
            request: request, setup: RunSetup.prepare(scan.request, transcript: transcript), transcript: transcript
        )
        .run()
    }
}

extension ReportFormat: ExpressibleByArgument {}
