/// The two halves of a declaration a macro makes (`MacroFacts.swift` in the model): the `#define`s
/// whose bodies declare types, and the lines at file scope that expand a macro. libclang expands
/// neither usefully here: it reads one file at a time, so a macro defined in another header is an
/// unknown name to it, and what it expands from the file's own macros has no tokens of its own.
import RouteGenModel

extension ObjCFactsReader {
    // MARK: Definitions

    /// ZIKRouter's macros that expand to a category: the class argument, the protocols it adds.
    private static let categoryMacros: [String: (argumentsAre: CategoryArguments, adds: [String])] = [
        "DeclareRoutableView": (.classFirst, ["ZIKRoutableView"]),
        "DeclareRoutableService": (.classFirst, ["ZIKRoutableService"]),
        "ZIX_ADD_CATEGORY": (.classThenProtocols, []),
        "DeclareRoutableViewModuleProtocol": (.protocolsOf("ZIKViewMakeableConfiguration"), []),
        "DeclareRoutableServiceModuleProtocol": (.protocolsOf("ZIKServiceMakeableConfiguration"), []),
    ]

    private enum CategoryArguments {
        /// `(Class, CategoryName)`.
        case classFirst
        /// `(Class, Protocol, …)`.
        case classThenProtocols
        /// `(Protocol, …)` added to a fixed class.
        case protocolsOf(String)
    }

    /// Each live `#define` whose body declares a type (`@interface`, a category, a class extension,
    /// `@protocol`, or one of ZIKRouter's category macros), or whose body is nothing but calls of
    /// other macros, which may; and, as declaring nothing, the file's other `#define`s of the same
    /// names (`#else #define ADAPT_LOGIN`): the join must see that a name has alternatives.
    package mutating func readMacroDefinitions() {
        var declaring: Set<String> = []
        var others: [(name: ObjCToken, parameters: [String]?)] = []
        for line in conditions.defines where conditions.isLive(at: line.range.lowerBound) {
            let operands = line.operands.map(Self.withoutLineSplices)
            guard let name = operands.first, name.isIdentifierLike else { continue }
            var position = 1
            var parameters: [String]?
            // Function-like only when `(` touches the name.
            if position < operands.count, operands[position].is("("), operands[position].start == name.end {
                guard let close = ObjCTokenReading.matchingClose(operands, from: position) else { continue }
                parameters = ObjCTokenReading.splitArguments(operands, (position + 1)..<close).map { part in
                    operands[part].contains { $0.is("...") } ? "__VA_ARGS__" : operands[part.lowerBound].text
                }
                position = close + 1
            }
            var body = MacroBodyReader(tokens: operands, start: position)
            body.read()
            let reachesOtherMacros =
                body.isOnlyDeclarations && (body.calls.count > 1 || body.calls.contains(where: \.isCall))
            guard !body.declarations.isEmpty || body.isOpaque || reachesOtherMacros else {
                others.append((name, parameters))
                continue
            }
            declaring.insert(name.text)
            facts.macroDefinitions.append(
                MacroDefinition(
                    name: name.text, parameters: parameters, declarations: body.declarations,
                    calls: body.isOnlyDeclarations ? body.calls : [], isOpaque: body.isOpaque, location: location(name),
                    condition: condition(name)))
        }
        for other in others where declaring.contains(other.name.text) {
            facts.macroDefinitions.append(
                MacroDefinition(
                    name: other.name.text, parameters: other.parameters, declarations: [], calls: [],
                    isOpaque: false, location: location(other.name), condition: condition(other.name)))
        }
        facts.macroDefinitions.sort { $0.location < $1.location }
    }

    /// The token as the preprocessor sees it: a body that goes on over lines (`\` at each line's
    /// end) leaves the backslash and the line break in the source text of the token after them.
    private static func withoutLineSplices(_ token: ObjCToken) -> ObjCToken {
        guard token.text.contains("\\") else { return token }
        var text = token.text
        for splice in ["\\\r\n", "\\\n"] { text = text.replacingOccurrences(of: splice, with: "") }
        return ObjCToken(
            kind: token.kind, text: text, start: token.start, end: token.end, line: token.line, column: token.column)
    }

    /// Reads a macro body's top level: containers, ZIKRouter's category macros, calls of other
    /// macros, and `;`. Anything else makes it more than declarations: its calls are then not
    /// taken for macros (`#define OSColor UIColor` names a class, not a macro).
    private struct MacroBodyReader {
        let tokens: [ObjCToken]
        var index: Int
        var declarations: [MacroDeclaration] = []
        var calls: [MacroCall] = []
        var isOpaque = false
        var isOnlyDeclarations = true

        init(tokens: [ObjCToken], start: Int) {
            self.tokens = tokens
            index = start
        }

