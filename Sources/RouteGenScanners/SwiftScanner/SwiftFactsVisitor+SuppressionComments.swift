import RouteGenModel
import SwiftSyntax

/// Facts only `routegen check` reads: suppression comments and the calls of a hand-written registry.
extension SwiftFactsVisitor {
    /// `// routegen:ignore <rule-id>` in the trivia around a token. A comment after code silences
    /// its own line; a comment on a line of its own silences the next line.
    package func recordSuppressions(around token: TokenSyntax) {
        record(token.leadingTrivia, startingAt: token.position, trailing: false)
        record(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia, trailing: true)
    }

    private func record(_ trivia: Trivia, startingAt start: AbsolutePosition, trailing: Bool) {
        var position = start
        for (index, piece) in trivia.enumerated() {
            defer { position = position.advanced(by: piece.sourceLength.utf8Length) }
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                guard let rules = SuppressionComment.ruleIDs(commentLine: text) else { continue }
                let line = locations.lineAndColumn(of: position).line
                // In leading trivia, a newline after the comment means code does not follow it on its line.
                let ownLine = !trailing && trivia.dropFirst(index + 1).contains { $0.isNewline }
                facts.suppressions[ownLine ? line + 1 : line, default: []].formUnion(rules)
            default:
                continue
            }
        }
    }

    /// `X.registerRoutableDestination()` with a class receiver (not `self` / `super`): a line of a
    /// hand-written registry. Returns whether the call was one.
    package func recordRegistryCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "registerRoutableDestination",
            let base = member.base, !base.is(SuperExprSyntax.self),
            let receiver = SwiftSyntaxReading.typeName(of: base),
            !["self", "Self"].contains(receiver)
        else { return false }
        facts.registryCalls.append(
            RegistryCall(
                receiver: receiver,
                function: enclosingFunctionName(of: node),
                location: location(of: base),
                condition: condition(at: node)
            ))
        return true
    }

    /// `registerRoutes` for a call inside `static func registerRoutes()`, qualified by the types around it.
    private func enclosingFunctionName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return (scopeNames + [function.name.text]).joined(separator: ".")
            }
            if parent.is(ClosureExprSyntax.self), let property = Self.propertyInitialized(by: parent) {
                return (scopeNames + [property]).joined(separator: ".")
            }
            current = parent.parent
        }
        return nil
    }
}
