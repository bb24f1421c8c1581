import RouteGenModel
import SwiftSyntax

/// What Swift declarations say about conformance: class inheritance clauses, extensions that add
/// protocols, protocol inheritance, `defaultRouteConfiguration` bodies and `class_addProtocol`.
extension SwiftFactsVisitor {
    /// The class's qualified name, scope, location and `#if` condition are the caller's, read once.
    func recordClassConformance(
        _ node: ClassDeclSyntax, typeName: String, scope: [String], location: SourceLocation, condition: BuildCondition
    ) {
        facts.conformances.append(
            ConformanceDeclaration(
                typeName: typeName, scope: scope, form: .swiftClass,
                inherited: Self.inheritedNames(node.inheritanceClause), isConditional: node.genericWhereClause != nil,
                location: location, condition: condition
            ))
    }

    /// A class or extension carrying an attribute that may be an attached macro (`@Routable class
    /// LoginViewController`): the macro's expansion can add conformances no declaration shows, so
    /// the type's conformance is unknown, like one added with `class_addProtocol`. Attributes the
    /// language or Apple's frameworks define are not macros.
    package func recordMacroConformance(attributes: AttributeListSyntax, typeName: String, at node: some SyntaxProtocol)
    {
        let custom = attributes.contains { element in
            // `#if` inside attributes: cannot tell.
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            let name = SwiftSyntaxReading.typeReference(attribute.attributeName).name
            return !Self.knownAttributes.contains(name)
        }
        guard custom else { return }
        facts.runtimeConformances.append(
            RuntimeConformance(className: typeName, location: location(of: node), condition: currentCondition))
    }

    /// `#macro(LoginViewController.self)` (a declaration, or at top level an expression): every
    /// class it names as `X.self` may gain a conformance from the expansion.
    package func recordMacroConformance(arguments: LabeledExprListSyntax, at node: some SyntaxProtocol) {
        for argument in arguments {
            guard let className = SwiftSyntaxReading.metatypeName(argument.expression) else { continue }
            facts.runtimeConformances.append(
                RuntimeConformance(className: className, location: location(of: node), condition: currentCondition))
        }
    }

    /// Attributes that are not macros: the language's and those of Apple's frameworks that can stand
    /// on a class or an extension.
    package static let knownAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "available", "MainActor", "preconcurrency", "frozen", "usableFromInline",
        "inlinable", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor",
        "main", "UIApplicationMain", "NSApplicationMain", "IBDesignable", "GKInspectable", "unchecked",
        "retroactive", "warn_unqualified_access", "_spi", "_implementationOnly", "testable", "Sendable",
        "requires_stored_property_inits", "objc_non_lazy_realization", "_fixed_layout", "_alwaysEmitIntoClient",
        "backDeployed", "_originallyDefinedIn", "_nonSendable", "unsafe", "safe", "nonisolated",
    ]

    /// Called before the extended type is pushed, so `scopeNames` is the extension's own scope.
    package func recordExtensionConformance(_ node: ExtensionDeclSyntax, extended: TypeReference) {
        guard let clause = node.inheritanceClause else { return }
        facts.conformances.append(
            ConformanceDeclaration(
                typeName: extended.name, scope: scopeNames, form: .swiftExtension,
                inherited: Self.inheritedNames(clause),
                // `extension Box<Int>: P` or `extension Box: P where T: Q` holds for some instances only.
                isConditional: node.genericWhereClause != nil || !extended.genericArguments.isEmpty,
                location: location(of: node.extendedType), condition: currentCondition
            ))
    }

    /// A protocol and what it inherits. One that inherits a routable root (`@objc protocol
    /// CartInput: ZIKViewRoutable`) is declared routable, as ZRouter's `extension RoutableView where
    /// Protocol: ZIKViewRoutable` makes it; one that inherits such a protocol is too, which
    /// `RoutableProtocolResolver` works out over every file.
    package func recordProtocolConformance(_ node: ProtocolDeclSyntax) {
        let name = (scopeNames + [node.name.text]).joined(separator: ".")
        let parents = Self.inheritedNames(node.inheritanceClause)
        let at = location(of: node.name)
        var declaration = ConformanceDeclaration(
            typeName: name, scope: scopeNames, form: .swiftProtocol,
            inherited: parents, location: at, condition: currentCondition
        )
        // An attribute under `#if` may be `@objc`.
        declaration.isSwiftOnly = !node.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            return SwiftSyntaxReading.typeReference(attribute.attributeName).name == "objc"
        }
        facts.conformances.append(declaration)
        guard !parents.isEmpty else { return }
        facts.protocolInheritance.append(
            ProtocolInheritance(protocolName: name, parents: parents, location: at, condition: currentCondition))
        for parent in parents {
            guard let kind = RoutableKind(rootProtocol: parent) else { continue }
            facts.routableDeclarations.append(
                RoutableDeclaration(kind: kind, protocolName: name, location: at, condition: currentCondition))
        }
    }

    /// `class func defaultRouteConfiguration() -> C { return LoginConfig() }`, in a class or an extension.
    package func recordConfiguration(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        facts.configurations.append(
            ConfigurationFact(
                routerName: scopeNames.joined(separator: "."), className: returnedClass(of: node, body: body),
                location: location(of: node.name), condition: currentCondition
            ))
    }

    /// The class every return of a method's body instantiates, qualified when the body declares it.
    func returnedClass(of node: FunctionDeclSyntax, body: CodeBlockSyntax, skippingNil: Bool = false) -> String? {
        guard let made = SwiftConfigurationReading.returned(body.statements, skippingNil: skippingNil) else {
            return nil
        }
        return SwiftLocalScopes.qualified(made.name, at: made.at, below: node, scope: scopeNames, locations: locations)
            ?? made.name
    }

    /// `class_addProtocol(LoginViewController.self, …)`: returns whether the call was one.
    package func recordRuntimeConformance(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "class_addProtocol" else {
            return false
        }
        let className = node.arguments.first.flatMap { SwiftConfigurationReading.namedClass($0.expression) }
        facts.runtimeConformances.append(
            RuntimeConformance(className: className, location: location(of: node), condition: condition(at: node)))
        return true
    }

    /// Every inherited type's name without generic arguments (`Base<T>` → `Base`) or the framework's
    /// module (`ZIKRouter.ZIKRoutableView`); `AnyObject` and `class` constraints are not types a
    /// class can adopt and are dropped.
    package static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { inherited in
            let name = TypeReference(name: SwiftSyntaxReading.typeName(of: inherited.type)).nameWithoutFrameworkModule
            return name == "AnyObject" || name == "class" ? nil : name
        } ?? []
    }
}

