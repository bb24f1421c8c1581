/// Use sites (docs/ZIKRouter-semantics.md#use-sites-objc) anywhere in live code, and registration sends outside
/// `+registerRoutableDestination` (reported, as the Swift scanner does).
import RouteGenModel

extension ObjCFactsReader {
    package static let protocolMacros: [String: UseSite.Kind] = [
        "ZIKRouterToView": .viewProtocol,
        "ZIKRouterToViewModule": .viewModuleProtocol,
        "ZIKRouterToService": .serviceProtocol,
        "ZIKRouterToServiceModule": .serviceModuleProtocol,
    ]

    private static let protocolMacroInitials = InitialBytes(protocolMacros.keys)
    private static let toIdentifierInitial = InitialBytes(["toIdentifier"])
    private static let routersToClassInitial = InitialBytes(["routersToClass"])
    /// The block getters the `ZIKRouterTo…` macros expand to, written out:
    /// `ZIKServiceRouter.toService(_LoginServiceInput_)`, `[ZIKViewRouter toModule](ZIKRoutable(P))`.
    private static let protocolGetters: Set<String> = ["toView", "toModule", "toService"]
    private static let protocolGetterInitials = InitialBytes(protocolGetters)

    package mutating func readSendsOutsideRegistration() {
        // Locals: a static's accessor costs a once-check per token.
        let macroInitials = Self.protocolMacroInitials
        let toIdentifierInitial = Self.toIdentifierInitial
        let getterInitials = Self.protocolGetterInitials
        let routersToClassInitial = Self.routersToClassInitial
        for index in code.indices {
            let token = code[index]
            if token.kind == .identifier {
                if macroInitials.mayMatch(token.text) { readMacroUseSite(at: index) }
                if toIdentifierInitial.mayMatch(token.text), token.text == "toIdentifier" {
                    readToIdentifier(at: index)
                }
                if getterInitials.mayMatch(token.text), Self.protocolGetters.contains(token.text) {
                    readProtocolGetter(at: index)
                }
                if token.text == "autoRegister" { recordAutoRegisterAssignment(at: index) }
                if routersToClassInitial.mayMatch(token.text), token.text == "routersToClass" {
                    readRoutersToClass(at: index)
                }
            } else if token.mark == UInt8(ascii: "["), let send = ObjCMessageSend.parse(code, at: index) {
                readSendUseSite(send)
                recordRegistryCall(send)
                recordRegistrySetupSend(send)
                if !registerBodies.contains(where: { $0.contains(token.start) }),
                    !helperBodies.contains(where: { $0.contains(token.start) })
                {
                    reportRegistrationOutside(send)
                }
            }
        }
    }

    /// `ZIKRouterToView(P)` and the module / service forms.
    private mutating func readMacroUseSite(at index: Int) {
        let token = code[index]
        guard let kind = Self.protocolMacros[token.text], index + 3 < code.count, code[index + 1].is("("),
            let close = ObjCTokenReading.matchingClose(code, from: index + 1)
        else { return }
        let argument = (index + 2)..<close
        let key =
            argument.count == 1 && code[argument.lowerBound].kind == .identifier ? code[argument.lowerBound].text : nil
        if key == nil {
            diagnose(
                .warning,
                "cannot read the protocol of `\(token.text)` statically: `\(ObjCTokenSpelling.type(code[argument]))`",
                at: token, rule: .dynamicUseSite)
        }
        var site = UseSite(
            kind: kind, key: key, api: token.text, location: location(token), condition: condition(token))
        // `[ZIKRouterToView(P) makeDestination…]`, `ZIKRouterToView(P).makeDestination`.
        let method = close + 1 < code.count && code[close + 1].is(".") ? close + 2 : close + 1
        site.makesDestination =
            method < code.count && code[method].kind == .identifier && code[method].text.hasPrefix("makeDestination")
        facts.useSites.append(site)
    }

    /// The class a block getter is read from and the `(` of its call: `Receiver.getter(…)` or
    /// `[Receiver getter](…)`.
    private func getterCall(at index: Int) -> (receiver: String, open: Int, close: Int)? {
        var receiver: String?
        var open = index + 1
        if index >= 2, code[index - 1].is("."), code[index - 2].kind == .identifier {
            receiver = code[index - 2].text
        } else if index >= 2, code[index - 2].is("["), code[index - 1].kind == .identifier, index + 1 < code.count,
            code[index + 1].is("]")
        {
            receiver = code[index - 1].text
            open = index + 2
        }
        guard let receiver, open < code.count, code[open].is("("),
            let close = ObjCTokenReading.matchingClose(code, from: open)
        else { return nil }
        return (receiver, open, close)
    }

    /// `ZIKViewRouter.toView(ZIKRoutable(P))`, `[ZIKServiceRouter toService](@protocol(P))`, and a
    /// bare name a `#define` may make a protocol (`toService(_LoginServiceInput_)`), which
    /// resolution keeps only when one does. Only ZIKRouter's router classes have the getters.
    private mutating func readProtocolGetter(at index: Int) {
        guard let (receiver, open, close) = getterCall(at: index), let routerKind = FrameworkBases.kind(of: receiver)
        else { return }
        let kind: UseSite.Kind
        switch (code[index].text, routerKind.isService) {
        case ("toView", false): kind = .viewProtocol
        case ("toService", true): kind = .serviceProtocol
        case ("toModule", let isService): kind = isService ? .serviceModuleProtocol : .viewModuleProtocol
        default: return
        }
        let argument = (open + 1)..<close
        var site = UseSite(
            kind: kind, key: ObjCTokenReading.protocolName(code, argument), api: "\(receiver).\(code[index].text)",
            location: location(code[index]), condition: condition(code[index]))
        if site.key == nil, let name = ObjCTokenReading.bareIdentifier(code, argument) {
            site.key = name
            site.keyNeedsDefine = true
        }
        guard site.key != nil else { return }
        facts.useSites.append(site)
    }

