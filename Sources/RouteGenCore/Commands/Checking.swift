import Foundation
import RouteGenModel

/// `check`, as a list of steps:
///
///     setup ─▶ scan + resolve (with the --registry files) ─▶ findings ─▶ baseline ─▶ report ─▶ exit status
package struct Checking {
    /// What `check` is asked besides the scan.
    package struct Request: Sendable {
        package var format: ReportFormat = .xcode
        /// Warnings fail the check too.
        package var strict = false
        /// Report only the findings this baseline file does not hold.
        package var baseline: String?
        /// Record every finding in this file instead, and pass.
        package var writeBaseline: String?
        /// List only what the check could not decide; the exit status is the full check's.
        package var undecided = false
        /// Hand-written registration files to compare with the routers.
        package var registries: [String] = []
        /// No closing summary.
        package var quiet = false

        package init() {}
    }

    package var request: Request
    package var setup: RunSetup
    package let transcript: RunTranscript

    package init(request: Request, setup: RunSetup, transcript: RunTranscript) {
        self.request = request
        self.setup = setup
        self.transcript = transcript
    }

    package func run() throws(RunExit) {
        let started = ContinuousClock.now
        // A registry file that does not exist is one missing-path error, not also a stale-registry
        // finding for every router it "misses".
        let registries = request.registries.filter { FileManager.default.fileExists(atPath: $0) }
        let missing = request.registries.filter { !FileManager.default.fileExists(atPath: $0) }.map {
            Diagnostic(
                .error, "no such file or directory: \($0) (given with --registry)", at: .wholeFile($0),
                rule: .missingPath)
        }
        let scan = ScanRun(setup: setup, transcript: transcript, extraPaths: registriesOutsidePaths(registries))
        let result = try scan.reportingTimings { () throws(RunExit) in try scan.resolved() }
        // Suppressions are matched at the lines as written; only then are lines moved to where swiftc reports them.
        let diagnostics =
            (result.graph.presented(
                result.findings(config: setup.config, scope: .everyRule(registryFiles: registries))) + missing)
            .sorted()
        let here = FileManager.default.currentDirectoryPath
        let environment = ReportEnvironment(workingDirectory: here, repositoryRoot: RepositoryRoot.find(from: here))
        let inputFailed =
            result.figures.nothingReadable || !missing.isEmpty
            || BaselineFlow.inputProblems(result.graph.diagnostics).contains { $0.severity == .error }
        if let file = request.writeBaseline {
            return try writeBaseline(diagnostics, to: file, environment: environment, inputFailed: inputFailed)
        }
        let (reported, accepted) = try applyBaseline(to: diagnostics, environment: environment)
        let shown = request.undecided ? reported.filter(RunSummary.isUndecided) : reported
        transcript.output(
            request.format.render(
                shown, environment: environment,
                style: request.format == .xcode ? transcript.console.outputStyle : .plain))
        if !request.quiet {
            var summary = RunSummary(
                command: "check", files: result.figures.filesFound, routers: result.graph.routers.count,
                diagnostics: reported, baselined: accepted, seconds: Self.seconds(since: started))
            summary.listsUndecided = request.undecided
            transcript.say(summary.line)
        }
        if inputFailed { throw RunExit(status: 2) }
        let failing = reported.contains { $0.severity == .error || (request.strict && $0.severity == .warning) }
        if failing { throw RunExit(status: 1) }
    }

    /// The registry files no given path holds already: they are scanned with everything else, in
    /// the one scan.
    private func registriesOutsidePaths(_ registries: [String]) -> [String] {
        let here = FileManager.default.currentDirectoryPath
        let given = setup.request.paths.map { StandardPath.absolute($0, in: here) }
        return registries.filter { registry in
            let path = StandardPath.absolute(registry, in: here)
            return !given.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }

    /// `--write-baseline`: every current finding recorded; the check passes unless the input failed.
    private func writeBaseline(
        _ diagnostics: [Diagnostic], to file: String, environment: ReportEnvironment, inputFailed: Bool
    ) throws(RunExit) {
        do {
            transcript.say(try BaselineFlow.record(diagnostics, environment: environment, to: file))
        } catch {
            transcript.say(error.description)
            throw RunExit(status: 2)
        }
        if inputFailed {
            transcript.report(BaselineFlow.inputProblems(diagnostics))
            throw RunExit(status: 2)
        }
    }

    /// The findings `--baseline` does not accept, and how many it does.
    private func applyBaseline(
        to diagnostics: [Diagnostic], environment: ReportEnvironment
    ) throws(RunExit) -> (reported: [Diagnostic], accepted: Int) {
        guard let baseline = request.baseline else { return (diagnostics, 0) }
        do {
            let filtered = try BaselineFlow.apply(baselineAt: baseline, to: diagnostics, environment: environment)
            return (filtered.new, filtered.accepted)
        } catch {
            transcript.say(error.description)
            throw RunExit(status: 2)
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = start.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