/// Which class a Swift expression instantiates or names; nil for anything else.
package enum SwiftConfigurationReading {
    /// The class every `return` of the body (or its single expression) instantiates with `C()`
    /// or `C(…)`; nil when one returns something else or two disagree.
    package static func returnedClass(_ body: CodeBlockSyntax) -> String? {
        returned(body.statements)?.name
    }

    /// `returnedClass` of a function's or a closure's statements, and the first returned expression.
    /// - Parameter skippingNil: `return nil` says nothing of the class (a destination that may
    ///   fail to be made); the other returns decide.
    package static func returned(
        _ statements: CodeBlockItemListSyntax, skippingNil: Bool = false
    ) -> (name: String, at: ExprSyntax)? {
        if statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self) {
            return instantiatedClass(expression).map { ($0, expression) }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        if skippingNil {
            finder.returned.removeAll { $0?.is(NilLiteralExprSyntax.self) == true }
        }
        guard !finder.returned.isEmpty else { return nil }
        // `let config = LoginConfig()` then `return config`: a constant, so it still holds that instance.
        var constants: [String: String] = [:]
        for statement in statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self),
                declaration.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, let instantiated = instantiatedClass(value)
                else { continue }
                constants[name] = instantiated
            }
        }
        let names = finder.returned.map { expression in
            expression.flatMap {
                instantiatedClass($0) ?? $0.as(DeclReferenceExprSyntax.self).flatMap { constants[$0.baseName.text] }
            }
        }
        guard let first = names.first, let name = first, names.allSatisfy({ $0 == name }),
            let at = finder.returned.first ?? nil
        else { return nil }
        return (name, at)
    }

    /// `C()`, `C(title: x)`, `Module.C()`: a call of a capitalised type name without a trailing closure.
    package static func instantiatedClass(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = SwiftSyntaxReading.typeName(of: call.calledExpression),
            let last = name.split(separator: ".").last, last.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// `C.self`, `objc_getClass("C")`, `NSClassFromString("C")`.
    package static func namedClass(_ expression: ExprSyntax) -> String? {
        if let name = SwiftSyntaxReading.metatypeName(expression) { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            function == "objc_getClass" || function == "NSClassFromString",
            let argument = call.arguments.first?.expression
        else { return nil }
        return SwiftSyntaxReading.stringLiteral(argument)
    }

    /// The `return` statements of a body, not of the closures or functions nested in it.
    private final class ReturnFinder: SyntaxVisitor {
        var returned: [ExprSyntax?] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            returned.append(node.expression)
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
