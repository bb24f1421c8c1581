/// The runtime branches around each token of an Objective-C (or C) function body, in
/// `BuildCondition`'s clause convention: `if (c)` gives `c`, its `else` gives `!c`, code after
/// `if (c) return …;` (or `break;` in a case or loop) gives `!c`, a `switch` case gives `subject == label` (labels that fall
/// through are or-ed), `c ? x : y` at the start of a statement gives `c` to `x` and `!c` to `y`.
///
/// It reads the statement structure from libclang's tokens of the body: `{ … }` blocks (also those
/// of `@autoreleasepool` and `@synchronized`), the keywords `if`, `else`, `switch`, `case`,
/// `default`, `for`, `while`, `do`, and `;`.
import RouteGenModel

package struct ObjCRuntimeConditions {
    private let code: [ObjCToken]
    /// Runtime clauses by token offset, for the tokens of simple statements.
    package private(set) var clausesByOffset: [Int: [String]] = [:]
    /// The matching close of each `(`, `[` and `{` of the body, found in one pass: looking each
    /// one up by scanning would make deeply nested bodies quadratic.
    private let closes: [Int: Int]

    package init(code: [ObjCToken], body: Range<Int>) {
        self.code = code
        closes = Self.matchingCloses(code, in: body)
        _ = block(body, clauses: [])
    }

    /// `ObjCTokenReading.matchingClose` for every opener at once. A closer that does not match
    /// the innermost open bracket leaves every bracket still open without a match, as a scan
    /// from any of them would.
    private static func matchingCloses(_ code: [ObjCToken], in body: Range<Int>) -> [Int: Int] {
        var open: [(index: Int, closer: UInt8)] = []
        var closes: [Int: Int] = [:]
        for index in body where index < code.count && code[index].mark != 0 {
            let mark = code[index].mark
            let closer = ObjCTokenReading.closer(ofMark: mark)
            if closer != 0 {
                open.append((index, closer))
            } else if ObjCTokenReading.isCloser(mark) {
                if open.last?.closer == mark {
                    closes[open.removeLast().index] = index
                } else {
                    open.removeAll()
                }
            }
        }
        return closes
    }

    package func clauses(at token: ObjCToken) -> [String] {
        clausesByOffset[token.start] ?? []
    }

    /// Reads the statements of a range; returns whether the last one always leaves the function.
    private mutating func block(_ range: Range<Int>, clauses: [String]) -> Bool {
        var index = range.lowerBound
        var current = clauses
        var exits = false
        while index < range.upperBound {
            let (end, statementExits, after) = statement(at: index, limit: range.upperBound, clauses: current)
            if let after { current.append(after) }
            exits = statementExits
            index = max(end, index + 1)
        }
        return exits
    }

    /// One statement: its end, whether it always leaves the function, and the clause the code
    /// after it can rely on (the negated condition of an `if` that returns).
    private mutating func statement(at index: Int, limit: Int, clauses: [String]) -> (Int, Bool, String?) {
        let token = code[index]
        if token.is("{"), let close = closing(index, limit: limit) {
            return (close + 1, block((index + 1)..<close, clauses: clauses), nil)
        }
        if token.is("if"), index + 1 < limit, code[index + 1].is("("), let close = closing(index + 1, limit: limit),
            close + 1 < limit
        {
            let condition = ObjCTokenSpelling.condition(code[(index + 2)..<close])
            let (thenEnd, thenExits, _) = statement(at: close + 1, limit: limit, clauses: clauses + [condition])
            if thenEnd < limit, code[thenEnd].is("else"), thenEnd + 1 < limit {
                let (elseEnd, elseExits, _) = statement(
                    at: thenEnd + 1, limit: limit, clauses: clauses + [BuildCondition.negated(condition)])
                return (elseEnd, thenExits && elseExits, nil)
            }
            return (thenEnd, false, thenExits ? BuildCondition.negated(condition) : nil)
        }
        if token.is("switch"), index + 1 < limit, code[index + 1].is("("), let close = closing(index + 1, limit: limit),
            close + 1 < limit, code[close + 1].is("{"), let end = closing(close + 1, limit: limit)
        {
            switchBody((close + 2)..<end, subject: Array(code[(index + 2)..<close]), at: token, clauses: clauses)
            return (end + 1, false, nil)
        }
        if token.is("for") || token.is("while"), index + 1 < limit, code[index + 1].is("("),
            let close = closing(index + 1, limit: limit), close + 1 < limit
        {
            let (end, _, _) = statement(at: close + 1, limit: limit, clauses: clauses)
            return (end, false, nil)
        }
        // `@autoreleasepool { … }` (around all of `main`) and `@synchronized (x) { … }`: a block
        // that always runs, whose statements keep their own branches.
        if token.is("@"), index + 2 < limit, code[index + 1].text == "autoreleasepool", code[index + 2].is("{") {
            return statement(at: index + 2, limit: limit, clauses: clauses)
        }
        if token.is("@"), index + 2 < limit, code[index + 1].text == "synchronized", code[index + 2].is("("),
            let close = closing(index + 2, limit: limit), close + 1 < limit, code[close + 1].is("{")
        {
            return statement(at: close + 1, limit: limit, clauses: clauses)
        }
        if token.is("do"), index + 1 < limit {
            let (end, _, _) = statement(at: index + 1, limit: limit, clauses: clauses)
            return (simpleStatement(at: end, limit: limit, clauses: clauses), false, nil)
        }
        let end = simpleStatement(at: index, limit: limit, clauses: clauses)
        // `break` leaves a `switch` case (or a loop) the way `return` leaves the function.
        return (
            end,
            token.is("return") || token.is("break")
                || (token.is("@") && index + 1 < limit && code[index + 1].text == "throw"), nil
        )
    }

    /// Up to and including the `;` at depth 0; a leading `c ? x : y` splits its clauses.
    private mutating func simpleStatement(at index: Int, limit: Int, clauses: [String]) -> Int {
        var position = index
        var depth = 0
        var question: Int?
        var colon: Int?
        while position < limit {
            let token = code[position]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 && token.text == ";" { break }
                if depth == 0 && token.text == "?" && question == nil { question = position }
                if depth == 0 && token.text == ":" && question != nil && colon == nil { colon = position }
            }
            position += 1
        }
        let end = min(position + 1, limit)
        if let question, let colon, question > index {
            let condition = ObjCTokenSpelling.condition(code[index..<question])
            assign(index..<(question + 1), clauses)
            assign((question + 1)..<colon, clauses + [condition])
            assign(colon..<end, clauses + [BuildCondition.negated(condition)])
        } else {
            assign(index..<end, clauses)
        }
        return end
    }

    /// Sections start at `case X:` / `default:` labels; a section that does not end in `break` or
    /// `return` falls into the next, which then runs for both labels.
    private mutating func switchBody(
        _ range: Range<Int>, subject: [ObjCToken], at keyword: ObjCToken, clauses: [String]
    ) {
        var sections: [(labels: [[ObjCToken]?], start: Int)] = []
        var labels: [[ObjCToken]?] = []
        var allLabels: [[ObjCToken]] = []
        var index = range.lowerBound
        var statements: [(Range<Int>, section: Int)] = []
        var fallsThrough = true
        while index < range.upperBound {
            if code[index].is("case") || code[index].is("default") {
                let isDefault = code[index].is("default")
                var colon = index + 1
                var depth = 0
                while colon < range.upperBound, !(depth == 0 && code[colon].is(":")) {
                    if code[colon].is("(") { depth += 1 }
                    if code[colon].is(")") { depth -= 1 }
                    colon += 1
                }
                if !fallsThrough { labels = [] }
                let label = isDefault ? nil : Array(code[(index + 1)..<colon])
                labels.append(label)
                if let label { allLabels.append(label) }
                sections.append((labels, colon + 1))
                fallsThrough = true
                index = colon + 1
                continue
            }
            let (end, exits, _) = skipStatement(at: index, limit: range.upperBound)
            if !sections.isEmpty { statements.append((index..<end, sections.count - 1)) }
            fallsThrough = !exits
            if !fallsThrough { labels = [] }
            index = max(end, index + 1)
        }
        let subjectText = ObjCTokenSpelling.condition(subject)
        // Enum constants are names to the tokens: only literal labels compare by value.
        let readable =
            subject.count == 1 && subject[0].kind == .identifier
            && allLabels.allSatisfy { $0.count == 1 && $0[0].kind == .literal }
        for (statementRange, section) in statements {
            let clause = caseClause(
                sections[section].labels, all: allLabels, subject: subjectText, readable: readable, keyword: keyword)
            var position = statementRange.lowerBound
            while position < statementRange.upperBound {
                let (end, _, _) = statement(at: position, limit: statementRange.upperBound, clauses: clauses + [clause])
                position = max(end, position + 1)
            }
        }
    }

    private func caseClause(
        _ labels: [[ObjCToken]?], all: [[ObjCToken]], subject: String, readable: Bool, keyword: ObjCToken
    ) -> String {
        func matches(_ label: [ObjCToken]) -> String {
            guard readable else {
                let index = all.firstIndex(of: label) ?? all.count
                return "__switch_\(keyword.line)_\(keyword.column) == \(index)"
            }
            return "\(subject) == \(ObjCTokenSpelling.condition(label))"
        }
        let hasDefault = labels.contains { $0 == nil }
        let explicit = labels.compactMap { $0 }
        if hasDefault {
            // `default` runs for every value no other label names, plus the labels falling into it.
            let others = all.filter { label in !explicit.contains(label) }
            let notOthers =
                others.isEmpty ? "true" : BuildCondition.negated(others.map(matches).joined(separator: " || "))
            return explicit.isEmpty ? notOthers : "(\(notOthers)) || " + explicit.map(matches).joined(separator: " || ")
        }
        return explicit.map(matches).joined(separator: " || ")
    }

    /// A statement's end and whether it exits, without recording anything (for the switch pre-pass).
    private func skipStatement(at index: Int, limit: Int) -> (Int, Bool, String?) {
        var copy = self
        return copy.statement(at: index, limit: limit, clauses: [])
    }

    private mutating func assign(_ range: Range<Int>, _ clauses: [String]) {
        guard !clauses.isEmpty else { return }
        for position in range where position < code.count { clausesByOffset[code[position].start] = clauses }
    }

    private func closing(_ open: Int, limit: Int) -> Int? {
        guard let close = closes[open], close < limit else { return nil }
        return close
    }
}
