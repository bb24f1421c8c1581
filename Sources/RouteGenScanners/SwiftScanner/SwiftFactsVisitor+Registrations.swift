import RouteGenModel
import SwiftSyntax

/// Registration calls: the Swift spellings of `RegistrationForm.all` and `BlockRouteForm.all`.
extension SwiftFactsVisitor {
    /// Whether the chain builds a block route, and if so whether it is a service route.
    package func blockRouteKind(of chain: CallChain) -> Bool? {
        if let variable = chain.root.as(DeclReferenceExprSyntax.self),
            let isService = registerBodies.last?.blockRouteVariables[variable.baseName.text]
        {
            return isService
        }
        guard let first = chain.links.first,
            BlockRouteForm.matchingSwift(method: first.method, firstLabel: first.arguments.first?.label?.text)?
                .createsRoute == true,
            let typeName = SwiftSyntaxReading.typeName(of: chain.root)
        else { return nil }
        let bare = typeName.hasPrefix("ZIKRouter.") ? String(typeName.dropFirst("ZIKRouter.".count)) : typeName
        return BlockRouteForm.routeTypes[bare]
    }

    /// Where the chain's route is created: its creating link, or the creation a variable at its root holds.
    func blockRouteCreation(of chain: CallChain) -> SourceLocation? {
        if let variable = chain.root.as(DeclReferenceExprSyntax.self),
            let creation = registerBodies.last?.blockRouteCreationPlaces[variable.baseName.text]
        {
            return creation
        }
        let creating = chain.links.first {
            BlockRouteForm.matchingSwift(method: $0.method, firstLabel: $0.arguments.first?.label?.text)?.createsRoute
                == true
        }
        return creating.map { callLocation($0.node) }
    }

