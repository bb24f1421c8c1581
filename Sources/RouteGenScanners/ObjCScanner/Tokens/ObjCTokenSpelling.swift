/// Joins tokens back into the normalised spellings facts carry: `ZIKViewRouter<A *, B *>`,
/// `ZIKModuleViewRouter(P)`, `id<P>`, `DEBUG && !defined(TEST)`. Whitespace in the source never
/// changes a spelling, so `ZIKModuleViewRouter( P )` and `ZIKModuleViewRouter(P)` read the same.
import RouteGenModel

package enum ObjCTokenSpelling {
    /// A type or expression: words are separated by one space, `*` gets a space before it,
    /// `,` a space after it, brackets none.
    package static func type(_ tokens: some Collection<ObjCToken>) -> String {
        var text = ""
        var previous: ObjCToken?
        for token in tokens where token.kind != .comment {
            if let previous, needsSpace(between: previous, and: token) { text += " " }
            text += token.text
            previous = token
        }
        return text
    }

    /// A preprocessor condition: as `type`, with binary operators spaced.
    package static func condition(_ tokens: some Collection<ObjCToken>) -> String {
        var text = ""
        var previous: ObjCToken?
        for token in tokens where token.kind != .comment {
            if let previous {
                if binaryOperators.contains(token.text) || binaryOperators.contains(previous.text) {
                    text += " "
                } else if needsSpace(between: previous, and: token) {
                    text += " "
                }
            }
            text += token.text
            previous = token
        }
        return text
    }

    private static let binaryOperators: Set<String> = [
        "&&", "||", "==", "!=", "<", ">", "<=", ">=", "+", "-", "|", "&", "?", ":",
    ]

    private static func needsSpace(between previous: ObjCToken, and next: ObjCToken) -> Bool {
        if next.text == "*" { return previous.text != "*" && previous.text != "(" && previous.text != "<" }
        if previous.text == "," { return true }
        let wordLike: (ObjCToken) -> Bool = { $0.isIdentifierLike || $0.kind == .literal }
        return wordLike(previous) && (wordLike(next) || next.text == "[")
    }
}
