/// Reads the body of an Objective-C `+isAbstractRouter` override: `return YES;`, `return NO;`,
/// or `return self == [Base class];` (several joined by `||`), the forms docs/ZIKRouter-semantics.md#registrable-router-at-runtime describes.
import RouteGenModel

package enum ObjCAbstractVerdictReading {
    package static func read(_ tokens: [ObjCToken], _ body: Range<Int>) -> AbstractVerdict {
        let text = ObjCTokenSpelling.type(tokens[body])
        guard body.count >= 3, tokens[body.lowerBound].text == "return", tokens[body.upperBound - 1].is(";"),
            !tokens[(body.lowerBound + 1)..<(body.upperBound - 1)].contains(where: { $0.is(";") })
        else {
            return .unknown(text)
        }
        let expression = ObjCTokenReading.strippingParenthesesAndCasts(
            tokens, (body.lowerBound + 1)..<(body.upperBound - 1))
        if expression.count == 1 {
            switch tokens[expression.lowerBound].text {
            case "YES", "true", "TRUE": return .always(true)
            case "NO", "false", "FALSE": return .always(false)
            default: return .unknown(text)
            }
        }
        var names: [String] = []
        for part in split(tokens, expression, on: "||") {
            let sides = split(tokens, part, on: "==")
            guard sides.count == 2 else { return .unknown(text) }
            if isSelf(tokens, sides[0]), let name = ObjCTokenReading.className(tokens, sides[1]) {
                names.append(name)
            } else if isSelf(tokens, sides[1]), let name = ObjCTokenReading.className(tokens, sides[0]) {
                names.append(name)
            } else {
                return .unknown(text)
            }
        }
        return .onlyFor(names)
    }

    /// `self`, `[self class]`, `self.class`.
    private static func isSelf(_ tokens: [ObjCToken], _ range: Range<Int>) -> Bool {
        let range = ObjCTokenReading.strippingParenthesesAndCasts(tokens, range)
        let words = tokens[range].map(\.text)
        return words == ["self"] || words == ["[", "self", "class", "]"] || words == ["self", ".", "class"]
    }

    /// Splits at a top-level operator.
    private static func split(_ tokens: [ObjCToken], _ range: Range<Int>, on separator: String) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if ObjCTokenReading.closer(ofMark: tokens[index].mark) != 0,
                let close = ObjCTokenReading.matchingClose(tokens, from: index), close < range.upperBound
            {
                index = close + 1
                continue
            }
            if tokens[index].is(separator) {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }
}