    package func recordBlockRoute(_ chain: CallChain, isService: Bool, at node: FunctionCallExprSyntax) {
        guard let body = registerBodies.last else {
            diagnose(
                .warning,
                "block route created outside `registerRoutableDestination`; routegen only follows registrations made there",
                at: node, rule: .registrationOutsideRegister)
            return
        }
        let creation = blockRouteCreation(of: chain)
        let before = registrationCount
        var traits = BlockRouteTraits()
        for link in chain.links {
            if traits.read(link: link.method, routeTypes: Self.blockRouteTypes(link)) { continue }
            guard
                let form = BlockRouteForm.matchingSwift(
                    method: link.method, firstLabel: link.arguments.first?.label?.text),
                let argument = link.arguments.first?.expression
            else { continue }
            let place = callLocation(link.node)
            var kinds = form.kinds(onServiceRoute: isService)
            var key: String?
            var keyNeedsDefine = false
            switch form.key {
            case .destinationClass, .protocolName:
                key = SwiftSyntaxReading.metatypeName(argument)
            case .string:
                key = SwiftSyntaxReading.stringLiteral(argument)
                if key == nil, let named = namedKey(argument) {
                    key = named.key
                    keyNeedsDefine = named.needsDefinition
                }
            case .routableEntry:
                guard let entry = RoutableEntry.read(argument) else { continue }
                kinds = [entry.kind.protocolRegistration]
                key = entry.protocolName
            }
            for kind in kinds {
                guard let key else {
                    recordUnreadKey(kind, method: link.method, argument: argument)
                    continue
                }
                var fact = RegistrationFact(
                    kind: kind, key: key, route: .blockRoute, enclosingType: body.typeName,
                    enclosingScope: scopeNames, location: place, condition: condition(at: link.node)
                )
                fact.keyIsRoutableEntry = form.key == .routableEntry
                fact.keyNeedsDefine = keyNeedsDefine
                fact.blockRoute = creation
                store(fact)
            }
        }
        guard !isService else { return }
        if let variable = chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // More links on a route a variable holds.
            guard let created = registerBodies.last?.blockRouteCreations[variable] else { return }
            updateBlockRoutes(created) { existing in
                if traits.routeTypes != nil { existing.routeTypes = traits.routeTypes }
                existing.customBlocks.formUnion(traits.customBlocks)
            }
            return
        }
        let created = before..<registrationCount
        updateBlockRoutes(created) { $0 = traits }
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            if let earlier = registerBodies.last?.blockRouteCreations[variable] {
                // A second route in the same variable: which one a later chain configures is not followed.
                updateBlockRoutes(earlier) { $0.configuredElsewhere = true }
            }
            registerBodies[registerBodies.count - 1].blockRouteCreations[variable] = created
        }
    }

    /// `.makeSupportedRouteTypes({ .viewDefault })`, trailing closure or argument.
    private static func blockRouteTypes(_ link: CallChain.Link) -> RouteTypesVerdict {
        guard let closure = link.node.trailingClosure ?? link.arguments.first?.expression.as(ClosureExprSyntax.self)
        else {
            return .unknown(link.arguments.first.map { SwiftSyntaxReading.normalizedSpelling($0) } ?? "")
        }
        return RouteTypesReading.read(CodeBlockSyntax(statements: closure.statements))
    }

    /// How many registrations the current body (a register body or a helper) has recorded.
    private var registrationCount: Int {
        if let index = registerBodies.last?.helperIndex { return helperStack[index].registrations.count }
        return facts.registrations.count
    }

    /// Sets the traits of the view destinations among the current body's registrations `range`.
    private func updateBlockRoutes(_ range: Range<Int>, _ update: (inout BlockRouteTraits) -> Void) {
        for position in range {
            if let index = registerBodies.last?.helperIndex {
                guard helperStack[index].registrations[position].kind == .view else { continue }
                var traits = helperStack[index].registrations[position].blockRouteTraits ?? BlockRouteTraits()
                update(&traits)
                helperStack[index].registrations[position].blockRouteTraits = traits
            } else {
                guard facts.registrations[position].kind == .view else { continue }
                var traits = facts.registrations[position].blockRouteTraits ?? BlockRouteTraits()
                update(&traits)
                facts.registrations[position].blockRouteTraits = traits
            }
        }
    }

    /// The method of every Swift registration form: a call of any other name is none.
    private static let registrationMethods = WordSet(RegistrationForm.all.compactMap { $0.swift?.method })

    /// Records the call if it is one of the registration forms; returns whether it was.
    package func recordRegistration(_ node: FunctionCallExprSyntax) -> Bool {
        guard let (method, receiverExpression, form) = Self.registrationForm(of: node) else { return false }
        guard let body = registerBodies.last else {
            diagnose(
                .warning,
                "`\(method)` called outside `registerRoutableDestination`; routegen only follows registrations made there",
                at: node, rule: .registrationOutsideRegister)
            return true
        }
        let arguments = Array(node.arguments)
        var (primary, entryKind) = Self.registrationKey(form.key, arguments[0].expression)
        // `registerIdentifier(kLoginRouteID)`: a name an Objective-C header defines (`#define`,
        // `NSString *const`) and Swift imports, which resolution reads, or warns about when no
        // scanned definition has it.
        let named = primary == nil && form.key == .string ? namedKey(arguments[0].expression) : nil
        if let named { primary = named.key }
        guard let primary else {
            recordUnreadRegistrationKey(arguments[0].expression, form: form, method: method)
            return true
        }

        let (kind, registryFromOwner) = form.kind(entry: entryKind)
        var adaptee: String?
        var routableKind: RoutableKind?
        if kind == .adapter, let source = form.adaptee {
            let (adapteeKey, adapteeKind) = Self.registrationKey(source.key, arguments[1].expression)
            adaptee = adapteeKey
            routableKind = entryKind ?? adapteeKind ?? form.defaultAdapterKind
        }

        // `forMakingView:` / `forMakingService:` name the class the easy registration makes.
        let madeClass =
            form.route == .makingDestination && arguments.count > 1
            ? Self.registrationKey(.destinationClass, arguments[1].expression).0 : nil
        var fact = RegistrationFact(
            kind: kind, key: primary, adaptee: adaptee, routableKind: routableKind,
            registryFromOwner: registryFromOwner,
            receiver: receiverExpression.flatMap(Self.receiverName), route: form.route, enclosingType: body.typeName,
            enclosingScope: scopeNames, location: callLocation(node), condition: condition(at: node),
            madeClass: madeClass
        )
        fact.keyIsRoutableEntry = form.key == .routableEntry
        fact.keyNeedsDefine = named?.needsDefinition == true
        fact.configurationFactory = configurationFactory(node, method: method, entry: entryKind)
        fact.factoryIsFunction = MakingFactoryForms.takesFunction(
            parts: [method] + SwiftSyntaxReading.argumentLabels(node.arguments).dropFirst())
        store(fact)
        if form.alsoRegistersIdentifier {
            fact.kind = RegistrationKind.identifier
            store(fact)
        }
        return true
    }

    /// The registration form a call is, with its method and the expression it is sent to; nil for
    /// any other call.
    private static func registrationForm(
        of node: FunctionCallExprSyntax
    ) -> (method: String, receiver: ExprSyntax?, form: RegistrationForm)? {
        let method: String
        var receiverExpression: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            receiverExpression = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
        } else {
            return nil
        }
        guard registrationMethods.contains(method),
            let form = RegistrationForm.matchingSwift(
                method: method, labels: SwiftSyntaxReading.argumentLabels(node.arguments))
        else {
            return nil
        }
        // `register(_:)` is a common name (dependency containers): only a routable entry makes it ours.
        if form.key == .routableEntry, let first = node.arguments.first, RoutableEntry.read(first.expression) == nil {
            return nil
        }
        // `urlRouter.registerURLPattern(…)`: a method of an object (ZIKRouter's URL matcher), not a
        // registration, which is sent to a router class. (A route in a variable takes
        // `register(RoutableView<P>())`, which the block-route reading handles.)
        if form.key != .routableEntry, let receiverExpression, isValue(receiverExpression) {
            return nil
        }
        return (method, receiverExpression, form)
    }

    /// The class a registration is sent to as written; nil for `self`, `Self` and `super`, which
    /// leave the enclosing type as the receiver.
    private static func receiverName(_ expression: ExprSyntax) -> String? {
        let isSelf =
            expression.as(DeclReferenceExprSyntax.self).map {
                $0.baseName.tokenKind == .keyword(.self) || $0.baseName.tokenKind == .keyword(.Self)
            } ?? expression.is(SuperExprSyntax.self)
        if isSelf { return nil }
        return SwiftSyntaxReading.typeName(of: expression) ?? SwiftSyntaxReading.normalizedSpelling(expression)
    }

    /// The key an argument gives in the way the form reads it, and for a routable entry its kind.
    private static func registrationKey(
        _ source: RegistrationForm.Key, _ argument: ExprSyntax
    ) -> (String?, RoutableKind?) {
        switch source {
        case .destinationClass, .protocolName:
            return (SwiftSyntaxReading.metatypeName(argument), nil)
        case .string:
            return (SwiftSyntaxReading.stringLiteral(argument), nil)
        case .routableEntry:
            let entry = RoutableEntry.read(argument)
            return (entry?.protocolName, entry?.kind)
        }
    }

    /// A registration whose key cannot be read: something is registered all the same, so it is
    /// recorded as unread, with a warning that says how to make it readable.
    private func recordUnreadRegistrationKey(_ argument: ExprSyntax, form: RegistrationForm, method: String) {
        if let entry = RoutableEntry.read(argument), entry.protocolName == nil {
            let spelling = SwiftSyntaxReading.normalizedSpelling(argument)
            diagnose(
                .warning,
                "`\(spelling)` leaves the protocol to type inference; write `\(entry.kind.swiftEntryType)<P>()` so routegen can see it",
                at: argument, rule: .inferredRoutable)
            // Some protocol is registered all the same.
            facts.unreadKeys.append(
                UnreadKey(
                    kind: form.kind(entry: entry.kind).kind, spelling: spelling, location: location(of: argument)))
        } else {
            recordUnreadKey(form.kind(entry: nil).kind, method: method, argument: argument)
        }
    }

    /// A call made as a statement in a register body or a helper, `registerLoginRoutes()`,
    /// `Self.registerHelpers()`, `LoginKit.registerRoutes()`: a call resolution may follow.
    package func recordHelperCall(_ node: FunctionCallExprSyntax) {
        guard let body = registerBodies.last, isStatement(node) else { return }
        let callee: String
        var receiver: String?
        var isMethodCall = false
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
            // `Logger()` makes a value; it calls no helper.
            if callee.first?.isUppercase == true { return }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            callee = member.declName.baseName.text
            if base.is(SuperExprSyntax.self) { return }
            if let reference = base.as(DeclReferenceExprSyntax.self),
                reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
            {
                isMethodCall = true
            } else if let typeName = SwiftSyntaxReading.typeName(of: base),
                typeName.split(separator: ".").last?.first?.isUppercase == true
            {
                // Only a type can own a static helper; `container.register(…)` is a value's method.
                receiver = typeName
                isMethodCall = true
            } else {
                return
            }
        } else {
            return
        }
        guard callee != "registerRoutableDestination" else { return }
        registerBodies[registerBodies.count - 1].madeCalls = true
        facts.helperCalls.append(
            HelperCall(
                caller: body.callerKey, callee: callee, receiver: receiver, isMethodCall: isMethodCall,
                location: callLocation(node), condition: condition(at: node)
            ))
    }

    /// The call's value is not used: `f()`, `try f()`, `await f()` on a line of their own.
    private func isStatement(_ node: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            child = parent
        }
        return child.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Where a call is reported: at the method name, where a reader's eye looks for it.
    func callLocation(_ node: FunctionCallExprSyntax) -> SourceLocation {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            return location(of: member.declName)
        }
        return location(of: node.calledExpression)
    }
}

