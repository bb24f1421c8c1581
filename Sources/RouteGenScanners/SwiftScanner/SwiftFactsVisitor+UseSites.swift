import RouteGenModel
import SwiftSyntax

/// Use sites (docs/ZIKRouter-semantics.md#use-sites-swift): routable entries outside registrations, identifiers, URLs and direct
/// router calls.
extension SwiftFactsVisitor {
    package func recordUseSite(_ node: FunctionCallExprSyntax) {
        if let entry = RoutableEntry.read(ExprSyntax(node)) {
            let api = enclosingCallName(of: node) ?? entry.kind.swiftEntryType
            guard let name = entry.protocolName else {
                diagnose(
                    .warning,
                    "`\(SwiftSyntaxReading.normalizedSpelling(node))` leaves the protocol to type inference; write `\(entry.kind.swiftEntryType)<P>()` so routegen can check the route",
                    at: node, rule: .inferredRoutable)
                return
            }
            let kind: UseSite.Kind =
                switch entry.kind {
                case .view: .viewProtocol
                case .viewModule: .viewModuleProtocol
                case .service: .serviceProtocol
                case .serviceModule: .serviceModuleProtocol
                }
            var site = UseSite(
                kind: kind, key: name, api: api, location: location(of: node), condition: currentCondition,
                scope: scopeNames)
            site.makesDestination = makesDestination(entry: node)
            facts.useSites.append(site)
            return
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base,
            let baseName = SwiftSyntaxReading.typeName(of: base)
        else { return }
        let method = member.declName.baseName.text
        let firstArgument = node.arguments.first
        let bareBase = baseName.hasPrefix("ZRouter.") ? String(baseName.dropFirst("ZRouter.".count)) : baseName
        // Built only for a call that is a use site: most member calls are not.
        var isService: Bool { Self.containsService(bareBase) }
        var api: String { "\(baseName).\(method)" }

        if bareBase == "Router", method == "to", let label = firstArgument?.label?.text,
            label == "viewIdentifier" || label == "serviceIdentifier"
        {
            facts.useSites.append(
                identifierSite(
                    label == "viewIdentifier" ? .viewIdentifier : .serviceIdentifier, argument: firstArgument,
                    api: "Router.to(\(label):)", at: node))
        } else if method == "toIdentifier" {
            facts.useSites.append(
                identifierSite(
                    isService ? .serviceIdentifier : .viewIdentifier, argument: firstArgument, api: api, at: node))
        } else if method == "performURL" || method == "routerForURL" {
            var site = UseSite(
                kind: isService ? .serviceURL : .viewURL,
                key: firstArgument.flatMap { firstStringLiteral(in: $0.expression) }, api: api,
                location: location(of: node), condition: currentCondition, scope: scopeNames)
            // `performURL(kHelpURL, …)`: an Objective-C definition's name, which resolution reads.
            if site.key == nil, let named = firstArgument.flatMap({ namedKey($0.expression) }) {
                site.key = named.key
                site.keyNeedsDefine = named.needsDefinition
            }
            facts.useSites.append(site)
        } else if method == "routersToClass" {
            let name = firstArgument.flatMap { SwiftSyntaxReading.metatypeName($0.expression) }
            facts.useSites.append(
                UseSite(
                    kind: isService ? .serviceClass : .viewClass, key: name.flatMap { $0.startsUppercase ? $0 : nil },
                    api: api, location: location(of: node), condition: currentCondition, scope: scopeNames))
        } else if bareBase != "Router", method.hasPrefix("perform") || method.hasPrefix("makeDestination"),
            bareBase.startsUppercase
        {
            var site = UseSite(
                kind: .routerClass, key: baseName, api: api, location: location(of: node),
                condition: currentCondition, scope: scopeNames)
            site.routerCall = method.hasPrefix("makeDestination") ? .makeDestination : performedRoute(node)
            facts.useSites.append(site)
        }
    }

    /// A segue when any argument names one (`.performSegue(from:identifier:sender:)`,
    /// `configureSegue`); another route when a path or route type is written out
    /// (`path: .push(from: self)`, `ZIKViewRoutePath.presentModally(from:)`) or there is no argument
    /// (the default route presents modally); unread otherwise (a path in a variable).
    private func performedRoute(_ node: FunctionCallExprSyntax) -> UseSite.RouterCall {
        let closures = node.trailingClosure.map { [Syntax($0)] } ?? []
        let arguments =
            node.arguments.map { Syntax($0) } + closures
            + node.additionalTrailingClosures.map { Syntax($0) }
        guard !arguments.isEmpty else { return .performOther }
        var namesRoute = false
        for argument in arguments {
            let text = argument.trimmedDescription
            if text.contains("Segue") { return .performSegue }
            // `ZIKViewRoutePath(routeType: type, source: s)` takes its route from its argument.
            let route = text.replacingOccurrences(of: "ZIKViewRoutePath(", with: "(")
            if route.contains("ViewRoutePath") || route.contains("ZIKViewRouteType") || route.contains("routeType: .") {
                namesRoute = true
            }
        }
        for argument in node.arguments where ["path", "routeType"].contains(argument.label?.text) {
            if argument.expression.trimmedDescription.hasPrefix(".") { namesRoute = true }
        }
        return namesRoute ? .performOther : .performUnread
    }

    /// `name.contains("Service")`: on the bytes for an ASCII name, where that is the same answer.
    private static func containsService(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return name.contains("Service") }
        let word = Array("Service".utf8)
        let bytes = Array(utf8)
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in
            bytes[start..<(start + word.count)].elementsEqual(word)
        }
    }

    /// `Router.makeDestination(to: RoutableView<P>())`, or `Router.to(RoutableView<P>())` whose
    /// result is sent `makeDestination…` (`?.makeDestination()`, `!.makeDestination(configuring:)`).
    private func makesDestination(entry node: FunctionCallExprSyntax) -> Bool {
        guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        let method = called.declName.baseName.text
        if method.hasPrefix("makeDestination") { return true }
        guard method == "to" else { return false }
        var result = Syntax(call)
        while let parent = result.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            result = parent
        }
        guard let member = result.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == result
        else { return false }
        return member.declName.baseName.text.hasPrefix("makeDestination")
    }

    /// `Router.perform` for `RoutableView<P>()` passed to `Router.perform(to:path:)`.
    private func enclosingCallName(of node: FunctionCallExprSyntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                return SwiftSyntaxReading.normalizedSpelling(call.calledExpression)
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// `toIdentifier("login")`, or `toIdentifier(kLoginRouteID)`, a name only an Objective-C
    /// definition (`#define`, `NSString *const`) can give a string, which resolution reads.
    private func identifierSite(
        _ kind: UseSite.Kind, argument: LabeledExprSyntax?, api: String, at node: FunctionCallExprSyntax
    ) -> UseSite {
        var site = UseSite(
            kind: kind, key: argument.flatMap { SwiftSyntaxReading.stringLiteral($0.expression) }, api: api,
            location: location(of: node), condition: currentCondition, scope: scopeNames)
        if site.key == nil, let named = argument.flatMap({ namedKey($0.expression) }) {
            site.key = named.key
            site.keyNeedsDefine = named.needsDefinition
        }
        return site
    }

    private func firstStringLiteral(in expression: ExprSyntax) -> String? {
        if let value = SwiftSyntaxReading.stringLiteral(expression) { return value }
        for child in expression.children(viewMode: .sourceAccurate) {
            if let childExpression = child.as(ExprSyntax.self), let value = firstStringLiteral(in: childExpression) {
                return value
            }
            for grandchild in child.children(viewMode: .sourceAccurate) {
                if let value = grandchild.as(ExprSyntax.self).flatMap(firstStringLiteral(in:)) { return value }
                if let labeled = grandchild.as(LabeledExprSyntax.self),
                    let value = firstStringLiteral(in: labeled.expression)
                {
                    return value
                }
            }
        }
        return nil
    }
}
