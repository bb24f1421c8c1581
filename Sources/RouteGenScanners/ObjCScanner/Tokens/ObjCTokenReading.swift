/// Small readers over a file's code tokens (comments, directives and dead `#if 0` code already
/// removed). Each takes an index and returns what it read plus where it stopped; none of them
/// ever reads past the array.
import RouteGenModel

package enum ObjCTokenReading {
    /// The closer of an opening bracket's mark, 0 for any other mark.
    @inline(__always)
    package static func closer(ofMark mark: UInt8) -> UInt8 {
        switch mark {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: 0
        }
    }

    @inline(__always)
    package static func isCloser(_ mark: UInt8) -> Bool {
        mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") || mark == UInt8(ascii: "}")
    }

    /// The index of the token that closes the bracket at `open` (`(`, `[`, `{`, or `<` for an
    /// angle group, whose nesting counts only angles and parentheses), or nil if it never closes.
    package static func matchingClose(_ tokens: [ObjCToken], from open: Int) -> Int? {
        guard open < tokens.count else { return nil }
        if tokens[open].is("<") { return matchingAngle(tokens, from: open) }
        // Expected closers, innermost last; one byte each, compared on the tokens' marks.
        var stack: [UInt8] = []
        var index = open
        while index < tokens.count {
            let mark = tokens[index].mark
            if mark != 0 {
                let closer = closer(ofMark: mark)
                if closer != 0 {
                    stack.append(closer)
                } else if isCloser(mark) {
                    guard stack.last == mark else { return nil }
                    stack.removeLast()
                    if stack.isEmpty { return index }
                }
            }
            index += 1
        }
        return nil
    }

    /// `<…>` as in `ZIKViewRouter<id<P>, C *>`; `>>` closes two levels.
    private static func matchingAngle(_ tokens: [ObjCToken], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            switch token.mark {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            case 0 where token.kind == .punctuation && token.text == ">>": depth -= 2
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "@"): return nil
            case UInt8(ascii: "("):
                guard let close = matchingClose(tokens, from: index) else { return nil }
                index = close
            default: break
            }
            if depth <= 0 { return depth == 0 ? index : nil }
            index += 1
        }
        return nil
    }

    /// Splits `tokens[range]` at commas outside brackets.
    package static func splitArguments(_ tokens: [ObjCToken], _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range where tokens[index].kind == .punctuation {
            switch tokens[index].mark {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            case 0 where tokens[index].text == ">>": depth -= 2
            default: break
            }
        }
        if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
        return parts.filter { !$0.isEmpty }
    }

    /// Drops one layer of enclosing parentheses and any leading cast `(Type *)` or `(id)`:
    /// `((Protocol<P> *)@protocol(P))` → `@protocol(P)`.
    package static func strippingParenthesesAndCasts(_ tokens: [ObjCToken], _ range: Range<Int>) -> Range<Int> {
        var range = range
        while !range.isEmpty, tokens[range.lowerBound].is("("),
            let close = matchingClose(tokens, from: range.lowerBound), close < range.upperBound
        {
            if close == range.upperBound - 1 {
                range = (range.lowerBound + 1)..<(range.upperBound - 1)
            } else if close - range.lowerBound >= 2,
                tokens[close - 1].is("*") || (close - range.lowerBound == 2 && tokens[close - 1].is("id"))
            {
                range = (close + 1)..<range.upperBound
            } else {
                break
            }
        }
        return range
    }

    // MARK: Argument forms

    /// `[Cls class]`, `[Cls self]`, `Cls.class`, `Cls.self` → `Cls`.
    package static func className(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = strippingParenthesesAndCasts(tokens, range)
        let parts = Array(tokens[range])
        if parts.count == 4, parts[0].is("["), parts[1].kind == .identifier,
            parts[2].text == "class" || parts[2].text == "self", parts[3].is("]")
        {
            return parts[1].text
        }
        if parts.count == 3, parts[0].kind == .identifier, parts[1].is("."),
            parts[2].text == "class" || parts[2].text == "self"
        {
            return parts[0].text
        }
        return nil
    }

    /// `ZIKRoutable(P)`, `@protocol(P)`, or either behind a cast → `P`.
    package static func protocolName(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = strippingParenthesesAndCasts(tokens, range)
        let parts = Array(tokens[range])
        if parts.count == 4, parts[0].text == "ZIKRoutable", parts[1].is("("), parts[2].kind == .identifier,
            parts[3].is(")")
        {
            return parts[2].text
        }
        if parts.count == 5, parts[0].is("@"), parts[1].text == "protocol", parts[2].is("("),
            parts[3].kind == .identifier, parts[4].is(")")
        {
            return parts[3].text
        }
        return nil
    }

    /// `_LoginViewInput_` (in parentheses or after casts): an argument that is one name.
    package static func bareIdentifier(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = strippingParenthesesAndCasts(tokens, range)
        guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
        return tokens[range.lowerBound].text
    }

    /// `@"text"` → `text`.
    package static func stringLiteral(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = strippingParenthesesAndCasts(tokens, range)
        guard range.count == 2, tokens[range.lowerBound].is("@") else { return nil }
        return tokens[range.lowerBound + 1].stringLiteralValue
    }

    /// The first `@"…"` anywhere in the range (a URL built with `[NSURL URLWithString:@"…"]`).
    package static func firstStringLiteral(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        for index in range where tokens[index].is("@") && index + 1 < range.upperBound {
            if let value = tokens[index + 1].stringLiteralValue { return value }
        }
        return nil
    }

    /// Identifiers of a protocol list `<A, B>` starting at `open`.
    package static func protocolList(_ tokens: [ObjCToken], from open: Int) -> (names: [String], close: Int)? {
        guard open < tokens.count, tokens[open].is("<"), let close = matchingClose(tokens, from: open) else {
            return nil
        }
        let names = splitArguments(tokens, (open + 1)..<close).compactMap { part -> String? in
            part.count == 1 && tokens[part.lowerBound].kind == .identifier ? tokens[part.lowerBound].text : nil
        }
        return (names, close)
    }
}
