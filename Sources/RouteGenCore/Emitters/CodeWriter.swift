/// Builds generated source text with four-space indentation and `\n` line ends.
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        // Blank lines carry no trailing spaces.
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }
}
