import RouteGenModel
import SwiftSyntax

/// `ZIKRouteRegistry.notifyRegistrationFinished()` and `ZIKRouteRegistry.autoRegister = …`, which
/// only `routegen check` reads (the `registry-setup` rule). The registry subclasses share the class
/// methods and the flag, so calls through them count too.
extension SwiftFactsVisitor {
    private static let registryClasses: Set<String> = [
        "ZIKRouteRegistry", "ZIKViewRouteRegistry", "ZIKServiceRouteRegistry",
    ]

    /// Returns whether the call was one of ZIKRouter's. A call of the generated registry's
    /// `registerRoutes()` / `registerAllRoutes()` is recorded too, and the call is left to the
    /// other readers (it may be a helper call).
    package func recordRegistrySetupCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        let method = member.declName.baseName.text
        if method == "registerRoutes" || method == "registerAllRoutes" {
            if let base = member.base, !isRegistryClass(base), let receiver = SwiftSyntaxReading.typeName(of: base) {
                recordRegistrySetup(.registerRoutesCall, at: node, callee: receiver + "." + method)
            }
            return false
        }
        guard method == "notifyRegistrationFinished", isRegistryClass(member.base) else { return false }
        recordRegistrySetup(.notifyRegistrationFinished, at: node)
        return true
    }

    /// `ZIKRouteRegistry.autoRegister = false`: the parser leaves the assignment an unfolded
    /// sequence of the target, `=` and the value.
    package func recordAutoRegisterAssignment(_ node: SequenceExprSyntax) {
        // Most sequences are no assignment: look before copying the elements out.
        guard node.elements.count == 3 else { return }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "autoRegister", isRegistryClass(member.base)
        else { return }
        let kind: RegistrySetupCall.Kind
        switch elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
        case .keyword(.false)?: kind = .autoRegisterOff
        case .keyword(.true)?: kind = .autoRegisterOn
        default: kind = .autoRegisterUnread
        }
        recordRegistrySetup(kind, at: node)
    }

    private func isRegistryClass(_ base: ExprSyntax?) -> Bool {
        guard let base, let name = SwiftSyntaxReading.typeName(of: base) else { return false }
        return Self.registryClasses.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    private func recordRegistrySetup(
        _ kind: RegistrySetupCall.Kind, at node: some SyntaxProtocol, callee: String? = nil
    ) {
        var function: String?
        var nested = false
        var current = node.parent
        walk: while let parent = current {
            switch parent.kind {
            case .closureExpr:
                if let property = Self.propertyInitialized(by: parent) {
                    function = (scopeNames + [property]).joined(separator: ".")
                    break walk
                }
                nested = true
            case .forStmt, .whileStmt, .repeatStmt:
                nested = true
            case .functionDecl:
                let declaration = parent.cast(FunctionDeclSyntax.self)
                function = qualifiedFunctionName(declaration.name.text, declaration.signature)
                break walk
            case .initializerDecl:
                function = qualifiedFunctionName("init", parent.cast(InitializerDeclSyntax.self).signature)
                break walk
            case .accessorDecl, .deinitializerDecl, .memberBlock:
                // A property's accessor or a deinitializer: one body of its own, named by its place.
                function = (scopeNames + ["\(location(of: parent).line)"]).joined(separator: ".")
                break walk
            default:
                break
            }
            current = parent.parent
        }
        facts.registrySetupCalls.append(
            RegistrySetupCall(
                kind: kind, function: function, location: location(of: node), condition: condition(at: node),
                nested: nested, callee: callee))
    }

    /// `AppDelegate.application(_:didFinishLaunchingWithOptions:)`: the labels tell overloads apart.
    private func qualifiedFunctionName(_ name: String, _ signature: FunctionSignatureSyntax) -> String {
        let labels = signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return (scopeNames + ["\(name)(\(labels))"]).joined(separator: ".")
    }

    /// The property a closure initializes when called in place (`static var registerRoutes: () = { … }()`).
    static func propertyInitialized(by closure: Syntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            let declaration = call.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        return initializingClosureProperty(declaration)
    }
}