extension SwiftFactsVisitor {
    /// A registration whose key is not a literal: warned about, and kept so that the checks know
    /// some key of its kind is registered.
    package func recordUnreadKey(_ kind: RegistrationKind, method: String, argument: ExprSyntax) {
        let spelling = SwiftSyntaxReading.normalizedSpelling(argument)
        diagnose(
            .warning, "cannot read the key of `\(method)` statically: `\(spelling)`", at: argument,
            rule: .dynamicRegistration)
        facts.unreadKeys.append(UnreadKey(kind: kind, spelling: spelling, location: location(of: argument)))
    }
}

extension SwiftFactsVisitor {
    /// A string key passed by name (`registerIdentifier(kLoginRouteID)`): the string of a local
    /// `let` of that name, which shadows any other; nil when a local variable or parameter holds
    /// it, which routegen cannot read; else the name, for resolution to read from a file-scope
    /// `let`, a type's `static let` or an Objective-C definition.
    func namedKey(_ expression: ExprSyntax) -> (key: String, needsDefinition: Bool)? {
        guard let name = SwiftSyntaxReading.bareName(expression) else { return nil }
        let first = String(name.prefix { $0 != "." })
        switch SwiftLocalBindings.binding(named: first, at: expression) {
        case .string(let value)?: return first == name ? (value, false) : nil
        case .other?: return nil
        case nil: return (name, true)
        }
    }
}

extension SwiftFactsVisitor {
    /// `router`, `self.router`, `routers[0]`: a value, which Swift spells in lower case, where a
    /// class would be capitalised (`LoginViewRouter`, `ZIKRouter.ZIKAnyViewRouter`).
    static func isValue(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard case .identifier(let name) = reference.baseName.tokenKind else { return false }
            return name.first.map { $0.isLowercase || $0 == "_" } ?? false
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text.first.map { $0.isLowercase || $0 == "_" } ?? false
        }
        return expression.is(SubscriptCallExprSyntax.self) || expression.is(OptionalChainingExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self)
    }
}
