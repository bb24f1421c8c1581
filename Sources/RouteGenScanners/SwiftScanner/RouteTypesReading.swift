import RouteGenModel
import SwiftSyntax

/// Reads a view router's `supportedRouteTypes()` override (`.viewDefault`, `[.viewDefault,
/// .custom]`, `ZIKViewRouteTypeMask.addAsSubview`, with or without `return`) and recognises the
/// instance methods a custom route needs.
package enum RouteTypesReading {
    package static func read(_ body: CodeBlockSyntax) -> RouteTypesVerdict {
        switch SwiftSyntaxReading.singleExpression(of: body) {
        case .success(let expression):
            mask(expression).map(RouteTypesVerdict.literal)
                ?? .unknown(SwiftSyntaxReading.normalizedSpelling(expression))
        case .failure(let unread):
            .unknown(unread.spelling)
        }
    }

    private static func mask(_ expression: ExprSyntax) -> ViewRouteTypeMask? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return mask(inner.expression)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var result: ViewRouteTypeMask = []
            for element in array.elements {
                guard let part = mask(element.expression) else { return nil }
                result.formUnion(part)
            }
            return result
        }
        guard expression.is(MemberAccessExprSyntax.self) else { return nil }
        return ViewRouteTypeMask.swiftMember(SwiftSyntaxReading.normalizedSpelling(expression).trimmingPrefix("."))
    }

    /// `canPerformCustomRoute()` or `performCustomRoute(onDestination:fromSource:configuration:)`.
    package static func customRouteMethod(_ node: FunctionDeclSyntax) -> CustomRouteMethod? {
        let parameters = node.signature.parameterClause.parameters
        switch node.name.text {
        case "canPerformCustomRoute" where parameters.isEmpty:
            return .canPerform
        case "performCustomRoute":
            let labels = parameters.map(\.firstName.text)
            return labels == ["onDestination", "fromSource", "configuration"] ? .perform : nil
        default:
            return nil
        }
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
