/// The one loop behind every quoting routegen writes (JSON strings, dot and Mermaid labels, HTML,
/// one-line diagnostics): each format gives only its table of replacements. Scalars, not
/// characters, so a quote or line break stays visible to the format even when a combining mark
/// follows it or it is half of `\r\n`.
package enum TextEscaping {
    /// `text` between two `quote`s, each scalar in `table` written as its replacement, each other
    /// scalar as `otherwise` maps it, or else as it is.
    package static func escaped(
        _ text: String, quotedBy quote: String = "", _ table: [Unicode.Scalar: String],
        otherwise: (Unicode.Scalar) -> String? = { _ in nil }
    ) -> String {
        var out = quote
        out.reserveCapacity(text.utf8.count + 2 * quote.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = table[scalar] ?? otherwise(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + quote
    }
}
