import Foundation
import RouteGenModel

/// Turns one parsed Objective-C file into `FileFacts`. The AST says *where* the declarations
/// and methods are (names and extents, robust against whatever surrounds them); the tokens
/// inside those extents say what the AST cannot, because the framework headers are missing:
/// superclass spellings, type arguments, macro arguments, protocol lists and message sends.
package struct ObjCFactsReader {
    package let path: String
    package let unit: ObjCTranslationUnit
    package let conditions: ObjCConditionalMap
    /// Live code tokens: no comments, no directive lines, nothing in dead `#if 0` regions.
    package let code: [ObjCToken]
    package var facts: FileFacts
    /// `[start, end)` offsets of the `registerRoutableDestination` bodies read so far.
    package var registerBodies: [Range<Int>] = []
    /// The runtime branches of the body being read.
    package var runtimeConditions: ObjCRuntimeConditions?
    /// `[start, end)` offsets of the helper bodies (C functions, other class methods) read so far.
    package var helperBodies: [Range<Int>] = []
    /// The helper whose body is being read: registrations go to it, not to the file.
    package var currentHelper: HelperFunction?
    /// Token indices of the body whose registrations are being read, braces excluded.
    package var currentBody: Range<Int>?
    /// Runtime branches of every helper body read, by token offset, for the registry calls
    /// (`[X registerRoutableDestination]` in a registry's class method) read afterwards.
    package var helperRuntimeClauses: [Int: [String]] = [:]

    package init(path: String, unit: ObjCTranslationUnit, bytes: [UInt8]) {
        self.path = path
        self.unit = unit
        let conditions = ObjCConditionalMap(tokens: unit.tokens, bytes: bytes)
        self.conditions = conditions
        code = conditions.liveCode(unit.tokens)
        facts = FileFacts(path: path, language: .objc)
    }

    package static func read(path: String, unit: ObjCTranslationUnit, bytes: [UInt8]) -> FileFacts {
        var reader = ObjCFactsReader(path: path, unit: unit, bytes: bytes)
        if let refusal = reader.nestingRefusal() {
            var facts = FileFacts(path: path, language: .objc)
            facts.diagnostics.append(refusal)
            return facts
        }
        for declaration in unit.declarations where reader.conditions.isLive(at: declaration.nameOffset) {
            switch declaration.kind {
            case .interface: reader.readInterface(declaration)
            case .category: reader.readCategory(declaration)
            case .protocol: reader.readProtocol(declaration)
            case .implementation, .categoryImplementation: reader.readImplementation(declaration)
            }
        }
        reader.readFileScopeMacros()
        reader.readAliases()
        reader.readMacroDefinitions()
        reader.readMacroExpansions()
        reader.readRuntimeConformances()
        reader.readFunctions()
        reader.readSendsOutsideRegistration()
        reader.readSuppressions()
        reader.reportLostContainers()
        return reader.facts
    }

    // MARK: Positions

    func location(_ token: ObjCToken) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    package func condition(_ token: ObjCToken) -> BuildCondition {
        conditions.condition(at: token.start) ?? .always
    }

    /// The first code token at or after `offset`.
    package func codeIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Code tokens of a declaration: from its start to its end (or the file's end).
    package func codeRange(_ start: Int, _ end: Int) -> Range<Int> {
        codeIndex(atOrAfter: start)..<codeIndex(atOrAfter: max(start, end))
    }

    /// The index of the name after `@keyword` inside the range.
    package func nameIndex(after keyword: String, in range: Range<Int>) -> Int? {
        for index in range where code[index].text == keyword && index > range.lowerBound && code[index - 1].is("@") {
            return index + 1 < code.count && code[index + 1].kind == .identifier ? index + 1 : nil
        }
        return nil
    }

    /// Messages quote source; a quote is cut to a few hundred characters so that one pathological
    /// expression cannot make a diagnostic line of hundreds of kilobytes.
    package mutating func diagnose(
        _ severity: Diagnostic.Severity, _ message: String, at token: ObjCToken, rule: DiagnosticID
    ) {
        let limit = 400
        let shown =
            message.count <= limit
            ? message : String(message.prefix(limit / 2)) + " … " + String(message.suffix(limit / 2))
        facts.diagnostics.append(Diagnostic(severity, shown, at: location(token), rule: rule))
    }

    /// Deepest nesting of `[` and `(` the token readers accept. They match brackets by scanning,
    /// so their time grows with the square of the nesting and more: 20,000 nested message sends
    /// took minutes. No real file nests sends and calls this deep.
    package static let maximumSendNesting = 256

    /// An error for a file whose sends and calls nest past `maximumSendNesting`: its routes are
    /// unknown, so the run fails rather than hang or guess.
    package func nestingRefusal() -> Diagnostic? {
        var depth = 0
        for token in code where token.mark != 0 {
            switch token.mark {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                depth += 1
                if depth > Self.maximumSendNesting {
                    return Diagnostic(
                        .error,
                        "message sends and calls nested deeper than \(Self.maximumSendNesting) levels; the file's routes are not read",
                        at: location(token), rule: .nestingTooDeep)
                }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return nil
    }

    // MARK: @interface

    package mutating func readInterface(_ declaration: ObjCTranslationUnit.Declaration) {
        let range = codeRange(declaration.start, declaration.end)
        guard let nameIndex = nameIndex(after: "interface", in: range) else { return }
        let nameToken = code[nameIndex]
        var index = nameIndex + 1
        // The class's own type parameters, `@interface Box<T> : NSObject`: erased at run time.
        if index < code.count, code[index].is("<"), let close = ObjCTokenReading.matchingClose(code, from: index),
            close + 1 < code.count, code[close + 1].is(":")
        {
            index = close + 1
        }
        var superclass: TypeReference?
        if index + 1 < code.count, code[index].is(":"), code[index + 1].kind == .identifier {
            let (reference, next) = readSuperclass(at: index + 1)
            superclass = reference
            index = next
        }
        let protocols = ObjCTokenReading.protocolList(code, from: index)?.names ?? []
        recordRoutableConformance(className: nameToken.text, protocols: protocols, form: "interface", at: nameToken)
        facts.conformances.append(
            ConformanceDeclaration(
                typeName: nameToken.text, form: .objcClass, superclass: superclass?.name, inherited: protocols,
                location: location(nameToken), condition: condition(nameToken)
            ))
        let isHeader = path.hasSuffix(".h")
        facts.classes.append(
            ClassDeclaration(
                name: nameToken.text,
                superclass: superclass,
                access: isHeader ? .public : .internal,
                location: location(nameToken),
                condition: condition(nameToken),
                commands: commentCommands(before: declaration.start)
            ))
    }

    /// `Base`, `Base<A *, B *>`, `Macro(P)`. A `<…>` after the name holds type arguments only
    /// when its content reads as types (a `*`, `id`, `Class`, `__kindof`, a block or a nested
    /// `<…>`); bare names are the protocol list, which is what clang decides too when they name
    /// protocols. Returns the reference and the index after it.
    package func readSuperclass(at nameIndex: Int) -> (TypeReference, Int) {
        let name = code[nameIndex].text
        let next = nameIndex + 1
        if next < code.count, code[next].is("(") || code[next].is("<"),
            let close = ObjCTokenReading.matchingClose(code, from: next)
        {
            let parts = ObjCTokenReading.splitArguments(code, (next + 1)..<close)
            if code[next].is("(") || parts.contains(where: isTypeArgument) {
                let arguments = parts.map { ObjCTokenSpelling.type(code[$0]) }
                return (
                    TypeReference(
                        name: name, genericArguments: arguments,
                        spelling: ObjCTokenSpelling.type(code[nameIndex...close])), close + 1
                )
            }
        }
        return (TypeReference(name: name), next)
    }

    private func isTypeArgument(_ part: Range<Int>) -> Bool {
        let typeWords: Set<String> = ["id", "Class", "__kindof", "instancetype", "SEL"]
        return code[part].contains { $0.is("*") || $0.is("<") || $0.is("^") || typeWords.contains($0.text) }
    }

    // MARK: Categories and routable classes

    package mutating func readCategory(_ declaration: ObjCTranslationUnit.Declaration) {
        let range = codeRange(declaration.start, declaration.end)
        guard let nameIndex = nameIndex(after: "interface", in: range) else { return }
        readCategory(nameIndex: nameIndex)
    }

    /// The category or class extension whose class name is the code token at `nameIndex`.
    package mutating func readCategory(nameIndex: Int) {
        guard nameIndex + 1 < code.count,
            code[nameIndex + 1].is("("),
            let close = ObjCTokenReading.matchingClose(code, from: nameIndex + 1),
            let (protocols, _) = ObjCTokenReading.protocolList(code, from: close + 1)
        else { return }
        recordRoutableConformance(
            className: code[nameIndex].text, protocols: protocols, form: "category", at: code[nameIndex])
        // `()` is a class extension; either way the protocols are the class's.
        let isExtension = close == nameIndex + 2
        facts.conformances.append(
            ConformanceDeclaration(
                typeName: code[nameIndex].text, form: isExtension ? .objcClassExtension : .objcCategory,
                inherited: protocols,
                location: location(code[nameIndex]), condition: condition(code[nameIndex])
            ))
    }

    package mutating func recordRoutableConformance(
        className: String, protocols: [String], form: String, at token: ObjCToken
    ) {
        for name in protocols {
            let kind: RoutableClassDeclaration.Kind? =
                switch name {
                case "ZIKRoutableView": .view
                case "ZIKRoutableService": .service
                default: nil
                }
            guard let kind else { continue }
            facts.routableClasses.append(
                RoutableClassDeclaration(
                    className: className, kind: kind, form: form, location: location(token), condition: condition(token)
                ))
        }
    }

    /// `DeclareRoutableView(Cls, Ext)`, `DeclareRoutableService(Cls, Ext)` and
    /// `ZIX_ADD_CATEGORY(Cls, ZIKRoutableView)` at file scope.
    private static let moduleProtocolMacros = [
        "DeclareRoutableViewModuleProtocol": "ZIKViewMakeableConfiguration",
        "DeclareRoutableServiceModuleProtocol": "ZIKServiceMakeableConfiguration",
    ]

    package mutating func readFileScopeMacros() {
        for index in code.indices where code[index].kind == .identifier {
            let macro = code[index].text
            // `DeclareRoutableViewModuleProtocol(P)` is `ZIX_ADD_CATEGORY(ZIKViewMakeableConfiguration, P)`.
            if let makeable = Self.moduleProtocolMacros[macro], index + 1 < code.count, code[index + 1].is("("),
                let close = ObjCTokenReading.matchingClose(code, from: index + 1)
            {
                let arguments = ObjCTokenReading.splitArguments(code, (index + 2)..<close)
                facts.conformances.append(
                    ConformanceDeclaration(
                        typeName: makeable, form: .objcCategory,
                        inherited: arguments.compactMap { $0.count == 1 ? code[$0.lowerBound].text : nil },
                        location: location(code[index]), condition: condition(code[index])
                    ))
                continue
            }
            guard macro == "DeclareRoutableView" || macro == "DeclareRoutableService" || macro == "ZIX_ADD_CATEGORY",
                index + 1 < code.count, code[index + 1].is("("),
                let close = ObjCTokenReading.matchingClose(code, from: index + 1)
            else { continue }
            let arguments = ObjCTokenReading.splitArguments(code, (index + 2)..<close)
            guard let first = arguments.first, first.count == 1, code[first.lowerBound].kind == .identifier else {
                continue
            }
            let className = code[first.lowerBound].text
            let adopted =
                macro == "DeclareRoutableView"
                ? ["ZIKRoutableView"]
                : macro == "DeclareRoutableService"
                    ? ["ZIKRoutableService"]
                    : arguments.dropFirst().compactMap { $0.count == 1 ? code[$0.lowerBound].text : nil }
            facts.conformances.append(
                ConformanceDeclaration(
                    typeName: className, form: .objcCategory, inherited: adopted, location: location(code[index]),
                    condition: condition(code[index])
                ))
            switch macro {
            case "DeclareRoutableView":
                facts.routableClasses.append(
                    RoutableClassDeclaration(
                        className: className, kind: .view, form: macro, location: location(code[index]),
                        condition: condition(code[index])))
            case "DeclareRoutableService":
                facts.routableClasses.append(
                    RoutableClassDeclaration(
                        className: className, kind: .service, form: macro, location: location(code[index]),
                        condition: condition(code[index])))
            default:
                let protocols = arguments.dropFirst().compactMap { $0.count == 1 ? code[$0.lowerBound].text : nil }
                recordRoutableConformance(className: className, protocols: protocols, form: macro, at: code[index])
            }
        }
    }

    /// The names a superclass may spell for a class: `#define AppViewRouter ZIKViewRouter`,
    /// `#define APP_ROUTER(D) ZIKViewRouter<D *, C *>`, `#define AppModuleRouter(P)
    /// ZIKModuleViewRouter(P)`, `typedef ZIKViewRouter<id, C *> AppAnyRouter;` and
    /// `@compatibility_alias AppBase LegacyBase;`, and a protocol expression, `#define
    /// _LoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)`. Each is recorded
    /// as an alias of the class or protocol its body names, which the resolution follows like a
    /// Swift typealias, so `@interface R : AppViewRouter` is a router. Only a body that is one
    /// class, with type arguments, macro arguments or a `*`, or one protocol expression, counts;
    /// type arguments are left out of the alias (in a function-like macro they are its
    /// parameters, and no check needs them from an alias). A body that is one string literal,
    /// `#define kLoginRouteID @"login"`, is recorded as a `StringConstant`, and so is a file-scope
    /// `NSString *const kLoginRouteID = @"login";`.
    package mutating func readAliases() {
        for line in conditions.defines where conditions.isLive(at: line.range.lowerBound) {
            let operands = line.operands
            guard let name = operands.first, name.kind == .identifier else { continue }
            var position = 1
            // Function-like only when `(` touches the name.
            if position < operands.count, operands[position].is("("), operands[position].start == name.end {
                guard let close = ObjCTokenReading.matchingClose(operands, from: position) else { continue }
                position = close + 1
            }
            // `#define _LoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)`: a
            // name for the protocol, which registrations and requests pass bare. Read first:
            // `ZIKRoutable(P)` would pass for a class with macro arguments.
            if position == 1, let value = ObjCTokenReading.stringLiteral(operands, 1..<operands.count) {
                facts.stringConstants.append(StringConstant(name: name.text, value: value, location: location(name)))
            } else if position == 1, let target = ObjCTokenReading.protocolName(operands, 1..<operands.count) {
                facts.typeAliases.append(
                    TypeAliasDeclaration(name: name.text, target: TypeReference(name: target), location: location(name))
                )
            } else if let target = Self.classSpelling(operands, at: position, end: operands.count) {
                facts.typeAliases.append(
                    TypeAliasDeclaration(
                        name: name.text, target: TypeReference(name: target.text), location: location(name)))
            }
        }
        var depth = 0
        for index in code.indices {
            let token = code[index]
            // Marks first: this pass sees every token of the file.
            switch token.mark {
            case UInt8(ascii: "{"): depth += 1; continue
            case UInt8(ascii: "}"): depth = max(0, depth - 1); continue
            case UInt8(ascii: "@"): break
            case 0 where token.kind == .keyword: break
            default: continue
            }
            guard depth == 0 else { continue }
            if token.kind == .keyword, token.text == "typedef",
                let semicolon = code[index...].firstIndex(where: { $0.is(";") || $0.is("{") }), code[semicolon].is(";"),
                semicolon - 1 > index + 1, code[semicolon - 1].kind == .identifier,
                let target = Self.classSpelling(code, at: index + 1, end: semicolon - 1)
            {
                let name = code[semicolon - 1]
                facts.typeAliases.append(
                    TypeAliasDeclaration(
                        name: name.text, target: TypeReference(name: target.text), location: location(name)))
            } else if token.mark == UInt8(ascii: "@"), let constant = stringConstant(at: index) {
                facts.stringConstants.append(constant)
            } else if token.mark == UInt8(ascii: "@"), index + 3 < code.count,
                code[index + 1].text == "compatibility_alias",
                code[index + 2].kind == .identifier, code[index + 3].kind == .identifier
            {
                facts.typeAliases.append(
                    TypeAliasDeclaration(
                        name: code[index + 2].text, target: TypeReference(name: code[index + 3].text),
                        location: location(code[index + 2])))
            }
        }
    }

    /// `NSString *const NAME = @"…";` (after `static` or not) whose `@` is at `index`. A pointer that
    /// is not `const` may be pointed elsewhere at run time, so it names no string.
    private func stringConstant(at index: Int) -> StringConstant? {
        guard index >= 5, index + 2 < code.count, code[index + 2].is(";"),
            let value = code[index + 1].stringLiteralValue, code[index - 1].is("="),
            code[index - 2].kind == .identifier, code[index - 3].text == "const", code[index - 4].is("*"),
            code[index - 5].text == "NSString"
        else { return nil }
        return StringConstant(name: code[index - 2].text, value: value, location: location(code[index - 2]))
    }

    /// The class of `tokens[start..<end]` when they spell exactly one: `Name`, then optionally a
    /// balanced `<…>` or `(…)`, then any `*`s.
    private static func classSpelling(_ tokens: [ObjCToken], at start: Int, end: Int) -> ObjCToken? {
        guard start < end, tokens[start].kind == .identifier else { return nil }
        var position = start + 1
        if position < end, tokens[position].is("(") {
            guard let close = ObjCTokenReading.matchingClose(tokens, from: position), close < end else { return nil }
            position = close + 1
        } else if position < end, tokens[position].is("<") {
            var depth = 0
            while position < end {
                if tokens[position].is("<") { depth += 1 }
                if tokens[position].is(">") { depth -= 1 }
                if tokens[position].is(">>") { depth -= 2 }
                position += 1
                if depth <= 0 { break }
            }
            guard depth == 0 else { return nil }
        }
        while position < end, tokens[position].is("*") { position += 1 }
        return position == end ? tokens[start] : nil
    }

    // MARK: @protocol

    /// A protocol that lists one of the four routable roots (`RoutableKind(rootProtocol:)`) is
    /// declared routable (docs/ZIKRouter-semantics.md#routable-protocols-objc).
    package mutating func readProtocol(_ declaration: ObjCTranslationUnit.Declaration) {
        let range = codeRange(declaration.start, declaration.end)
        guard let nameIndex = nameIndex(after: "protocol", in: range) else { return }
        let nameToken = code[nameIndex]
        let parents = ObjCTokenReading.protocolList(code, from: nameIndex + 1)?.names ?? []
        // Recorded without parents too: a protocol whose declaration is seen is known to inherit nothing more.
        facts.conformances.append(
            ConformanceDeclaration(
                typeName: nameToken.text, form: .objcProtocol, inherited: parents, location: location(nameToken),
                condition: condition(nameToken)
            ))
        guard !parents.isEmpty else { return }
        facts.protocolInheritance.append(
            ProtocolInheritance(
                protocolName: nameToken.text, parents: parents, location: location(nameToken),
                condition: condition(nameToken)))
        for parent in parents {
            guard let kind = RoutableKind(rootProtocol: parent) else { continue }
            facts.routableDeclarations.append(
                RoutableDeclaration(
                    kind: kind, protocolName: nameToken.text, location: location(nameToken),
                    condition: condition(nameToken)))
        }
    }

    // MARK: Comment commands

    /// `// routegen:early` and `// routegen:ignore` in the comments right before a declaration.
    package func commentCommands(before offset: Int) -> Set<CommentCommand> {
        var commands: Set<CommentCommand> = []
        let tokens = unit.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, tokens[index].kind == .comment {
            for line in tokens[index].text.split(whereSeparator: \.isNewline) {
                if let command = CommentCommand.parse(commentLine: line.trimmingCharacters(in: .whitespaces)) {
                    commands.insert(command)
                }
            }
            index -= 1
        }
        return commands
    }
}
