import RouteGenModel
import SwiftSyntax

/// A chain of member calls such as `ZIKViewRoute<VC, Config>.make(…).registerIdentifier("x")`,
/// read from the outermost call inwards and stored innermost first.
package struct CallChain {
    package struct Link {
        package var method: String
        package var arguments: LabeledExprListSyntax
        package var node: FunctionCallExprSyntax
    }

    package var links: [Link]
    /// What the innermost call is sent to.
    package var root: ExprSyntax

    package init?(_ expression: ExprSyntax) {
        var links: [Link] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            links.append(Link(method: member.declName.baseName.text, arguments: call.arguments, node: call))
            current = base
        }
        guard !links.isEmpty else { return nil }
        self.links = links.reversed()
        self.root = current
    }
}