        mutating func read() {
            while index < tokens.count {
                let token = tokens[index]
                if token.is("@"), index + 1 < tokens.count {
                    readContainer()
                } else if token.is(";") {
                    index += 1
                } else if token.kind == .identifier {
                    readCall()
                } else {
                    isOnlyDeclarations = false
                    index += 1
                }
            }
        }

        /// `@interface …`, `@protocol …`, `@implementation … @end`, `@class …;`.
        private mutating func readContainer() {
            let keyword = tokens[index + 1].text
            index += 2
            switch keyword {
            case "interface":
                readInterface()
                skipPastEnd()
            case "protocol":
                if index < tokens.count, tokens[index].is("(") {
                    // `@protocol(P)`: an expression.
                    isOnlyDeclarations = false
                    return
                }
                guard let name = readName() else { return skipPastEnd() }
                if index < tokens.count, tokens[index].is(";") || tokens[index].is(",") {
                    skipPast(";")
                    return
                }
                let parents = readProtocolList() ?? []
                declarations.append(MacroDeclaration(form: .objcProtocol, typeName: name, inherited: parents))
                skipPastEnd()
            case "implementation":
                skipPastEnd()
            case "class":
                skipPast(";")
            case "end":
                break
            default:
                isOnlyDeclarations = false
            }
        }

        /// After `@interface`: `Name : Super <P>`, `Name (Category) <P>`, `Name () <P>`.
        private mutating func readInterface() {
            guard let name = readName() else { return }
            if index < tokens.count, tokens[index].is("("),
                let close = ObjCTokenReading.matchingClose(tokens, from: index)
            {
                let isExtension = close == index + 1
                index = close + 1
                let protocols = readProtocolList() ?? []
                declarations.append(
                    MacroDeclaration(
                        form: isExtension ? .objcClassExtension : .objcCategory, typeName: name, inherited: protocols))
                return
            }
            // The class's own type parameters, `@interface Box<T> : NSObject`.
            if index < tokens.count, tokens[index].is("<"),
                let close = ObjCTokenReading.matchingClose(tokens, from: index),
                close + 1 < tokens.count, tokens[close + 1].is(":")
            {
                index = close + 1
            }
            var superclass: MacroText?
            if index < tokens.count, tokens[index].is(":") {
                index += 1
                superclass = readName()
                // Type arguments of the superclass (`Base<A *, B *>`), then the protocol list.
                if index < tokens.count, tokens[index].is("<"),
                    let close = ObjCTokenReading.matchingClose(tokens, from: index),
                    tokens[(index + 1)..<close].contains(where: Self.readsAsType)
                {
                    index = close + 1
                }
            }
            let protocols = readProtocolList() ?? []
            declarations.append(
                MacroDeclaration(form: .objcClass, typeName: name, superclass: superclass, inherited: protocols))
        }

        /// `<P, Q>` at `index`, each a name; nil when there is none.
        private mutating func readProtocolList() -> [MacroText]? {
            guard index < tokens.count, tokens[index].is("<"),
                let close = ObjCTokenReading.matchingClose(tokens, from: index)
            else { return nil }
            var names: [MacroText] = []
            for part in ObjCTokenReading.splitArguments(tokens, (index + 1)..<close) {
                var reader = self
                reader.index = part.lowerBound
                if let name = reader.readName(), reader.index == part.upperBound {
                    names.append(name)
                } else {
                    isOpaque = true
                }
            }
            index = close + 1
            return names
        }

        /// `Name`, `Prefix ## Param ## Suffix`. A `#param` (a string) where a name belongs makes
        /// the body opaque.
        private mutating func readName() -> MacroText? {
            guard index < tokens.count, tokens[index].isIdentifierLike else {
                isOpaque = true
                return nil
            }
            var pieces = [tokens[index].text]
            index += 1
            while index + 1 < tokens.count, tokens[index].is("##"), tokens[index + 1].isIdentifierLike {
                pieces.append(tokens[index + 1].text)
                index += 2
            }
            return MacroText(pieces)
        }

        /// `NAME` or `NAME(…)`: one of ZIKRouter's category macros, or another macro.
        private mutating func readCall() {
            let name = tokens[index].text
            index += 1
            guard index < tokens.count, tokens[index].is("("),
                let close = ObjCTokenReading.matchingClose(tokens, from: index)
            else {
                calls.append(MacroCall(name: name, arguments: nil))
                return
            }
            let parts = ObjCTokenReading.splitArguments(tokens, (index + 1)..<close)
            let arguments = parts.map { part in MacroText(tokens[part].filter { !$0.is("##") }.map(\.text)) }
            // A call whose arguments are not names or types (`NSLog(@"%@", x)`) is an expression.
            if tokens[(index + 1)..<close].contains(where: { !Self.isNameOrTypePart($0) }) {
                isOnlyDeclarations = false
            }
            index = close + 1
            guard let form = ObjCFactsReader.categoryMacros[name] else {
                calls.append(MacroCall(name: name, arguments: arguments))
                return
            }
            let single = parts.map { $0.count == 1 || tokens[$0].contains { $0.is("##") } }
            switch form.argumentsAre {
            case .classFirst, .classThenProtocols:
                guard let first = arguments.first, single[0] else {
                    isOpaque = true
                    return
                }
                let protocols: [MacroText]
                if case .classFirst = form.argumentsAre {
                    protocols = form.adds.map { MacroText([$0]) }
                } else {
                    protocols = Array(arguments.dropFirst())
                }
                declarations.append(MacroDeclaration(form: .objcCategory, typeName: first, inherited: protocols))
            case .protocolsOf(let className):
                declarations.append(
                    MacroDeclaration(form: .objcCategory, typeName: MacroText([className]), inherited: arguments))
            }
        }