    /// `ZIKAnyViewRouter.toIdentifier(@"id")` and `[ZIKAnyViewRouter toIdentifier](@"id")`.
    private mutating func readToIdentifier(at index: Int) {
        guard let (receiver, open, close) = getterCall(at: index) else { return }
        let argument = (open + 1)..<close
        let isService = receiver.contains("Service")
        var site = UseSite(
            kind: isService ? .serviceIdentifier : .viewIdentifier,
            key: ObjCTokenReading.stringLiteral(code, argument), api: "\(receiver).toIdentifier",
            location: location(code[index]), condition: condition(code[index]))
        // `toIdentifier(kLoginRouteID)`: a string only through a definition, which resolution reads.
        if site.key == nil, let name = ObjCTokenReading.bareIdentifier(code, argument) {
            site.key = name
            site.keyNeedsDefine = true
        }
        facts.useSites.append(site)
    }

    /// `ZIKViewRouter.routersToClass([LoginViewController class])` and
    /// `[ZIKAnyServiceRouter routersToClass](…)`. The class is read only when it is a class name:
    /// `[destination class]`, the usual argument, is a run-time value.
    private mutating func readRoutersToClass(at index: Int) {
        guard let (receiver, open, close) = getterCall(at: index) else { return }
        let isService = FrameworkBases.kind(of: receiver)?.isService ?? receiver.contains("Service")
        let name = ObjCTokenReading.className(code, (open + 1)..<close)
        facts.useSites.append(
            UseSite(
                kind: isService ? .serviceClass : .viewClass, key: name.flatMap { $0.startsUppercase ? $0 : nil },
                api: "\(receiver).routersToClass", location: location(code[index]), condition: condition(code[index])))
    }

    /// `[ZIKAnyViewRouter performURL:…]`, `routerForURL:`, and `[SomeRouter perform…]` /
    /// `[SomeRouter makeDestination…]`.
    private mutating func readSendUseSite(_ send: ObjCMessageSend) {
        guard case .named(let receiver) = send.receiver, let first = send.parts.first else { return }
        let at = code[send.selectorIndex]
        let api = "[\(receiver) \(send.selector)]"
        if first == "performURL" || first == "routerForURL" {
            let key = send.arguments.first.flatMap { ObjCTokenReading.firstStringLiteral(code, $0) }
            let isService = receiver.contains("Service")
            var site = UseSite(
                kind: isService ? .serviceURL : .viewURL, key: key, api: api, location: location(at),
                condition: condition(at))
            // `performURL:kHelpURL`: a string only through a definition, which resolution reads.
            if site.key == nil, let argument = send.arguments.first,
                let name = ObjCTokenReading.bareIdentifier(code, argument)
            {
                site.key = name
                site.keyNeedsDefine = true
            }
            facts.useSites.append(site)
        } else if first.hasPrefix("perform") || first.hasPrefix("makeDestination"), Self.protocolMacros[receiver] == nil
        {
            var site = UseSite(
                kind: .routerClass, key: receiver, api: api, location: location(at), condition: condition(at))
            site.routerCall = first.hasPrefix("makeDestination") ? .makeDestination : performedRoute(send)
            facts.useSites.append(site)
        }
    }

    /// A segue when any argument names one (`ZIKViewRoutePath.performSegueFrom(…)`,
    /// `ZIKViewRouteTypePerformSegue`, `configureSegue:`); another route when an argument is a
    /// path made by one of `ZIKViewRoutePath`'s factories (`pushFrom:`) or a route type, or when
    /// there is none (the default route presents modally); unread otherwise (a path in a variable,
    /// `[[ZIKViewRoutePath alloc] initWithRouteType:self.routeType source:nil]`, whose route type
    /// is its argument's).
    private func performedRoute(_ send: ObjCMessageSend) -> UseSite.RouterCall {
        guard !send.arguments.isEmpty else { return .performOther }
        var namesRoute = false
        for range in send.arguments {
            let identifiers = code[range].filter { $0.kind == .identifier }
            for (position, token) in identifiers.enumerated() {
                if token.text.contains("Segue") { return .performSegue }
                if token.text.hasPrefix("ZIKViewRouteType") { namesRoute = true }
                if token.text == "ZIKViewRoutePath" {
                    let next = position + 1 < identifiers.count ? identifiers[position + 1].text : ""
                    if next != "alloc" && next != "new" { namesRoute = true }
                }
            }
        }
        return namesRoute ? .performOther : .performUnread
    }

    private mutating func reportRegistrationOutside(_ send: ObjCMessageSend) {
        guard registrationForm(send) != nil || blockRouteKind(send) != nil else { return }
        switch send.receiver {
        case .enclosingClass, .named, .allocated:
            diagnose(
                .warning,
                "`\(send.selector)` sent outside `+registerRoutableDestination`; routegen only follows registrations made there",
                at: code[send.selectorIndex], rule: .registrationOutsideRegister)
        case .expression:
            break
        }
    }
}
