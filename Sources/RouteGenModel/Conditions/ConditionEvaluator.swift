/// Decides whether a `#if` clause holds for a build configuration's defines. Three-valued: a
/// clause that names something the defines cannot answer (`os(iOS)`, `canImport(…)`,
/// `__has_include(…)`, a number comparison with an unknown operand) is unknown, and unknown code
/// is treated as compiled, so a finding is dropped only when the configuration surely excludes it.
///
/// One reading serves both languages: a name stands for its defined value (`DEBUG=1` → 1, a bare
/// `DEBUG` → 1, not defined → 0), as the C preprocessor and Swift's compilation conditions agree.

package struct ConditionEvaluator: Sendable {
    private let values: [String: Int]
    private let defined: Set<String>

    /// - Parameter defines: `NAME` or `NAME=value`, as build settings write them.
    package init(defines: [String]) {
        var values: [String: Int] = [:]
        var defined = Set<String>()
        for define in defines {
            let parts = define.split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = parts.first else { continue }
            defined.insert(name)
            values[name] = parts.count == 2 ? (Int(parts[1]) ?? 1) : 1
        }
        self.values = values
        self.defined = defined
    }

    /// False only when some clause is false for sure.
    package func mayCompile(_ condition: BuildCondition) -> Bool {
        condition.clauses.allSatisfy { evaluate($0) != false }
    }

    package func evaluate(_ clause: String) -> Bool? {
        var parser = Parser(tokens: Self.tokens(clause), evaluator: self)
        guard let value = parser.disjunction(), parser.atEnd else { return nil }
        return value.truth
    }

    // MARK: Values

    /// A number, or unknown.
    fileprivate struct Value {
        var number: Int?
        var truth: Bool? { number.map { $0 != 0 } }
        static let unknown = Value(number: nil)
        init(number: Int?) { self.number = number }
        init(_ truth: Bool?) { number = truth.map { $0 ? 1 : 0 } }
    }

    fileprivate func value(of name: String) -> Value {
        if name == "true" { return Value(number: 1) }
        if name == "false" { return Value(number: 0) }
        return Value(number: defined.contains(name) ? values[name] ?? 1 : 0)
    }

    fileprivate func isDefined(_ name: String) -> Value { Value(defined.contains(name)) }

    // MARK: Tokens

    package static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        let pairs: Set<String> = ["&&", "||", "==", "!=", ">=", "<="]
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character.isLetter || character.isNumber || character == "_" {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
                    end = text.index(after: end)
                }
                tokens.append(String(text[index..<end]))
                index = end
            } else {
                let next = text.index(after: index)
                if next < text.endIndex, pairs.contains(String(text[index...next])) {
                    tokens.append(String(text[index...next]))
                    index = text.index(after: next)
                } else {
                    tokens.append(String(character))
                    index = next
                }
            }
        }
        return tokens
    }

    /// `||` over `&&` over comparisons over `!`, names, numbers, `defined(…)` and parentheses.
    private struct Parser {
        var tokens: [String]
        var position = 0
        let evaluator: ConditionEvaluator

        var atEnd: Bool { position == tokens.count }
        var next: String? { position < tokens.count ? tokens[position] : nil }

        mutating func take(_ token: String) -> Bool {
            guard next == token else { return false }
            position += 1
            return true
        }

        mutating func disjunction() -> Value? {
            chain("||", absorbing: true) { $0.conjunction() }
        }

        mutating func conjunction() -> Value? {
            chain("&&", absorbing: false) { $0.comparison() }
        }

        /// `a || b || …` or `a && b && …`: one operand equal to `absorbing` (true for `||`, false
        /// for `&&`) decides the whole chain, all operands the other way decide it too, and
        /// anything else is unknown.
        private mutating func chain(_ op: String, absorbing: Bool, operand: (inout Parser) -> Value?) -> Value? {
            guard var left = operand(&self) else { return nil }
            while take(op) {
                guard let right = operand(&self) else { return nil }
                if left.truth == absorbing || right.truth == absorbing {
                    left = Value(absorbing)
                } else {
                    left = left.truth == !absorbing && right.truth == !absorbing ? Value(!absorbing) : .unknown
                }
            }
            return left
        }

        mutating func comparison() -> Value? {
            guard let left = unary() else { return nil }
            guard let op = next, ["==", "!=", ">", "<", ">=", "<="].contains(op) else { return left }
            position += 1
            guard let right = unary() else { return nil }
            guard let a = left.number, let b = right.number else { return .unknown }
            switch op {
            case "==": return Value(a == b)
            case "!=": return Value(a != b)
            case ">": return Value(a > b)
            case "<": return Value(a < b)
            case ">=": return Value(a >= b)
            default: return Value(a <= b)
            }
        }

        mutating func unary() -> Value? {
            if take("!") {
                guard let operand = unary() else { return nil }
                return Value(operand.truth.map(!))
            }
            if take("(") {
                guard let inner = disjunction(), take(")") else { return nil }
                return inner
            }
            guard let token = next else { return nil }
            position += 1
            if let number = Int(token) { return Value(number: number) }
            guard token.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
            guard take("(") else { return evaluator.value(of: token) }
            // A call: `defined(NAME)` is answerable; `os(iOS)`, `canImport(X)` and the like are not.
            var depth = 1
            var arguments: [String] = []
            while let inner = next, depth > 0 {
                position += 1
                if inner == "(" { depth += 1 }
                if inner == ")" { depth -= 1 }
                if depth > 0 { arguments.append(inner) }
            }
            guard depth == 0 else { return nil }
            if token == "defined", arguments.count == 1 { return evaluator.isDefined(arguments[0]) }
            return .unknown
        }
    }
}