        /// What a macro argument that names types is made of: `Login`, `Screen ## Router`, `id<P>`, `A *`.
        private static func isNameOrTypePart(_ token: ObjCToken) -> Bool {
            token.isIdentifierLike || ["##", ",", "*", "<", ">"].contains(token.text)
        }

        /// A token that only a type argument holds, not a protocol list (as `readSuperclass` decides).
        private static func readsAsType(_ token: ObjCToken) -> Bool {
            token.is("*") || token.is("<") || token.is("^") || ["id", "Class", "__kindof"].contains(token.text)
        }

        private mutating func skipPastEnd() {
            while index + 1 < tokens.count, !(tokens[index].is("@") && tokens[index + 1].text == "end") { index += 1 }
            index = min(tokens.count, index + 2)
        }

        private mutating func skipPast(_ mark: String) {
            while index < tokens.count, !tokens[index].is(mark) { index += 1 }
            index = min(tokens.count, index + 1)
        }
    }

    // MARK: Expansions

    /// Each line at file scope that is only `NAME` or `NAME(…)` (and a `;`): outside braces,
    /// brackets and containers, where a declaration ended before it. The macros of the prelude
    /// declare nothing and are left out. Whether the macro is defined in this file or another one
    /// is for resolution to find out.
    package mutating func readMacroExpansions() {
        var braces = 0
        var nesting = 0
        var inContainer = false
        var atBoundary = true
        var index = 0
        let excluded = ObjCMacroExpansionLines.ignoredNames
        while index < code.count {
            let token = code[index]
            let startsLine = index == 0 || token.line > code[index - 1].line
            if token.mark == UInt8(ascii: "@"), index + 1 < code.count {
                let keyword = code[index + 1].text
                if keyword == "end" {
                    inContainer = false
                    atBoundary = true
                    index += 2
                    continue
                }
                if keyword == "interface" || keyword == "implementation" {
                    inContainer = true
                } else if keyword == "protocol", index + 2 < code.count, code[index + 2].isIdentifierLike,
                    !(index + 3 < code.count && (code[index + 3].is(";") || code[index + 3].is(",")))
                {
                    inContainer = true
                }
                atBoundary = false
                index += 1
                continue
            }
            switch token.mark {
            case UInt8(ascii: "{"): braces += 1
            case UInt8(ascii: "}"): braces = max(0, braces - 1)
            case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting = max(0, nesting - 1)
            default: break
            }
            if token.kind == .identifier, startsLine, braces == 0, nesting == 0, !inContainer, atBoundary,
                let end = macroLineEnd(at: index)
            {
                if !excluded.contains(token.text) {
                    var arguments: [String]?
                    if index + 1 < end, code[index + 1].is("("),
                        let close = ObjCTokenReading.matchingClose(code, from: index + 1)
                    {
                        arguments = ObjCTokenReading.splitArguments(code, (index + 2)..<close).map {
                            ObjCTokenSpelling.type(code[$0])
                        }
                    }
                    facts.macroExpansions.append(
                        MacroExpansion(
                            name: token.text, arguments: arguments, location: location(token),
                            condition: condition(token)))
                }
                index = end
                atBoundary = true
                continue
            }
            atBoundary = (token.is(";") && nesting == 0 && braces == 0) || (token.is("}") && braces == 0)
            index += 1
        }
    }

    /// The index after the line that starts with the name at `index` when the line is only that
    /// name or a call of it, and a `;`; nil otherwise.
    private func macroLineEnd(at index: Int) -> Int? {
        var last = index
        // A call's `(` on the name's line, as the byte pass reads it.
        if index + 1 < code.count, code[index + 1].is("("), code[index + 1].line == code[index].line {
            guard let close = ObjCTokenReading.matchingClose(code, from: index + 1) else { return nil }
            last = close
        }
        if last + 1 < code.count, code[last + 1].is(";"), code[last + 1].line == code[last].line { last += 1 }
        guard last + 1 == code.count || code[last + 1].line > code[last].line else { return nil }
        return last + 1
    }
}
