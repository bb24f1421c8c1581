/// Facts only `routegen check` reads, with the meaning the Swift scanner gives them:
/// `// routegen:ignore <rule-id>` comments and the lines of a hand-written registry.
import RouteGenModel

extension ObjCFactsReader {
    /// A comment after code on its line silences that line; a comment on a line of its own
    /// silences the next line.
    package mutating func readSuppressions() {
        let tokens = unit.tokens
        for (index, token) in tokens.enumerated() where token.kind == .comment {
            guard let rules = SuppressionComment.ruleIDs(commentLine: token.text) else { continue }
            let followsCode = index > 0 && tokens[index - 1].line == token.line && tokens[index - 1].kind != .comment
            facts.suppressions[followsCode ? token.line : token.line + 1, default: []].formUnion(rules)
        }
    }

    /// `[LoginViewRouter registerRoutableDestination]` outside a router's own
    /// `registerRoutableDestination`: a line of a hand-written registry (docs/ZIKRouter-semantics.md#early-modules-registration).
    package mutating func recordRegistryCall(_ send: ObjCMessageSend) {
        guard send.selector == "registerRoutableDestination", case .named(let receiver) = send.receiver,
            !registerBodies.contains(where: { $0.contains(code[send.open].start) })
        else { return }
        let receiverToken = code[send.open + 1]
        facts.registryCalls.append(
            RegistryCall(
                receiver: receiver,
                function: enclosingClassMethod(of: receiverToken.start),
                location: location(receiverToken),
                condition: BuildCondition(
                    condition(receiverToken).clauses, runtime: helperRuntimeClauses[receiverToken.start] ?? [])
            ))
    }

    /// `AppRouteRegistry.registerRoutes` for a send inside `+ (void)registerRoutes` of
    /// `@implementation AppRouteRegistry`, the same spelling as the Swift scanner's.
    private func enclosingClassMethod(of offset: Int) -> String? {
        for declaration in unit.declarations where declaration.start <= offset && offset < declaration.end {
            for method in declaration.classMethods where method.start <= offset && offset < method.end {
                return declaration.name + "." + method.selector
            }
        }
        return nil
    }
}
