/// Whether `[NSURL URLWithString:]` may reject a URL string literal, read conservatively from
/// RFC 3986 rather than from any one SDK: before iOS 17 / macOS 14, `NSURL` (CFURL) returns nil for
/// a string with a character RFC 3986 never allows unescaped, and later SDKs percent-encode some of
/// them instead, so a finding built on this is a note. Only what RFC 3986 forbids everywhere is
/// reported; what a stricter reading of one component would reject (a scheme spelled with `_`, a
/// `:` in a relative path) is left alone.
package enum URLLiteralValidity {
    /// RFC 3986 allows none of these anywhere, and ZIKRouter's examples need none of them.
    private static let excluded: [Character: String] = [
        " ": "a space", "\"": "`\"`", "<": "`<`", ">": "`>`", "\\": "a backslash", "^": "`^`", "`": "a backquote",
        "{": "`{`", "|": "`|`", "}": "`}`",
    ]

    /// The first reason the string is not a URL by RFC 3986's characters, as a phrase (`"`{`"`,
    /// `"a space"`); nil when it is one, or when it is empty (empty keys are an error of their own).
    package static func problem(in string: String) -> String? {
        if string.isEmpty { return nil }
        if string.first == ":" { return "an empty scheme before its first `:`" }
        let scalars = Array(string.unicodeScalars)
        var fragmentStarted = false
        let authority = authorityRange(scalars)
        for (index, scalar) in scalars.enumerated() {
            if let reason = excluded[Character(scalar)] { return reason }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "a control character" }
            if !scalar.isASCII { return "the unescaped non-ASCII character `\(scalar)`" }
            switch scalar {
            case "%":
                let digits = scalars.dropFirst(index + 1).prefix(2)
                if digits.count < 2 || !digits.allSatisfy(isHexDigit) {
                    return "a `%` that starts no percent escape"
                }
            case "#":
                if fragmentStarted { return "a second `#`" }
                fragmentStarted = true
            case "[", "]":
                if !(authority?.contains(index) ?? false) { return "`\(scalar)` outside an IP-literal host" }
            default:
                break
            }
        }
        return nil
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    /// The offsets of `//authority` after a scheme: where `[` and `]` may stand (an IPv6 host).
    private static func authorityRange(_ scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard let colon = scalars.firstIndex(of: ":"),
            !scalars[..<colon].contains(where: { "/?#".unicodeScalars.contains($0) }),
            scalars.count > colon + 2, scalars[colon + 1] == "/", scalars[colon + 2] == "/"
        else { return nil }
        let start = colon + 3
        let end = scalars[start...].firstIndex { "/?#".unicodeScalars.contains($0) } ?? scalars.count
        return start..<end
    }
}
