/// A condition as a boolean formula over atoms, read from the clause spellings the scanners
/// record (`BuildCondition`). The scanners cut those spellings from SwiftSyntax and libclang
/// tokens; this reads their operators back (`!`, `&&`, `||`, `==`, `!=`, parentheses) so that
/// `X == 0` and `X == 1` can be seen to exclude each other. Whatever it cannot read becomes an
/// opaque atom, which `ConditionLogic` treats as "may be either".
package indirect enum ConditionFormula: Hashable, Sendable {
    case constant(Bool)
    /// A name read as true or false: `DEBUG`, `os(iOS)`, `useBlockRoutes`, `Config.isDemo`.
    case flag(String)
    /// A name compared with a literal: `TEST_BLOCK_ROUTES == 1`, `mode == .demo`, `kind == "a"`.
    case equals(String, String)
    /// A condition routegen cannot read (`if let`, `x > 2`, a call with arguments on both sides).
    case opaque(String)
    case not(ConditionFormula)
    case and([ConditionFormula])
    case or([ConditionFormula])

    /// The whole condition (build and runtime clauses) as one conjunction. Build atoms get the
    /// prefix `#` so that `#if DEBUG` and `if DEBUG` stay different atoms.
    package init(_ condition: BuildCondition) {
        let build = condition.clauses.map { ConditionFormula(clause: $0, build: true) }
        let runtime = condition.runtime.map { ConditionFormula(clause: $0, build: false) }
        self = .and(build + runtime)
    }

    /// One clause. For build clauses, the preprocessor's `defined(X)` reads as the atom `X`, as
    /// the Swift registry spells it (`ConditionSpelling`).
    package init(clause: String, build: Bool) {
        var parser = ConditionParser(tokens: ConditionLexer.tokens(clause), namespace: build ? "#" : "", build: build)
        if let formula = parser.parseAll() {
            self = formula
        } else {
            self = .opaque((build ? "#" : "") + clause)
        }
    }

    /// Every opaque atom the formula mentions.
    package var opaqueAtoms: Set<String> {
        switch self {
        case .opaque(let text): [text]
        case .constant, .flag, .equals: []
        case .not(let inner): inner.opaqueAtoms
        case .and(let parts), .or(let parts): parts.reduce(into: []) { $0.formUnion($1.opaqueAtoms) }
        }
    }
}

/// The tokens of a clause spelling: words (identifiers, numbers, with `.`-joined members),
/// string literals, and punctuation.
package enum ConditionLexer {
    package enum Token: Hashable {
        case word(String)
        case string(String)
        case punctuation(String)

        package var text: String {
            switch self {
            case .word(let text), .string(let text), .punctuation(let text): text
            }
        }
    }

    package static func tokens(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$"
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "\""
                || (character == "@" && index + 1 < characters.count && characters[index + 1] == "\"")
            {
                var end = index + (character == "@" ? 2 : 1)
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
                let body = String(characters[index..<end]).drop { $0 == "@" }
                tokens.append(.string(String(body)))
                index = end
            } else if isWord(character) {
                var end = index
                while end < characters.count, isWord(characters[end]) { end += 1 }
                tokens.append(.word(String(characters[index..<end])))
                index = end
            } else {
                let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["&&", "||", "==", "!=", "<=", ">="].contains(pair) {
                    tokens.append(.punctuation(pair))
                    index += 2
                } else {
                    tokens.append(.punctuation(String(character)))
                    index += 1
                }
            }
        }
        return tokens
    }
}

