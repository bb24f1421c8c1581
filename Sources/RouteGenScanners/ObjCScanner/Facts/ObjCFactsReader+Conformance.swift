/// Conformance that no declaration shows: `class_addProtocol` calls anywhere in the file.
import RouteGenModel
extension ObjCFactsReader {
    package mutating func readRuntimeConformances() {
        for index in code.indices where code[index].kind == .identifier && code[index].text == "class_addProtocol" {
            guard index + 1 < code.count, code[index + 1].is("("),
                  let close = ObjCTokenReading.matchingClose(code, from: index + 1) else { continue }
            let arguments = ObjCTokenReading.splitArguments(code, (index + 2)..<close)
            let className = arguments.first.flatMap { ObjCConfigurationReading.namedClass(code, $0) }
            facts.runtimeConformances.append(RuntimeConformance(className: className, location: location(code[index]), condition: condition(code[index])))
        }
    }
}

/// Reads which class an expression names or instantiates, for `defaultRouteConfiguration` bodies
/// and `class_addProtocol` arguments. Anything it does not recognise is nil: unknown, never a guess.
package enum ObjCConfigurationReading {
    /// The class every `return` of the body instantiates: `[C new]`, `[[C alloc] init…]`; nil when
    /// a return is anything else or two returns disagree.
    package static func returnedClass(_ tokens: [ObjCToken], _ body: Range<Int>) -> String? {
        var found: String?
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard tokens[index].text == "return", tokens[index].kind == .keyword || tokens[index].kind == .identifier else { continue }
            guard let end = (index + 1..<body.upperBound).first(where: { tokens[$0].is(";") }),
                  let name = instantiatedClass(tokens, (index + 1)..<end) ?? assignedClass(tokens, body, returned: (index + 1)..<end) else { return nil }
            if let found, found != name { return nil }
            found = name
            index = end
        }
        return found
    }

    /// `return config;` where the body assigns `config` exactly once, from `[C new]` or `[[C alloc] init…]`.
    package static func assignedClass(_ tokens: [ObjCToken], _ body: Range<Int>, returned: Range<Int>) -> String? {
        guard returned.count == 1, tokens[returned.lowerBound].kind == .identifier else { return nil }
        let variable = tokens[returned.lowerBound].text
        let assignments = body.filter { index in
            tokens[index].kind == .identifier && tokens[index].text == variable && index + 1 < body.upperBound && tokens[index + 1].is("=")
        }
        guard assignments.count == 1, let assignment = assignments.first,
              let end = (assignment + 2..<body.upperBound).first(where: { tokens[$0].is(";") }) else { return nil }
        return instantiatedClass(tokens, (assignment + 2)..<end)
    }

    /// `[C new]`, `[[C alloc] init]`, `[[C alloc] initWith…:…]`.
    package static func instantiatedClass(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = ObjCTokenReading.strippingParenthesesAndCasts(tokens, range)
        guard range.count >= 4, tokens[range.lowerBound].is("["), tokens[range.upperBound - 1].is("]") else { return nil }
        let first = range.lowerBound + 1
        if tokens[first].kind == .identifier, range.count == 4, tokens[first + 1].text == "new" {
            return tokens[first].text
        }
        if tokens[first].is("["), first + 3 < range.upperBound, tokens[first + 1].kind == .identifier,
           tokens[first + 2].text == "alloc", tokens[first + 3].is("]"), first + 4 < range.upperBound,
           tokens[first + 4].text.hasPrefix("init") {
            return tokens[first + 1].text
        }
        return nil
    }

    /// `[C class]`, `C.class`, `objc_getClass("C")`, `NSClassFromString(@"C")`.
    package static func namedClass(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        if let name = ObjCTokenReading.className(tokens, range) { return name }
        let range = ObjCTokenReading.strippingParenthesesAndCasts(tokens, range)
        guard range.count >= 4, tokens[range.lowerBound].text == "objc_getClass" || tokens[range.lowerBound].text == "NSClassFromString",
              tokens[range.lowerBound + 1].is("("), tokens[range.upperBound - 1].is(")") else { return nil }
        let inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        if inner.count == 1 { return tokens[inner.lowerBound].stringLiteralValue }
        return ObjCTokenReading.stringLiteral(tokens, inner)
    }
}
