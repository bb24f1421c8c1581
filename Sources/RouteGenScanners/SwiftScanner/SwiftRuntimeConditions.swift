import RouteGenModel
import SwiftSyntax

/// The runtime branches around a call inside a function body, outermost first, in
/// `BuildCondition`'s clause convention: the `if` branch gives its condition, the `else` branch
/// its negation, the code after `guard c else { return }` (or after `if c { return }`) gives `c`
/// (resp. `!c`), a `switch` case gives `subject == pattern`, the branches of `c ? x : y` give
/// `c` and `!c`.
///
/// A condition whose parts cannot be read as an expression (`if let`, `if case`, `#available`,
/// a `switch` pattern that binds) gets a clause naming its place, so that its own branches still
/// exclude each other while nothing else is assumed about it.
package enum SwiftRuntimeConditions {
    package static func clauses(around node: Syntax, locations: SwiftLocations) -> [String] {
        var clauses: [String] = []
        var child = node
        // One look at each ancestor's kind: most are expressions and lists that add nothing.
        walk: while let parent = child.parent {
            switch parent.kind {
            case .functionDecl, .initializerDecl, .accessorDecl, .deinitializerDecl, .memberBlock, .sourceFile:
                break walk
            case .ifExpr:
                let ifExpression = parent.cast(IfExprSyntax.self)
                let condition = spelling(ifExpression.conditions, locations: locations)
                if child.id == ifExpression.body.id {
                    clauses.append(condition)
                } else if let elseBody = ifExpression.elseBody, child.id == elseBody.id {
                    clauses.append(BuildCondition.negated(condition))
                }
            case .guardStmt:
                let guardStatement = parent.cast(GuardStmtSyntax.self)
                if child.id == guardStatement.body.id {
                    clauses.append(BuildCondition.negated(spelling(guardStatement.conditions, locations: locations)))
                }
            case .codeBlockItemList:
                clauses += earlyExitClauses(
                    before: child, in: parent.cast(CodeBlockItemListSyntax.self), locations: locations
                ).reversed()
            case .unresolvedTernaryExpr, .exprList:
                if let clause = ternaryClause(child: child, parent: parent) { clauses.append(clause) }
            case .switchCase:
                let switchCase = parent.cast(SwitchCaseSyntax.self)
                if child.id == switchCase.statements.id,
                    let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
                {
                    clauses.append(caseClause(switchCase, in: switchExpression, locations: locations))
                }
            default:
                break
            }
            child = parent
        }
        return clauses.reversed()
    }

    /// `c ? x : y`: the parser leaves the sequence unfolded (`c`, `? x :`, `y`), and the ternary
    /// binds looser than every operator but assignment, so `c` is what precedes it back to an `=`.
    private static func ternaryClause(child: Syntax, parent: Syntax) -> String? {
        let list: ExprListSyntax
        let ternaryIndex: Int
        let isThen: Bool
        if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), child.id == ternary.thenExpression.id,
            let elements = ternary.parent?.as(ExprListSyntax.self),
            let index = elements.firstIndex(where: { $0.id == ternary.id })
        {
            list = elements
            ternaryIndex = elements.distance(from: elements.startIndex, to: index)
            isThen = true
        } else if let elements = parent.as(ExprListSyntax.self),
            let position = elements.firstIndex(where: { $0.id == child.id })
        {
            let offset = elements.distance(from: elements.startIndex, to: position)
            let items = Array(elements)
            guard let index = items[..<offset].lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else {
                return nil
            }
            list = elements
            ternaryIndex = index
            isThen = false
        } else {
            return nil
        }
        let items = Array(list)
        let start = (items[..<ternaryIndex].lastIndex { $0.is(AssignmentExprSyntax.self) }).map { $0 + 1 } ?? 0
        guard start < ternaryIndex else { return nil }
        let condition = items[start..<ternaryIndex].map(SwiftSyntaxReading.normalizedSpelling).joined(separator: " ")
        return isThen ? condition : BuildCondition.negated(condition)
    }

    /// What the code after a `guard` or an `if` that always leaves the function can rely on.
    private static func earlyExitClauses(
        before child: Syntax, in items: CodeBlockItemListSyntax, locations: SwiftLocations
    ) -> [String] {
        var clauses: [String] = []
        for item in items {
            if item.id == child.id { break }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                clauses.append(spelling(guardStatement.conditions, locations: locations))
            } else if let ifExpression = ifStatement(item), ifExpression.elseBody == nil, alwaysExits(ifExpression.body)
            {
                clauses.append(BuildCondition.negated(spelling(ifExpression.conditions, locations: locations)))
            }
        }
        return clauses
    }

    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    private static func alwaysExits(_ body: CodeBlockSyntax) -> Bool {
        guard let last = body.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    /// `A && B` for `if A, B`; a condition element that is not an expression names its place.
    package static func spelling(_ conditions: ConditionElementListSyntax, locations: SwiftLocations) -> String {
        let parts = conditions.map { element -> String in
            if case .expression(let expression) = element.condition {
                return SwiftSyntaxReading.normalizedSpelling(expression)
            }
            return unreadable(element, locations: locations)
        }
        if parts.count == 1 { return parts[0] }
        return parts.map(BuildCondition.parenthesizedIfCompound).joined(separator: " && ")
    }

    /// `.demo`, `1`, `"a"`, `true`: values two cases can be told apart by.
    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self)
    }

    private static func unreadable(_ node: some SyntaxProtocol, locations: SwiftLocations) -> String {
        let place = locations.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
        return "unreadable condition at \(place.line):\(place.column)"
    }

    /// `mode == .a || mode == .b` for `case .a, .b:`, the negation of every other case for
    /// `default:`. When the subject is not a name or a pattern binds, the cases are numbered on an
    /// atom of their own: one `switch` still runs exactly one of them.
    private static func caseClause(
        _ switchCase: SwitchCaseSyntax, in switchExpression: SwitchExprSyntax, locations: SwiftLocations
    ) -> String {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let subject = SwiftSyntaxReading.normalizedSpelling(switchExpression.subject)
        let subjectIsName =
            switchExpression.subject.is(DeclReferenceExprSyntax.self)
            || switchExpression.subject.is(MemberAccessExprSyntax.self)
        let patterns = cases.map { item -> [String]? in
            guard case .case(let label) = item.label else { return [] }
            return label.caseItems.map { caseItem -> String? in
                guard caseItem.whereClause == nil,
                    let expression = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression,
                    isLiteral(expression)
                else { return nil }
                return SwiftSyntaxReading.normalizedSpelling(expression)
            }.reduce([String]?([])) { list, pattern in pattern.flatMap { pattern in list.map { $0 + [pattern] } } }
        }
        let position = cases.firstIndex { $0.id == switchCase.id } ?? 0
        guard subjectIsName, patterns.allSatisfy({ $0 != nil }) else {
            let place = locations.lineAndColumn(of: switchExpression.positionAfterSkippingLeadingTrivia)
            return "__switch_\(place.line)_\(place.column) == \(position)"
        }
        func matches(_ list: [String]) -> String {
            list.map { "\(subject) == \($0)" }.joined(separator: " || ")
        }
        if case .case = switchCase.label {
            return matches(patterns[position]!)
        }
        let others = patterns.compactMap { $0 }.flatMap { $0 }
        return others.isEmpty ? "true" : BuildCondition.negated(matches(others))
    }
}
