/// Reads the body of an Objective-C `+supportedRouteTypes` override: `return` followed by
/// `ZIKViewRouteTypeMask…` constants joined by `|`, parentheses allowed.
import RouteGenModel

package enum ObjCRouteTypesReading {
    package static func read(_ tokens: [ObjCToken], _ body: Range<Int>) -> RouteTypesVerdict {
        let text = ObjCTokenSpelling.type(tokens[body])
        guard body.count >= 3, tokens[body.lowerBound].text == "return", tokens[body.upperBound - 1].is(";") else {
            return .unknown(text)
        }
        let operands = tokens[(body.lowerBound + 1)..<(body.upperBound - 1)].filter { !$0.is("(") && !$0.is(")") }
        var mask: ViewRouteTypeMask = []
        for (position, token) in operands.enumerated() {
            if position.isMultiple(of: 2) {
                guard let constant = ViewRouteTypeMask.objcConstant(token.text) else { return .unknown(text) }
                mask.formUnion(constant)
            } else if !token.is("|") {
                return .unknown(text)
            }
        }
        guard operands.count % 2 == 1 else { return .unknown(text) }
        return .literal(mask)
    }
}
