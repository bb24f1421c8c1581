import RouteGenModel
import SwiftSyntax

/// The configuration factory of a `forMaking…` module registration: a closure literal whose
/// returns routegen reads like a `defaultRouteConfiguration` body's.
extension SwiftFactsVisitor {
    package func configurationFactory(
        _ node: FunctionCallExprSyntax, method: String, entry: RoutableKind?
    ) -> ConfigurationFactory? {
        let labels = SwiftSyntaxReading.argumentLabels(node.arguments)
        let arguments = Array(node.arguments)
        let inViewRegistry: Bool?
        if method == "register" {
            inViewRegistry = ConfigurationFactoryForms.registry(
                swiftEntry: entry, labels: labels, hasTrailingClosure: node.trailingClosure != nil)
        } else if labels.count == 2, method == "registerModuleProtocol", node.trailingClosure != nil {
            // Both module forms, `making:` and `factory:`, take a factory of no arguments.
            inViewRegistry = ConfigurationFactoryForms.registry(parts: [method, labels[1], "making"])
        } else {
            inViewRegistry = ConfigurationFactoryForms.registry(parts: [method] + labels.dropFirst())
        }
        guard let inViewRegistry else { return nil }
        let factory: ExprSyntax
        if arguments.count >= 3 {
            factory = arguments[2].expression
        } else if let trailing = node.trailingClosure {
            factory = ExprSyntax(trailing)
        } else {
            return nil
        }
        guard let closure = factory.as(ClosureExprSyntax.self) else {
            return ConfigurationFactory(
                inViewRegistry: inViewRegistry, madeClass: nil,
                unreadBecause:
                    "the factory `\(SwiftSyntaxReading.normalizedSpelling(factory))` is not a closure routegen reads",
                location: location(of: factory)
            )
        }
        guard let made = SwiftConfigurationReading.returned(closure.statements) else {
            return ConfigurationFactory(
                inViewRegistry: inViewRegistry, madeClass: nil,
                unreadBecause: "routegen cannot read which class the closure returns",
                location: location(of: closure)
            )
        }
        // A configuration class the closure declares itself is that class, not a same-named one outside.
        let madeClass =
            SwiftLocalScopes.qualified(made.name, at: made.at, below: node, scope: scopeNames, locations: locations)
            ?? made.name
        return ConfigurationFactory(
            inViewRegistry: inViewRegistry, madeClass: madeClass, location: location(of: made.at))
    }
}
