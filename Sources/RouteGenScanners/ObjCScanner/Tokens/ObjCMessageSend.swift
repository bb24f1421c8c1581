/// A message send read from tokens: `[Receiver part1:arg1 part2:arg2]`. libclang's AST drops
/// most sends whose receiver or arguments name undeclared classes or macros (every framework
/// type is undeclared to the scanner), so sends are read from the tokens, which are complete.
import RouteGenModel

package struct ObjCMessageSend {
    package enum Receiver: Equatable {
        /// `self`, `super`, `[self class]`, `self.class`: the enclosing class.
        case enclosingClass
        /// A class name, possibly specialised or a macro: `ZIKViewRoute<A *, B *>`,
        /// `ZIKModuleViewRouter(P)`, `[OtherRouter class]`.
        case named(String)
        /// `[Cls alloc]` / `[Cls new]`, the receiver of an `init…` send.
        case allocated(String)
        /// Any other expression (a variable, a nested send that is not `class`).
        case expression
    }

    package var receiver: Receiver
    package var parts: [String]
    /// Token ranges of the keyword arguments, one per part (empty for a unary send).
    package var arguments: [Range<Int>]
    /// Index of the first selector token, where the send is reported.
    package var selectorIndex: Int
    package var open: Int
    package var close: Int

    /// The selector as ObjC writes it: `registerViewProtocol:forMakingView:` or `class`. Built
    /// when asked for: most sends a file makes are never reported.
    package var selector: String {
        arguments.isEmpty ? parts[0] : parts.map { $0 + ":" }.joined()
    }

    package static func parse(_ tokens: [ObjCToken], at open: Int) -> ObjCMessageSend? {
        guard open < tokens.count, tokens[open].is("["),
            let close = ObjCTokenReading.matchingClose(tokens, from: open), close > open + 2
        else { return nil }
        guard let (receiver, afterReceiver) = readReceiver(tokens, from: open + 1, limit: close) else { return nil }
        var index = afterReceiver
        guard index < close, tokens[index].isIdentifierLike else { return nil }
        let selectorIndex = index
        if index + 1 == close {
            return ObjCMessageSend(
                receiver: receiver, parts: [tokens[index].text], arguments: [], selectorIndex: selectorIndex,
                open: open, close: close)
        }
        var parts: [String] = []
        var arguments: [Range<Int>] = []
        while index < close {
            guard tokens[index].isIdentifierLike, index + 1 < close, tokens[index + 1].is(":") else { return nil }
            parts.append(tokens[index].text)
            let start = index + 2
            var end = start
            // The argument runs to the next top-level `name:` or a `,` of variadic arguments.
            while end < close {
                if tokens[end].isIdentifierLike, end + 1 < close, tokens[end + 1].is(":"), end > start {
                    break
                }
                if ObjCTokenReading.closer(ofMark: tokens[end].mark) != 0,
                    let inner = ObjCTokenReading.matchingClose(tokens, from: end), inner < close
                {
                    end = inner + 1
                    continue
                }
                if tokens[end].is(",") { break }
                end += 1
            }
            arguments.append(start..<end)
            index = end
            if index < close, tokens[index].is(",") { break }
        }
        return ObjCMessageSend(
            receiver: receiver, parts: parts, arguments: arguments, selectorIndex: selectorIndex, open: open,
            close: close)
    }

    /// Reads the receiver starting at `start`; returns it and the index after it.
    private static func readReceiver(_ tokens: [ObjCToken], from start: Int, limit: Int) -> (Receiver, Int)? {
        let first = tokens[start]
        if first.is("[") {
            guard let inner = ObjCTokenReading.matchingClose(tokens, from: start), inner < limit else { return nil }
            if let nested = parse(tokens, at: start) {
                switch (nested.selector, nested.receiver) {
                case ("class", _), ("self", _):
                    return (nested.receiver, inner + 1)
                case ("alloc", .named(let name)), ("new", .named(let name)):
                    return (.allocated(name), inner + 1)
                default:
                    break
                }
            }
            return (.expression, inner + 1)
        }
        guard first.isIdentifierLike else { return nil }
        var index = start + 1
        if first.text == "self" || first.text == "super" {
            if index + 1 < limit, tokens[index].is("."), tokens[index + 1].text == "class" { index += 2 }
            return (.enclosingClass, index)
        }
        // `Type<Args>` or `Macro(Args)` directly after the name.
        if index < limit, tokens[index].is("<") || tokens[index].is("("),
            let close = ObjCTokenReading.matchingClose(tokens, from: index), close < limit
        {
            index = close + 1
        }
        if index + 1 < limit, tokens[index].is("."), tokens[index + 1].text == "class" {
            index += 2
        }
        return (isTypeName(first.text) ? .named(first.text) : .expression, index)
    }

    /// A class or macro name: capitalised, or `_` then not a lowercase letter (`_ZIKRouterPrivate`).
    /// `_router` is an instance variable, as Objective-C names the one a property synthesizes,
    /// and `router` a variable: their sends go to an object, never to a router class.
    private static func isTypeName(_ name: String) -> Bool {
        if name.startsUppercase { return true }
        let bytes = name.utf8
        guard bytes.first == UInt8(ascii: "_") else { return false }
        guard let next = bytes.dropFirst().first else { return true }
        return !(next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
    }
}
