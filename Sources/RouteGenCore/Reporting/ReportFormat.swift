/// The list of output formats of `routegen check`: each a pure function of the diagnostics and
/// the place the tool runs from.
import RouteGenModel

package enum ReportFormat: String, CaseIterable, Sendable {
    /// `/abs/path:line:column: severity: message [rule-id]`, what Xcode and editors link to.
    case xcode
    /// An array of diagnostic objects, for scripts.
    case json
    /// GitHub Actions workflow commands (`::error file=…`), annotating the pull request.
    case github
    /// SARIF 2.1.0 with rule metadata, for code-scanning dashboards.
    case sarif

    /// `style` colours the `xcode` format; the machine-read formats ignore it.
    package func render(
        _ diagnostics: [Diagnostic], environment: ReportEnvironment, style: TerminalStyle = .plain
    ) -> String {
        switch self {
        case .xcode: XcodeReport.render(diagnostics, environment: environment, style: style)
        case .json: JSONReport.render(diagnostics, environment: environment)
        case .github: GitHubReport.render(diagnostics, environment: environment)
        case .sarif: SARIFReport.render(diagnostics, environment: environment)
        }
    }
}

/// Where the tool runs. Paths in reports: `xcode` and `json` (and diagnostics on standard error)
/// print absolute paths, clickable whatever the reader's working directory; `github` and `sarif`
/// print paths relative to the repository root, which is what GitHub resolves against its checkout
/// (SARIF also records the root itself, as `%SRCROOT%`).
package struct ReportEnvironment: Sendable {
    /// The directory relative paths in diagnostics are relative to.
    package var workingDirectory: String
    /// The repository root (GitHub's workspace, or the folder holding `.git`).
    package var repositoryRoot: String
    /// Rule metadata for SARIF.
    package var rules: [any CheckRule]

    package init(workingDirectory: String, repositoryRoot: String, rules: [any CheckRule] = CheckRules.all) {
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot
        self.rules = rules
    }

    /// `path` made absolute against the working directory and standardized: the form the `xcode`
    /// and `json` reports print, which Xcode, editors and terminals open from any directory.
    package func absolute(_ path: String) -> String {
        StandardPath.absolute(path, in: workingDirectory)
    }

    /// `path` relative to the repository root when it lies inside it; otherwise absolute.
    package func repositoryRelative(_ path: String) -> String {
        let absolute = StandardPath.absolute(path, in: workingDirectory)
        let root = StandardPath.standardized(repositoryRoot)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
