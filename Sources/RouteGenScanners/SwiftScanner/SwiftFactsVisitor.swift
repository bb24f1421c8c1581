import RouteGenModel
import SwiftSyntax

/// Walks one Swift file and collects its `FileFacts`. Keeps three stacks as it goes: the enclosing
/// types (for qualified names and effective access), the enclosing `#if` branches, and whether it
/// is inside a `registerRoutableDestination` body.
package final class SwiftFactsVisitor: SyntaxVisitor {
    package struct TypeScope {
        package var name: String
        /// The access members get when they name none.
        package var memberDefault: AccessLevel
        /// The most a member can be reached with.
        package var cap: AccessLevel
    }

    /// A `registerRoutableDestination` body, or a helper's body (a free function or a static /
    /// class method), whose registrations are kept with the helper until resolution binds them.
    package struct RegisterBody {
        package var function: SyntaxIdentifier
        package var typeName: String
        package var scope: [String]
        /// Local variables that hold a block route, and whether it is a service route.
        package var blockRouteVariables: [String: Bool] = [:]
        /// The registrations each such variable's view route creation recorded.
        package var blockRouteCreations: [String: Range<Int>] = [:]
        /// Where the route each of those variables holds is created.
        var blockRouteCreationPlaces: [String: SourceLocation] = [:]
        /// Index into `helperStack` when this is a helper's body.
        package var helperIndex: Int?
        /// `HelperCall.caller` for the calls made here.
        package var callerKey: String
        package var madeCalls = false
    }

    package let path: String
    package let locations: SwiftLocations
    /// Nil walks every node (the reference the pruned walk is tested against).
    package let spellings: SwiftSpellingIndex?
    package var facts: FileFacts
    package var types: [TypeScope] = []
    package var conditions: [[String]] = []
    package var registerBodies: [RegisterBody] = []
    package var helperStack: [HelperFunction] = []
    /// The bodies whose local-type segment is on `types`, innermost last.
    var localBodies: [SyntaxIdentifier] = []
    /// Above zero while the closures of a recorded registration are walked for the types they
    /// declare: their calls run when a route is performed, not when it is registered.
    var declarationsOnly = 0

    package init(path: String, locations: SwiftLocations, spellings: SwiftSpellingIndex? = nil) {
        self.path = path
        self.locations = locations
        self.spellings = spellings
        self.facts = FileFacts(path: path, language: .swift)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Context

    package var currentCondition: BuildCondition { BuildCondition(conditions.flatMap { $0 }) }

    /// The `#if` branches and the runtime branches (`if`, `guard`, `switch`) around a call.
    package func condition(at node: some SyntaxProtocol) -> BuildCondition {
        BuildCondition(
            conditions.flatMap { $0 },
            runtime: SwiftRuntimeConditions.clauses(around: Syntax(node), locations: locations))
    }
    package var scopeNames: [String] { types.map(\.name) }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        locations.location(of: node.positionAfterSkippingLeadingTrivia)
    }

    package func diagnose(
        _ severity: Diagnostic.Severity, _ message: String, at node: some SyntaxProtocol, rule: DiagnosticID
    ) {
        facts.diagnostics.append(Diagnostic(severity, message, at: location(of: node), rule: rule))
    }

    private func qualified(_ name: String) -> String {
        (scopeNames + [name]).joined(separator: ".")
    }

    private func effectiveAccess(own: AccessLevel?) -> AccessLevel {
        guard let enclosing = types.last else { return own ?? .internal }
        return min(own ?? enclosing.memberDefault, enclosing.cap)
    }

    private func pushType(name: String, modifiers: DeclModifierListSyntax) {
        pushType(name: name, access: effectiveAccess(own: SwiftSyntaxReading.accessLevel(modifiers)))
    }

    /// `access`: the type's effective access.
    private func pushType(name: String, access: AccessLevel) {
        // A private type's members can be used in its file, no further.
        let cap = access == .private ? .fileprivate : access
        types.append(TypeScope(name: name, memberDefault: min(.internal, cap), cap: cap))
    }

    // MARK: Pruning

    // Bodies, closures, member blocks and each statement or member: the containers where whole
    // stretches of ordinary code sit. A finer check costs more than the nodes it would save.

    package override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        enterBody(node, visitIfMayRecord(node))
    }
    package override func visitPost(_ node: CodeBlockSyntax) { leaveBody(node) }
    package override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A file-scope `let` may be a string constant, which no ZIKRouter spelling marks.
        if registerBodies.isEmpty, types.isEmpty, node.item.is(VariableDeclSyntax.self) { return .visitChildren }
        return visitIfMayRecord(node)
    }
    package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterBody(node, visitIfMayRecord(node))
    }
    package override func visitPost(_ node: ClosureExprSyntax) { leaveBody(node) }
    package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        enterBody(node, visitIfMayRecord(node))
    }
    package override func visitPost(_ node: AccessorBlockSyntax) { leaveBody(node) }
    package override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { visitIfMayRecord(node) }
    package override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { visitIfMayRecord(node) }

    /// A body that declares types is a scope of their names (`SwiftLocalScopes`): nothing outside
    /// it can reach them, so its members get no more than `private`.
    private func enterBody(_ node: some SyntaxProtocol, _ next: SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind
    {
        guard next == .visitChildren, let segment = SwiftLocalScopes.segment(of: Syntax(node), locations: locations)
        else { return next }
        types.append(TypeScope(name: segment, memberDefault: .private, cap: .private))
        localBodies.append(node.id)
        return next
    }

    private func leaveBody(_ node: some SyntaxProtocol) {
        guard localBodies.last == node.id else { return }
        localBodies.removeLast()
        types.removeLast()
    }

    /// Skips the node when its bytes hold no spelling a fact needs. Never inside a register body
    /// or helper, where plain calls and variables are recorded too.
    private func visitIfMayRecord(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard let spellings, registerBodies.isEmpty else { return .visitChildren }
        return spellings.mayRecord(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
            ? .visitChildren : .skipChildren
    }

    // MARK: #if

    package override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        var clauses: [String] = []
        if let list = node.parent?.as(IfConfigClauseListSyntax.self) {
            for sibling in list {
                if sibling.id == node.id { break }
                if let condition = sibling.condition {
                    clauses.append(BuildCondition.negated(SwiftSyntaxReading.normalizedSpelling(condition)))
                }
            }
        }
        if let condition = node.condition {
            clauses.append(SwiftSyntaxReading.normalizedSpelling(condition))
        }
        conditions.append(clauses)
        return .visitChildren
    }

    package override func visitPost(_ node: IfConfigClauseSyntax) {
        conditions.removeLast()
    }

    // MARK: Types

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let access = effectiveAccess(own: SwiftSyntaxReading.accessLevel(node.modifiers))
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { SwiftSyntaxReading.typeReference($0.type) }
        let scope = scopeNames
        let qualifiedName = (scope + [name]).joined(separator: ".")
        let location = location(of: node.name)
        let condition = currentCondition
        facts.classes.append(
            ClassDeclaration(
                name: qualifiedName,
                scope: scope,
                superclass: superclass,
                genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
                access: access,
                location: location,
                condition: condition,
                commands: SwiftSyntaxReading.commentCommands(node.leadingTrivia)
            ))
        recordClassConformance(node, typeName: qualifiedName, scope: scope, location: location, condition: condition)
        recordMacroConformance(attributes: node.attributes, typeName: qualifiedName, at: node.name)
        pushType(name: name, access: access)
        return .visitChildren
    }

    package override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, modifiers: node.modifiers)
        return .visitChildren
    }

    package override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, modifiers: node.modifiers)
        return .visitChildren
    }

    package override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, modifiers: node.modifiers)
        return .visitChildren
    }

    package override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }

    package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        recordProtocolConformance(node)
        pushType(name: node.name.text, modifiers: node.modifiers)
        return .visitChildren
    }

    package override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

    package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = SwiftSyntaxReading.typeReference(node.extendedType)
        recordRoutableDeclaration(node, extendedType: extended.nameWithoutFrameworkModule)
        recordExtensionConformance(node, extended: extended)
        recordMacroConformance(attributes: node.attributes, typeName: extended.name, at: node.extendedType)
        // The extended type's own access is declared elsewhere; only the extension's modifier limits members.
        // Members of a `private extension` are fileprivate, not private.
        let own = SwiftSyntaxReading.accessLevel(node.modifiers).map { $0 == .private ? AccessLevel.fileprivate : $0 }
        types.append(TypeScope(name: extended.name, memberDefault: min(own ?? .internal, .internal), cap: own ?? .open))
        return .visitChildren
    }

    package override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    package override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMacroConformance(arguments: node.arguments, at: node)
        return .visitChildren
    }

    package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        recordMacroConformance(arguments: node.arguments, at: node)
        return .visitChildren
    }

    package override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.typeAliases.append(
            TypeAliasDeclaration(
                name: qualified(node.name.text),
                scope: scopeNames,
                target: SwiftSyntaxReading.typeReference(node.initializer.value),
                location: location(of: node.name)
            ))
        return .skipChildren
    }

    /// `extension RoutableView where Protocol == P { … }` declares P routable (docs/ZIKRouter-semantics.md#routable-protocols-swift).
    private func recordRoutableDeclaration(_ node: ExtensionDeclSyntax, extendedType: String) {
        guard let kind = RoutableKind(swiftEntryType: extendedType),
            let requirements = node.genericWhereClause?.requirements
        else { return }
        for requirement in requirements {
            guard let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self),
                SwiftSyntaxReading.normalizedSpelling(sameType.leftType) == "Protocol"
            else { continue }
            let protocolName = SwiftSyntaxReading.normalizedSpelling(sameType.rightType)
            facts.routableDeclarations.append(
                RoutableDeclaration(
                    kind: kind,
                    protocolName: protocolName,
                    location: location(of: sameType.rightType),
                    condition: currentCondition
                ))
            recordDeclaredTypeNames(in: node.memberBlock, kind: kind, protocolName: protocolName)
        }
    }

    /// `init() { self.init(declaredTypeName: "P") }` among the extension's members. Read here, not
    /// by the call visitor: the pruned walk skips calls that spell no ZIKRouter API.
    private func recordDeclaredTypeNames(in members: MemberBlockSyntax, kind: RoutableKind, protocolName: String) {
        for member in members.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else {
                continue
            }
            for item in body.statements {
                guard
                    let call = item.item.as(FunctionCallExprSyntax.self),
                    let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                    callee.declName.baseName.text == "init",
                    callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                    let argument = call.arguments.first(where: { $0.label?.text == "declaredTypeName" }),
                    let typeName = SwiftSyntaxReading.stringLiteral(argument.expression)
                else { continue }
                facts.declaredTypeNames.append(
                    DeclaredTypeName(
                        kind: kind, protocolName: protocolName, typeName: typeName,
                        location: location(of: argument.expression), condition: currentCondition))
            }
        }
    }

    // MARK: Methods

    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTypeMethod = !types.isEmpty && SwiftSyntaxReading.isTypeMethod(node.modifiers)
        // Joined only for the functions that record something: most record nothing.
        var typeName: String { scopeNames.joined(separator: ".") }
        if isTypeMethod, node.signature.parameterClause.parameters.isEmpty {
            switch node.name.text {
            case "registerRoutableDestination":
                let typeName = typeName
                facts.methods.append(
                    MethodFact(
                        typeName: typeName, kind: .registerRoutableDestination,
                        location: location(of: node.name), condition: currentCondition
                    ))
                registerBodies.append(
                    RegisterBody(
                        function: node.id, typeName: typeName, scope: scopeNames,
                        callerKey: HelperCall.registerBody(of: typeName)))
                return .visitChildren
            case "defaultRouteConfiguration":
                recordConfiguration(node)
            case "isAbstractRouter":
                let typeName = typeName
                let verdict = node.body.map(AbstractVerdictReading.read) ?? .unknown("")
                facts.methods.append(
                    MethodFact(
                        typeName: typeName, kind: .isAbstractRouter(verdict),
                        location: location(of: node.name), condition: currentCondition
                    ))
                return .visitChildren
            case "supportedRouteTypes":
                let verdict = node.body.map(RouteTypesReading.read) ?? .unknown("")
                facts.methods.append(
                    MethodFact(
                        typeName: typeName, kind: .supportedRouteTypes(verdict),
                        location: location(of: node.name), condition: currentCondition
                    ))
            default:
                break
            }
        }
        // `override func destination(with configuration: …)`: the router makes its destination.
        if !isTypeMethod, !types.isEmpty, node.name.text == "destination", registerBodies.isEmpty,
            node.signature.parameterClause.parameters.count == 1,
            node.signature.parameterClause.parameters.first?.firstName.text == "with"
        {
            facts.methods.append(
                MethodFact(
                    typeName: typeName, kind: .destinationWithConfiguration, location: location(of: node.name),
                    condition: currentCondition,
                    returnedClass: node.body.flatMap { returnedClass(of: node, body: $0, skippingNil: true) }))
        }
        if !isTypeMethod, !types.isEmpty, let method = RouteTypesReading.customRouteMethod(node) {
            facts.methods.append(
                MethodFact(
                    typeName: typeName, kind: .customRouteMethod(method),
                    location: location(of: node.name), condition: currentCondition
                ))
        }
        // A function a register body may call: free, or static / class (instance methods cannot
        // be called from a class method). A function nested in a body is part of that body.
        if registerBodies.isEmpty, types.isEmpty || isTypeMethod, node.body != nil {
            let typeName = typeName
            let helper = HelperFunction(
                name: node.name.text, typeName: types.isEmpty ? nil : typeName, location: location(of: node.name))
            helperStack.append(helper)
            registerBodies.append(
                RegisterBody(
                    function: node.id, typeName: typeName, scope: scopeNames, helperIndex: helperStack.count - 1,
                    callerKey: helper.key))
        }
        return .visitChildren
    }

    package override func visitPost(_ node: FunctionDeclSyntax) {
        guard registerBodies.last?.function == node.id else { return }
        let body = registerBodies.removeLast()
        if body.helperIndex != nil {
            let helper = helperStack.removeLast()
            if !helper.registrations.isEmpty || body.madeCalls { facts.helpers.append(helper) }
        }
    }

    /// A registration read in the current body: the file's own, or the helper's.
    package func store(_ fact: RegistrationFact) {
        if let index = registerBodies.last?.helperIndex {
            helperStack[index].registrations.append(fact)
        } else {
            facts.registrations.append(fact)
        }
    }

    // MARK: Calls

    package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if declarationsOnly > 0 { return .visitChildren }
        recordStringConstants(node)
        if registerBodies.isEmpty, let name = Self.initializingClosureProperty(node) {
            // `static var registerRoutes: () = { … }()`: run once, like a static function's body.
            let typeName = scopeNames.joined(separator: ".")
            let helper = HelperFunction(
                name: name, typeName: types.isEmpty ? nil : typeName, location: location(of: node.bindings))
            helperStack.append(helper)
            registerBodies.append(
                RegisterBody(
                    function: node.id, typeName: typeName, scope: scopeNames, helperIndex: helperStack.count - 1,
                    callerKey: helper.key))
            return .visitChildren
        }
        guard !registerBodies.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value,
                let chain = CallChain(value),
                let isService = blockRouteKind(of: chain)
            else { continue }
            registerBodies[registerBodies.count - 1].blockRouteVariables[name] = isService
            if let creation = blockRouteCreation(of: chain) {
                registerBodies[registerBodies.count - 1].blockRouteCreationPlaces[name] = creation
            }
        }
        return .visitChildren
    }

    package override func visitPost(_ node: VariableDeclSyntax) {
        guard registerBodies.last?.function == node.id else { return }
        let body = registerBodies.removeLast()
        if body.helperIndex != nil {
            let helper = helperStack.removeLast()
            if !helper.registrations.isEmpty || body.madeCalls { facts.helpers.append(helper) }
        }
    }

    /// The name of a stored property (static, or a global) initialized by a closure called in
    /// place, `static var registerRoutes: () = { … }()`; nil for any other variable.
    package static func initializingClosureProperty(_ node: VariableDeclSyntax) -> String? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            call.calledExpression.is(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        if isMember {
            let isStatic = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            return isStatic ? name : nil
        }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
            && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            ? name : nil
    }

    package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if declarationsOnly == 0 { recordAutoRegisterAssignment(node) }
        return .visitChildren
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Calls nested in one that routes (`.push(from: self)` in `Router.perform(…)`) are
        // visited; most spell nothing, and reading each as every form costs more than the check.
        if visitIfMayRecord(node) == .skipChildren {
            return .skipChildren
        }
        if declarationsOnly > 0 { return .visitChildren }
        if recordRuntimeConformance(node) {
            return .visitChildren
        }
        if recordRegistryCall(node) || recordRegistrySetupCall(node) {
            return .visitChildren
        }
        if let chain = CallChain(ExprSyntax(node)), let isService = blockRouteKind(of: chain) {
            recordBlockRoute(chain, isService: isService, at: node)
            walkDeclarations(in: node)
            return .skipChildren
        }
        if recordRegistration(node) {
            walkDeclarations(in: node)
            return .skipChildren
        }
        recordUseSite(node)
        recordHelperCall(node)
        return .visitChildren
    }

    /// The types a recorded call's closures declare (a configuration factory's own configuration
    /// class): their declarations are facts, their calls are not the registration's.
    private func walkDeclarations(in node: FunctionCallExprSyntax) {
        declarationsOnly += 1
        defer { declarationsOnly -= 1 }
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }
}
