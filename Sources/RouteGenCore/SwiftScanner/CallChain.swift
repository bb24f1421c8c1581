import SwiftSyntax

/// A chain of member calls such as `ZIKViewRoute<VC, Config>.make(…).registerIdentifier("x")`,
/// read from the outermost call inwards and stored innermost first.
struct CallChain {
    struct Link {
        var method: String
        var arguments: LabeledExprListSyntax
        var node: FunctionCallExprSyntax
    }

    var links: [Link]
    /// What the innermost call is sent to.
    var root: ExprSyntax

    init?(_ expression: ExprSyntax) {
        var links: [Link] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            links.append(Link(method: member.declName.baseName.text, arguments: call.arguments, node: call))
            current = base
        }
        guard !links.isEmpty else { return nil }
        self.links = links.reversed()
        self.root = current
    }
}
