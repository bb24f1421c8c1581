/// The one line a run ends with on standard error: what was scanned, what was found, how long it
/// took. A clean `check` prints it too, so a person sees that something ran.
import RouteGenModel

package struct RunSummary: Sendable, Equatable {
    package var command: String
    package var files: Int
    package var routers: Int
    package var errors: Int
    package var warnings: Int
    package var notes: Int
    /// Notes of `check`'s rules: each is a check routegen could not decide (a conformance through
    /// code it does not scan, a key it cannot read, a condition it cannot evaluate), so a team can
    /// see how much of its app the check vouches for.
    package var undecided: Int
    /// Findings the baseline accepted (not reported).
    package var baselined: Int
    package var seconds: Double
    /// The run already lists the undecided checks (`check --undecided`): the line does not point
    /// to the option.
    package var listsUndecided = false

    package init(
        command: String, files: Int, routers: Int, diagnostics: [Diagnostic], baselined: Int = 0, seconds: Double
    ) {
        self.command = command
        self.files = files
        self.routers = routers
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        notes = diagnostics.filter { $0.severity == .note }.count
        undecided = diagnostics.filter(Self.isUndecided).count
        self.baselined = baselined
        self.seconds = seconds
    }

    /// `routegen check: 120 files, 34 routers: 1 error, 0 warnings, 2 notes (0.84 s)`.
    package var line: String {
        var text = "routegen \(command): \(Plural.counted(files, "file")), \(Plural.counted(routers, "router")): "
        text += [Plural.counted(errors, "error"), Plural.counted(warnings, "warning"), Plural.counted(notes, "note")]
            .joined(separator: ", ")
        if undecided > 0 {
            text += "; \(Plural.counted(undecided, "check")) undecided"
            if !listsUndecided { text += " (--undecided lists them)" }
        }
        if baselined > 0 { text += " (\(baselined) more accepted by the baseline)" }
        let hundredths = Int((seconds * 100).rounded())
        text += " (\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2)) s)"
        return text
    }
}

extension RunSummary {
    /// A check rule's note: the rules speak in notes only of what they could not decide.
    package static func isUndecided(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .note && diagnostic.rule.map(checkRuleIDs.contains) == true
    }

    private static let checkRuleIDs = Set(CheckRules.all.map(\.id))
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
