/// Comment commands a team writes next to a router, in either language.
package enum CommentCommand: String, Sendable, Hashable {
    /// `// routegen:early` — register this router in the early group.
    case early = "routegen:early"
    /// `// routegen:ignore` (with no rule id) — this class is not a router for routegen.
    case ignore = "routegen:ignore"

    /// The command a single comment line holds, if any. `// routegen:ignore some-rule` silences a
    /// diagnostic instead and is not a class-level command.
    package static func parse(commentLine: String) -> CommentCommand? {
        var body = Substring(commentLine)
        for opener in ["///", "//", "/*"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first, let command = CommentCommand(rawValue: String(first)) else { return nil }
        if command == .ignore && words.count > 1 { return nil }
        return command
    }
}

/// `// routegen:ignore <rule-id>…` on a finding's line or the line above silences those rules
/// there. Shared by the scanners of both languages so the spelling is read one way.
package enum SuppressionComment {
    /// The rule ids a comment silences, or nil when it is not such a comment (a bare
    /// `// routegen:ignore` is the class-level command, not a suppression).
    package static func ruleIDs(commentLine: String) -> Set<String>? {
        var body = Substring(commentLine)
        for opener in ["///", "//", "/**", "/*"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0.isNewline })
        guard words.first == Substring(CommentCommand.ignore.rawValue), words.count > 1 else { return nil }
        return Set(words.dropFirst().map(String.init))
    }
}
