/// Conformance that no declaration shows: `class_addProtocol` calls anywhere in the file.
import RouteGenModel

extension ObjCFactsReader {
    package mutating func readRuntimeConformances() {
        for index in code.indices where code[index].kind == .identifier && code[index].text == "class_addProtocol" {
            guard index + 1 < code.count, code[index + 1].is("("),
                let close = ObjCTokenReading.matchingClose(code, from: index + 1)
            else { continue }
            let arguments = ObjCTokenReading.splitArguments(code, (index + 2)..<close)
            let className = arguments.first.flatMap { ObjCConfigurationReading.namedClass(code, $0) }
            facts.runtimeConformances.append(
                RuntimeConformance(
                    className: className, location: location(code[index]), condition: condition(code[index])))
        }
    }
}

/// Reads which class an expression names or instantiates, for `defaultRouteConfiguration` bodies
/// and `class_addProtocol` arguments. Anything it does not recognise is nil: unknown, never a guess.
package enum ObjCConfigurationReading {
    /// The class every `return` of the body instantiates: `[C new]`, `[[C alloc] init…]`; nil when
    /// a return is anything else or two returns disagree.
    package static func returnedClass(_ tokens: [ObjCToken], _ body: Range<Int>) -> String? {
        returned(tokens, body)?.name
    }

    /// `returnedClass` and the index of the first return's expression. The returns of blocks
    /// nested in the body (a configuration's `makeDestination`) are theirs, not the body's.
    /// - Parameter skippingNil: `return nil;` says nothing of the class (a destination that may
    ///   fail to be made); the other returns decide.
    package static func returned(
        _ tokens: [ObjCToken], _ body: Range<Int>, skippingNil: Bool = false
    ) -> (name: String, at: Int)? {
        var found: (name: String, at: Int)?
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            if tokens[index].is("^"), let open = blockBodyOpen(tokens, caret: index, limit: body.upperBound),
                let close = ObjCTokenReading.matchingClose(tokens, from: open)
            {
                index = close
                continue
            }
            guard tokens[index].text == "return", tokens[index].kind == .keyword || tokens[index].kind == .identifier
            else { continue }
            guard let end = (index + 1..<body.upperBound).first(where: { tokens[$0].is(";") }) else { return nil }
            let value = ObjCTokenReading.strippingParenthesesAndCasts(tokens, (index + 1)..<end)
            if skippingNil, value.count == 1, ["nil", "NULL", "Nil"].contains(tokens[value.lowerBound].text) {
                index = end
                continue
            }
            guard
                let name = instantiatedClass(tokens, (index + 1)..<end)
                    ?? assignedClass(tokens, body, returned: (index + 1)..<end)
            else { return nil }
            if let found, found.name != name { return nil }
            if found == nil { found = (name, index + 1) }
            index = end
        }
        return found
    }

    /// The `{` of the block literal whose `^` is at `caret`: after an optional return type and
    /// parameter list (`^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull (void) {`).
    /// Nil when `^` is not a block (an exclusive or).
    package static func blockBodyOpen(_ tokens: [ObjCToken], caret: Int, limit: Int) -> Int? {
        var index = caret + 1
        while index < limit {
            let token = tokens[index]
            if token.is("{") { return index }
            if token.is("("), let close = ObjCTokenReading.matchingClose(tokens, from: index) {
                index = close + 1
                continue
            }
            guard token.isIdentifierLike || token.is("*") || token.is("<") || token.is(">") || token.is(",") else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `return config;` (or `return (id)config;`) where the body assigns `config` exactly once, from `[C new]` or `[[C alloc] init…]`.
    package static func assignedClass(_ tokens: [ObjCToken], _ body: Range<Int>, returned: Range<Int>) -> String? {
        let returned = ObjCTokenReading.strippingParenthesesAndCasts(tokens, returned)
        guard returned.count == 1, tokens[returned.lowerBound].kind == .identifier else { return nil }
        let variable = tokens[returned.lowerBound].text
        let assignments = body.filter { index in
            tokens[index].kind == .identifier && tokens[index].text == variable && index + 1 < body.upperBound
                && tokens[index + 1].is("=")
        }
        guard assignments.count == 1, let assignment = assignments.first,
            let end = (assignment + 2..<body.upperBound).first(where: { tokens[$0].is(";") })
        else { return nil }
        return instantiatedClass(tokens, (assignment + 2)..<end)
    }

    /// `[C new]`, `[[C alloc] init]`, `[[C alloc] initWith…:…]`.
    package static func instantiatedClass(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        let range = ObjCTokenReading.strippingParenthesesAndCasts(tokens, range)
        guard range.count >= 4, tokens[range.lowerBound].is("["), tokens[range.upperBound - 1].is("]") else {
            return nil
        }
        let first = range.lowerBound + 1
        if tokens[first].kind == .identifier, range.count == 4, tokens[first + 1].text == "new" {
            return tokens[first].text
        }
        if tokens[first].is("["), first + 3 < range.upperBound, tokens[first + 1].kind == .identifier,
            tokens[first + 2].text == "alloc", tokens[first + 3].is("]"), first + 4 < range.upperBound,
            tokens[first + 4].text.hasPrefix("init")
        {
            return tokens[first + 1].text
        }
        return nil
    }

    /// `[C class]`, `C.class`, `objc_getClass("C")`, `NSClassFromString(@"C")`.
    package static func namedClass(_ tokens: [ObjCToken], _ range: Range<Int>) -> String? {
        if let name = ObjCTokenReading.className(tokens, range) { return name }
        let range = ObjCTokenReading.strippingParenthesesAndCasts(tokens, range)
        guard range.count >= 4,
            tokens[range.lowerBound].text == "objc_getClass" || tokens[range.lowerBound].text == "NSClassFromString",
            tokens[range.lowerBound + 1].is("("), tokens[range.upperBound - 1].is(")")
        else { return nil }
        let inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        if inner.count == 1 { return tokens[inner.lowerBound].stringLiteralValue }
        return ObjCTokenReading.stringLiteral(tokens, inner)
    }
}