/// `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!' unary | '(' or ')' |
/// comparison`, `comparison := operand (('==' | '!=') operand)?`, where an operand is a run of
/// tokens up to the next operator at its nesting depth.
package struct ConditionParser {
    package var tokens: [ConditionLexer.Token]
    package var position = 0
    package let namespace: String
    package let build: Bool

    package init(tokens: [ConditionLexer.Token], namespace: String, build: Bool) {
        self.tokens = tokens
        self.namespace = namespace
        self.build = build
    }

    package mutating func parseAll() -> ConditionFormula? {
        guard !tokens.isEmpty, let formula = parseOr(), position == tokens.count else { return nil }
        return formula
    }

    private func peek(_ text: String) -> Bool {
        position < tokens.count && tokens[position] == .punctuation(text)
    }

    private mutating func parseOr() -> ConditionFormula? {
        parseJoined(by: "||", operand: { $0.parseAnd() }, join: ConditionFormula.or)
    }

    private mutating func parseAnd() -> ConditionFormula? {
        parseJoined(by: "&&", operand: { $0.parseUnary() }, join: ConditionFormula.and)
    }

    /// `operand (op operand)*`: one operand stands for itself.
    private mutating func parseJoined(
        by op: String, operand: (inout Self) -> ConditionFormula?, join: ([ConditionFormula]) -> ConditionFormula
    ) -> ConditionFormula? {
        guard let first = operand(&self) else { return nil }
        var parts = [first]
        while peek(op) {
            position += 1
            guard let next = operand(&self) else { return nil }
            parts.append(next)
        }
        return parts.count == 1 ? parts[0] : join(parts)
    }

    private mutating func parseUnary() -> ConditionFormula? {
        if peek("!") {
            position += 1
            return parseUnary().map { .not($0) }
        }
        // A parenthesis opens a group only when what follows the group is not a comparison.
        if peek("("), let close = matchingClose(from: position), !isComparison(at: close + 1) {
            position += 1
            guard let inner = parseOr(), position == close else { return nil }
            position += 1
            return inner
        }
        return parseComparison()
    }

    private func isComparison(at index: Int) -> Bool {
        index < tokens.count && (tokens[index] == .punctuation("==") || tokens[index] == .punctuation("!="))
    }

    private func matchingClose(from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index] == .punctuation("(") { depth += 1 }
            if tokens[index] == .punctuation(")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private mutating func parseComparison() -> ConditionFormula? {
        guard let left = operand() else { return nil }
        guard isComparison(at: position) else { return left.asFormula(namespace: namespace) }
        let isEqual = tokens[position] == .punctuation("==")
        position += 1
        guard let right = operand() else { return nil }
        let formula =
            Operand.compare(left, right, namespace: namespace)
            ?? .opaque(namespace + left.text + (isEqual ? " == " : " != ") + right.text)
        return isEqual ? formula : .not(formula)
    }

    /// The tokens up to the next `&&`, `||`, `==`, `!=` or unmatched `)`.
    private mutating func operand() -> Operand? {
        let start = position
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0, ["&&", "||", "==", "!="].map(ConditionLexer.Token.punctuation).contains(token) { break }
            if token == .punctuation("(") { depth += 1 }
            if token == .punctuation(")") {
                if depth == 0 { break }
                depth -= 1
            }
            position += 1
        }
        guard position > start else { return nil }
        return Operand(Array(tokens[start..<position]), build: build)
    }
}

/// One side of a comparison, classified.
package struct Operand {
    package enum Kind {
        case name(String)
        case literal(String)
        case other
    }

    package let kind: Kind
    package let text: String

    package init(_ tokens: [ConditionLexer.Token], build: Bool) {
        text = tokens.map(\.text).joined()
        kind = Self.classify(tokens, build: build)
    }

    private static func classify(_ tokens: [ConditionLexer.Token], build: Bool) -> Kind {
        let words = ["true": "true", "YES": "true", "false": "false", "NO": "false", "nil": "nil", "NULL": "nil"]
        if tokens.count == 1, case .string(let text) = tokens[0] { return .literal(text) }
        if tokens.count == 1, case .word(let text) = tokens[0] {
            if let literal = words[text] { return .literal(literal) }
            if let first = text.first, first.isNumber { return .literal(normalizedNumber(text)) }
            return .name(text)
        }
        // `.demo`: an enum case, a literal for the comparison.
        if tokens.count == 2, tokens[0] == .punctuation("."), case .word(let text) = tokens[1] {
            return .literal("." + text)
        }
        // `defined(X)` in a build clause is the atom X.
        if build, tokens.count == 4, tokens[0] == .word("defined"), tokens[1] == .punctuation("("),
            tokens[3] == .punctuation(")"),
            case .word(let name) = tokens[2]
        {
            return .name(name)
        }
        // `Config.isDemo`, `self.flag`: a member path.
        if tokens.count >= 3, tokens.count % 2 == 1,
            tokens.enumerated().allSatisfy({ offset, token in
                if offset % 2 == 1 { return token == .punctuation(".") }
                if case .word(let word) = token { return !(word.first?.isNumber ?? true) }
                return false
            })
        {
            return .name(tokens.map(\.text).joined())
        }
        // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: a named build test is one atom.
        if build, tokens.count >= 3, case .word = tokens[0], tokens[1] == .punctuation("("),
            tokens.last == .punctuation(")")
        {
            return .name(tokens.map(\.text).joined())
        }
        return .other
    }

    /// `0x1` and `1U` are the C spellings of 1.
    private static func normalizedNumber(_ text: String) -> String {
        var digits = Substring(text)
        while let last = digits.last, "uUlL".contains(last), digits.count > 1 { digits.removeLast() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X"), let value = Int(digits.dropFirst(2), radix: 16) {
            return String(value)
        }
        if let value = Int(digits) { return String(value) }
        return String(digits)
    }

    package func asFormula(namespace: String) -> ConditionFormula {
        switch kind {
        case .name(let name): return .flag(namespace + name)
        case .literal("true"): return .constant(true)
        case .literal("false"), .literal("nil"), .literal("0"): return .constant(false)
        case .literal(let value) where value.first?.isNumber == true: return .constant(true)
        case .literal, .other: return .opaque(namespace + text)
        }
    }

    /// `name == literal` (either order) as an atom, `literal == literal` as a constant; nil otherwise.
    package static func compare(_ left: Operand, _ right: Operand, namespace: String) -> ConditionFormula? {
        switch (left.kind, right.kind) {
        case (.name(let name), .literal(let value)), (.literal(let value), .name(let name)):
            switch value {
            case "true": return .flag(namespace + name)
            case "false": return .not(.flag(namespace + name))
            default: return .equals(namespace + name, value)
            }
        case (.literal(let one), .literal(let other)):
            return .constant(one == other)
        default:
            return nil
        }
    }
}
