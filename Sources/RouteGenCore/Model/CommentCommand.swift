/// Comment commands a team writes next to a router, in either language.
public enum CommentCommand: String, Codable, Sendable, Hashable {
    /// `// routegen:early` — register this router in the early group.
    case early = "routegen:early"
    /// `// routegen:ignore` (with no rule id) — this class is not a router for routegen.
    case ignore = "routegen:ignore"

    /// The command a single comment line holds, if any. `// routegen:ignore some-rule` silences a
    /// diagnostic instead and is not a class-level command.
    public static func parse(commentLine: String) -> CommentCommand? {
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
