/// A finding or an input problem, rendered as `path:line:column: severity: message [rule]`.
package struct Diagnostic: Hashable, Sendable, Comparable {
    package enum Severity: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    package var severity: Severity
    package var message: String
    /// Nil for problems that belong to no file, such as a bad option.
    package var location: SourceLocation?
    /// The id of the rule or input check that produced it, e.g. `unreadable-file`.
    package var rule: String?

    /// A diagnostic about the input, a scanner or the generated files.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, rule: DiagnosticID? = nil)
    {
        self.init(severity, message, at: location, ruleID: rule?.rawValue)
    }

    /// A check rule's finding (by the rule's id), or a diagnostic read back from the cache.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, ruleID: String?) {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = ruleID
    }

    /// The typed id, for a diagnostic that is not a check rule's finding.
    package var id: DiagnosticID? { rule.flatMap(DiagnosticID.init(rawValue:)) }

    /// The form Xcode, SwiftPM and editors turn into clickable links. Always one line: a line
    /// break in a file name or message is written as `\n` (and a backslash there as `\\`), or
    /// the tools that read it would see a second, bogus diagnostic.
    package var rendered: String {
        var text = ""
        if let location {
            text += Self.oneLine(location.rendered) + ": "
        }
        text += "\(severity.rawValue): \(Self.oneLine(message))"
        if let rule { text += " [\(rule)]" }
        return text
    }

    private static let oneLineEscapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\n": "\\n", "\r": "\\r"]

    private static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline }) else { return text }
        return TextEscaping.escaped(text, oneLineEscapes) { scalar in
            scalar.properties.isWhitespace && Character(scalar).isNewline
                ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if left != right { return left < right }
        return (lhs.message, lhs.rule ?? "") < (rhs.message, rhs.rule ?? "")
    }
}

/// Lets a diagnostic travel in a `Result` failure.
extension Diagnostic: Error {}
