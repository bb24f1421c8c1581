import RouteGenModel
import SwiftSyntax

/// Reads the body of an `isAbstractRouter` override: `return true`, `return false`, or
/// `return self == Base.self` (several joined by `||`), the forms docs/ZIKRouter-semantics.md#registrable-router-at-runtime describes.
package enum AbstractVerdictReading {
    package static func read(_ body: CodeBlockSyntax) -> AbstractVerdict {
        switch SwiftSyntaxReading.singleExpression(of: body) {
        case .success(let expression): verdict(expression)
        case .failure(let unread): .unknown(unread.spelling)
        }
    }

    package static func verdict(_ expression: ExprSyntax) -> AbstractVerdict {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return verdict(inner.expression)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .always(literal.literal.tokenKind == .keyword(.true))
        }
        let text = SwiftSyntaxReading.normalizedSpelling(expression)
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .unknown(text) }
        // Unfolded `a == b || c == d`: split on `||`, each part must compare self with `X.self`.
        var parts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        var names: [String] = []
        for part in parts {
            guard part.count == 3,
                let op = part[1].as(BinaryOperatorExprSyntax.self),
                op.operator.text == "==" || op.operator.text == "==="
            else { return .unknown(text) }
            if isSelf(part[0]), let name = SwiftSyntaxReading.metatypeName(part[2]) {
                names.append(name)
            } else if isSelf(part[2]), let name = SwiftSyntaxReading.metatypeName(part[0]) {
                names.append(name)
            } else {
                return .unknown(text)
            }
        }
        return .onlyFor(names)
    }

    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
    }
}
