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

    /// With an Xcode project, the graph as its configuration compiles it: a finding under a `#if`
    /// branch the configuration's defines exclude is not one.
    static func configured(_ result: ResolvedGraph, config: RouteGenConfig) -> RouteGraph {
        result.graph.configured(
            projectModules: config.projectModules, fileModules: result.figures.projectModules,
            registryModule: config.registryModule)
    }

    func run() throws {
        let started = ContinuousClock.now
        let config = try scan.loadConfig()
        // A registry file that does not exist is one missing-path error, not also a stale-registry
        // finding for every router it "misses".
        let missingRegistries = registries.filter { !FileManager.default.fileExists(atPath: $0) }
        let registries = registries.filter { FileManager.default.fileExists(atPath: $0) }
        // Registry files are scanned with everything else (one scan), unless a given path holds them already.
        let here = FileManager.default.currentDirectoryPath
        let given = scan.paths.map { StandardPath.absolute($0, in: here) }
        let extra = registries.filter { registry in
            let path = StandardPath.absolute(registry, in: here)
            return !given.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        let run = try scan.run(config: config, extraPaths: extra)
        let result = try run.resolved()
        run.reportTimings(result)
        let missing = missingRegistries.map {
            Diagnostic(
                .error, "no such file or directory: \($0) (given with --registry)", at: .wholeFile($0),
                rule: .missingPath)
        }
        // Suppressions are matched at the lines as written; only then are lines moved to where swiftc reports them.
        let diagnostics =
            (result.graph.presented(
                Checker.run(
                    CheckContext(
                        graph: Self.configured(result, config: config), config: config, registryFiles: registries,
                        workingDirectory: here))) + missing).sorted()
        let environment = ReportEnvironment(workingDirectory: here, repositoryRoot: RepositoryRoot.find(from: here))
        let inputFailed =
            result.figures.nothingReadable || !missing.isEmpty
            || BaselineFlow.inputProblems(result.graph.diagnostics).contains { $0.severity == .error }

        if let writeBaseline {
            do {
                Console.error(try BaselineFlow.record(diagnostics, environment: environment, to: writeBaseline))
            } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
            if inputFailed {
                Console.report(BaselineFlow.inputProblems(diagnostics))
                throw ExitCode(2)
            }
            return
        }

        var reported = diagnostics
        var accepted = 0
        if let baseline {
            do {
                (reported, accepted) = try BaselineFlow.apply(
                    baselineAt: baseline, to: diagnostics, environment: environment)
            } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
        }

        let shown = undecided ? reported.filter(RunSummary.isUndecided) : reported
        Console.output(
            format.render(shown, environment: environment, style: format == .xcode ? Terminal.standardOutput : .plain))
        // Findings first, then the summary, also when both streams go to one pipe.
        Console.flushStandardOutput()
        let errors = reported.filter { $0.severity == .error }.count
        let warnings = reported.filter { $0.severity == .warning }.count
        if !scan.quiet {
            var summary = RunSummary(
                command: "check", files: result.figures.filesFound, routers: result.graph.routers.count,
                diagnostics: reported,
                baselined: accepted, seconds: Self.seconds(since: started))
            summary.listsUndecided = undecided
            Console.error(summary.line)
        }
        if inputFailed { throw ExitCode(2) }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = start.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}

extension ReportFormat: ExpressibleByArgument {}
