/// `@implementation`: the class methods that decide how the runtime treats a router, and the
/// registrations inside `+registerRoutableDestination` (docs/ZIKRouter-semantics.md#registration-calls).
import RouteGenModel

extension ObjCFactsReader {
    package mutating func readImplementation(_ declaration: ObjCTranslationUnit.Declaration) {
        let range = codeRange(declaration.start, declaration.end)
        guard let nameIndex = nameIndex(after: "implementation", in: range) else { return }
        let className = code[nameIndex].text
        if !facts.implementations.contains(className) { facts.implementations.append(className) }
        for method in declaration.instanceMethods where conditions.condition(at: method.nameOffset) != nil {
            let nameToken = codeIndex(atOrAfter: method.nameOffset)
            guard nameToken < code.count else { continue }
            let kind: MethodFact.Kind
            var returnedClass: String?
            if method.selector == "destinationWithConfiguration:" {
                kind = .destinationWithConfiguration
                returnedClass = destinationClass(of: method)
            } else if let custom = CustomRouteMethod.allCases.first(where: { $0.objcSelector == method.selector }) {
                kind = .customRouteMethod(custom)
            } else {
                continue
            }
            facts.methods.append(
                MethodFact(
                    typeName: className, kind: kind, location: location(code[nameToken]),
                    condition: condition(code[nameToken]), returnedClass: returnedClass))
        }
        for method in declaration.classMethods where conditions.condition(at: method.nameOffset) != nil {
            readClassMethod(method, of: className)
        }
    }

    /// A class method of a router's `@implementation`: the ones that decide how the runtime
    /// treats the router, a `+registerRoutableDestination`'s registrations, and any other as a
    /// helper its registrations may call.
    private mutating func readClassMethod(_ method: ObjCTranslationUnit.Method, of className: String) {
        let methodStart = codeIndex(atOrAfter: method.start)
        let nameToken = codeIndex(atOrAfter: method.nameOffset)
        guard nameToken < code.count else { return }
        let isKnown = method.selector == "registerRoutableDestination" || method.selector == "isAbstractRouter"
        // The body: the first `{` after the selector, to its match.
        let searchEnd =
            isKnown ? min(code.count, nameToken + 16) : min(code.count, codeIndex(atOrAfter: method.end) + 1)
        guard let open = (methodStart..<searchEnd).first(where: { code[$0].is("{") }),
            let close = ObjCTokenReading.matchingClose(code, from: open)
        else {
            if isKnown {
                diagnose(
                    .warning,
                    "cannot find the body of +\(method.selector) of \(className); its registrations are not read",
                    at: code[nameToken], rule: .syntaxError)
            }
            return
        }
        let body = (open + 1)..<close
        if method.selector == "supportedRouteTypes" {
            facts.methods.append(
                MethodFact(
                    typeName: className, kind: .supportedRouteTypes(ObjCRouteTypesReading.read(code, body)),
                    location: location(code[nameToken]), condition: condition(code[nameToken])
                ))
            return
        }
        if method.selector == "defaultRouteConfiguration" {
            facts.configurations.append(
                ConfigurationFact(
                    routerName: className, className: ObjCConfigurationReading.returnedClass(code, body),
                    location: location(code[nameToken]), condition: condition(code[nameToken])
                ))
        }
        if !isKnown {
            readHelper(name: method.selector, typeName: className, open: open, close: close, at: code[nameToken])
        } else if method.selector == "registerRoutableDestination" {
            facts.methods.append(
                MethodFact(
                    typeName: className, kind: .registerRoutableDestination, location: location(code[nameToken]),
                    condition: condition(code[nameToken])))
            registerBodies.append(code[open].start..<code[close].end)
            runtimeConditions = ObjCRuntimeConditions(code: code, body: body)
            readRegistrations(in: body, enclosingType: className, caller: HelperCall.registerBody(of: className))
            runtimeConditions = nil
        } else {
            let verdict = ObjCAbstractVerdictReading.read(code, body)
            facts.methods.append(
                MethodFact(
                    typeName: className, kind: .isAbstractRouter(verdict), location: location(code[nameToken]),
                    condition: condition(code[nameToken])))
        }
    }

    // MARK: Registrations

    package mutating func readRegistrations(in body: Range<Int>, enclosingType: String, caller: String) {
        currentBody = body
        defer { currentBody = nil }
        /// Local variables holding a block route: whether it is a service route, where it is
        /// created, and the registrations its creation recorded.
        var routeVariables: [String: (isService: Bool, creation: SourceLocation, created: Range<Int>)] = [:]
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            let token = code[index]
            if token.mark == UInt8(ascii: "["), let send = ObjCMessageSend.parse(code, at: index),
                send.close < body.upperBound
            {
                if let isService = blockRouteKind(send) {
                    let creation = location(code[send.selectorIndex])
                    let before = registrationCount
                    recordBlockRouteCreation(send, isService: isService, enclosingType: enclosingType)
                    let created = before..<registrationCount
                    var traits = BlockRouteTraits()
                    recordBlockRouteChain(
                        after: send.close, isService: isService, creation: creation, enclosingType: enclosingType,
                        limit: body.upperBound, traits: &traits)
                    if index >= 2, code[index - 1].is("="), code[index - 2].kind == .identifier {
                        let name = code[index - 2].text
                        // A second route in the same variable: which one a later chain configures is not followed.
                        if let earlier = routeVariables[name] {
                            updateBlockRoutes(earlier.created) { $0.configuredElsewhere = true }
                        }
                        routeVariables[name] = (isService, creation, created)
                    }
                    if !isService { updateBlockRoutes(created) { $0 = traits } }
                    continue
                }
                if registrationForm(send) != nil {
                    recordRegistration(send, enclosingType: enclosingType)
                } else {
                    recordHelperCall(send, at: index, caller: caller, body: body)
                }
            } else if token.kind == .identifier, let variable = routeVariables[token.text],
                index + 1 < body.upperBound, code[index + 1].is(".")
            {
                var traits = BlockRouteTraits()
                recordBlockRouteChain(
                    after: index, isService: variable.isService, creation: variable.creation,
                    enclosingType: enclosingType, limit: body.upperBound, traits: &traits)
                if !variable.isService {
                    updateBlockRoutes(variable.created) { existing in
                        if traits.routeTypes != nil { existing.routeTypes = traits.routeTypes }
                        existing.customBlocks.formUnion(traits.customBlocks)
                    }
                }
            } else if token.kind == .identifier {
                recordFunctionCall(at: index, caller: caller, body: body)
            }
        }
    }

    /// The block-route form that creates a registered route with this send, if any, and whether
    /// it is a service route.
    package func blockRouteCreation(_ send: ObjCMessageSend) -> (form: BlockRouteForm, isService: Bool)? {
        guard let first = send.parts.first else { return nil }
        let spelling: BlockRouteForm.ObjCSpelling
        let typeName: String
        switch send.receiver {
        case .named(let name): spelling = .classMessage(first); typeName = name
        case .allocated(let name): spelling = .initializer(first); typeName = name
        default: return nil
        }
        // The route type first: a dictionary look-up turns away nearly every send.
        guard let isService = BlockRouteForm.routeTypes[typeName], let form = BlockRouteForm.matchingObjC(spelling)
        else { return nil }
        return (form, isService)
    }

    /// `RegistrationForm.matchingObjC`, answered at once for a send whose selector starts with a
    /// part no form's selector starts with (nearly every send a file makes).
    package func registrationForm(_ send: ObjCMessageSend) -> RegistrationForm? {
        Self.registrationStarts.mayMatch(send.parts) ? RegistrationForm.matchingObjC(parts: send.parts) : nil
    }

    private static let registrationStarts = SelectorStarts(RegistrationForm.all.compactMap { $0.objc?.parts })

    /// Whether the send creates a registered block route, and if so whether a service route.
    package func blockRouteKind(_ send: ObjCMessageSend) -> Bool? {
        blockRouteCreation(send)?.isService
    }

    package mutating func recordBlockRouteCreation(_ send: ObjCMessageSend, isService: Bool, enclosingType: String) {
        guard let form = blockRouteCreation(send)?.form, let argument = send.arguments.first else { return }
        let at = code[send.selectorIndex]
        recordBlockRouteForm(
            form, isService: isService, argument: argument, creation: location(at), enclosingType: enclosingType, at: at
        )
    }

    /// `.registerDestinationProtocol(ZIKRoutable(P)).registerIdentifier(@"id")…` after a block
    /// route (the `]` of its creation, or a variable holding one).
    mutating func recordBlockRouteChain(
        after start: Int, isService: Bool, creation: SourceLocation, enclosingType: String, limit: Int,
        traits: inout BlockRouteTraits
    ) {
        var index = start + 1
        while index + 2 < limit, code[index].is("."), code[index + 1].kind == .identifier {
            let nameIndex = index + 1
            guard code[nameIndex + 1].is("("), let close = ObjCTokenReading.matchingClose(code, from: nameIndex + 1),
                close < limit
            else { break }
            if traits.read(link: code[nameIndex].text, routeTypes: blockRouteTypes((nameIndex + 2)..<close)) {
                index = close + 1
                continue
            }
            if let form = BlockRouteForm.matchingObjC(.blockProperty(code[nameIndex].text)) {
                recordBlockRouteForm(
                    form, isService: isService, argument: (nameIndex + 2)..<close, creation: creation,
                    enclosingType: enclosingType, at: code[nameIndex])
            }
            index = close + 1
        }
    }

    /// `^ZIKBlockViewRouteTypeMask{ return …; }`: the body of the block literal the argument holds.
    private func blockRouteTypes(_ argument: Range<Int>) -> RouteTypesVerdict {
        guard let open = argument.first(where: { code[$0].is("{") }),
            let close = ObjCTokenReading.matchingClose(code, from: open), close < argument.upperBound
        else {
            return .unknown(ObjCTokenSpelling.type(code[argument]))
        }
        return ObjCRouteTypesReading.read(code, (open + 1)..<close)
    }

    /// How many registrations the current body (a register body or a helper) has recorded.
    private var registrationCount: Int { currentHelper?.registrations.count ?? facts.registrations.count }

    /// Sets the traits of the view destinations among the current body's registrations `range`.
    private mutating func updateBlockRoutes(_ range: Range<Int>, _ update: (inout BlockRouteTraits) -> Void) {
        for position in range {
            if currentHelper != nil {
                guard currentHelper!.registrations[position].kind == .view else { continue }
                var traits = currentHelper!.registrations[position].blockRouteTraits ?? BlockRouteTraits()
                update(&traits)
                currentHelper!.registrations[position].blockRouteTraits = traits
            } else {
                guard facts.registrations[position].kind == .view else { continue }
                var traits = facts.registrations[position].blockRouteTraits ?? BlockRouteTraits()
                update(&traits)
                facts.registrations[position].blockRouteTraits = traits
            }
        }
    }

    private mutating func recordBlockRouteForm(
        _ form: BlockRouteForm, isService: Bool, argument: Range<Int>, creation: SourceLocation, enclosingType: String,
        at token: ObjCToken
    ) {
        let (key, needsDefine) = keyOrDefinedName(form.key, argument)
        for kind in form.kinds(onServiceRoute: isService) {
            addRegistration(
                kind, key: key, argument: argument, route: .blockRoute, receiver: nil, enclosingType: enclosingType,
                at: token, keyNeedsDefine: needsDefine, blockRoute: creation)
        }
    }

    /// The key, or for a protocol or string argument that is one bare name (`_LoginViewInput_`,
    /// `kLoginRouteID`), that name, which resolution takes as a protocol or a string only when a
    /// `#define` (or, for a string, an `NSString *const`) makes it one.
    private func keyOrDefinedName(_ source: RegistrationForm.Key, _ range: Range<Int>) -> (String?, Bool) {
        if let key = key(source, range) { return (key, false) }
        switch source {
        case .protocolName, .string: break
        case .destinationClass, .routableEntry: return (nil, false)
        }
        guard let name = ObjCTokenReading.bareIdentifier(code, range) else { return (nil, false) }
        switch localBinding(named: name, before: range.lowerBound) {
        case .string(let value)?: return source == .string ? (value, false) : (nil, false)
        case .other?: return (nil, false)
        case nil: return (name, true)
        }
    }

    private enum LocalBinding {
        /// `NSString *name = @"literal";`
        case string(String)
        /// Another local variable, or a parameter.
        case other
    }

    /// A variable declared earlier in the body being read, or a parameter of its method or function,
    /// named `name`: it shadows a file-scope `NSString *const` of that name (a `#define` would have
    /// replaced the name before any declaration could).
    private func localBinding(named name: String, before index: Int) -> LocalBinding? {
        guard let body = currentBody, body.lowerBound > 0 else { return nil }
        var found: LocalBinding?
        var position = body.lowerBound
        while position < min(index, body.upperBound) - 1 {
            defer { position += 1 }
            guard code[position].text == name, position > body.lowerBound else { continue }
            let previous = code[position - 1]
            let next = code[position + 1]
            guard
                previous.is("*") || previous.text == "const"
                    || (previous.kind == .identifier && previous.text != "return"),
                next.is("=") || next.is(";") || next.is(",")
            else { continue }
            // `name = @"literal";`
            if next.is("="), position + 4 < code.count, code[position + 2].is("@"), code[position + 4].is(";"),
                let value = code[position + 3].stringLiteralValue
            {
                found = .string(value)
            } else {
                found = .other
            }
        }
        if found != nil { return found }
        // The header: `+ (void)registerWithID:(NSString *)name {`, `void registerAll(NSString *name) {`.
        var header = body.lowerBound - 2
        while header >= 0, !(code[header].is(";") || code[header].is("}") || code[header].is("{")) {
            if code[header].text == name, header > 0, header + 1 < code.count,
                code[header - 1].is(")") || code[header - 1].is("*")
                    || (code[header - 1].kind == .identifier && (code[header + 1].is(",") || code[header + 1].is(")")))
            {
                return .other
            }
            header -= 1
        }
        return nil
    }

    /// The key a form's argument names, read from its tokens.
    private func key(_ source: RegistrationForm.Key, _ range: Range<Int>) -> String? {
        switch source {
        case .destinationClass: ObjCTokenReading.className(code, range)
        case .protocolName: ObjCTokenReading.protocolName(code, range)
        case .string: ObjCTokenReading.stringLiteral(code, range)
        case .routableEntry: nil
        }
    }

    /// A send of one of `RegistrationForm.all`'s Objective-C selectors, if it is one.
    package mutating func recordRegistration(_ send: ObjCMessageSend, enclosingType: String) {
        guard let form = registrationForm(send), let keyArgument = send.arguments.first else { return }
        let receiver: String?
        switch send.receiver {
        case .enclosingClass: receiver = nil
        case .named(let name): receiver = name
        case .allocated, .expression: return
        }
        let (kind, registryFromOwner) = form.kind(entry: nil)
        var adaptee: String?
        var adapteeNeedsDefine = false
        var routableKind: RoutableKind?
        if let adapteeSource = form.adaptee, send.arguments.count > 1 {
            (adaptee, adapteeNeedsDefine) = keyOrDefinedName(adapteeSource.key, send.arguments[1])
            routableKind = form.defaultAdapterKind
        }
        let at = code[send.selectorIndex]
        let (primary, needsDefine) = keyOrDefinedName(form.key, keyArgument)
        // `forMakingView:` / `forMakingService:` name the class the easy registration makes.
        let madeClass =
            form.route == .makingDestination && send.arguments.count > 1
            ? key(.destinationClass, send.arguments[1]) : nil
        addRegistration(
            kind, key: primary, argument: keyArgument, adaptee: adaptee, routableKind: routableKind,
            registryFromOwner: registryFromOwner, route: form.route, receiver: receiver, enclosingType: enclosingType,
            at: at, madeClass: madeClass, keyNeedsDefine: needsDefine, adapteeNeedsDefine: adapteeNeedsDefine,
            configurationFactory: configurationFactory(send),
            factoryIsFunction: MakingFactoryForms.takesFunction(parts: send.parts))
        if form.alsoRegistersIdentifier {
            addRegistration(
                .identifier, key: primary, argument: keyArgument, route: form.route, receiver: receiver,
                enclosingType: enclosingType, at: at, reportMissingKey: false)
        }
    }

    mutating func addRegistration(
        _ kind: RegistrationKind, key: String?, argument: Range<Int>, adaptee: String? = nil,
        routableKind: RoutableKind? = nil,
        registryFromOwner: Bool = false, route: RegistrationRoute, receiver: String?, enclosingType: String,
        at token: ObjCToken,
        reportMissingKey: Bool = true, madeClass: String? = nil, keyNeedsDefine: Bool = false,
        adapteeNeedsDefine: Bool = false,
        blockRoute: SourceLocation? = nil,
        configurationFactory: ConfigurationFactory? = nil, factoryIsFunction: Bool = false
    ) {
        guard let key else {
            let spelling = argument.isEmpty ? "" : ObjCTokenSpelling.type(code[argument])
            let at = argument.isEmpty ? token : code[argument.lowerBound]
            if reportMissingKey {
                diagnose(
                    .warning, "cannot read the key of `\(token.text)` statically: `\(spelling)`", at: at,
                    rule: .dynamicRegistration)
            }
            // Kept so that the checks know some key of this kind is registered.
            facts.unreadKeys.append(UnreadKey(kind: kind, spelling: spelling, location: location(at)))
            return
        }
        var fact = RegistrationFact(
            kind: kind, key: key, adaptee: adaptee, routableKind: routableKind, registryFromOwner: registryFromOwner,
            receiver: receiver, route: route, enclosingType: enclosingType, location: location(token),
            condition: fullCondition(token), madeClass: madeClass
        )
        fact.keyNeedsDefine = keyNeedsDefine
        fact.adapteeNeedsDefine = adapteeNeedsDefine
        fact.blockRoute = blockRoute
        fact.configurationFactory = configurationFactory
        fact.factoryIsFunction = factoryIsFunction
        if currentHelper != nil {
            currentHelper!.registrations.append(fact)
        } else {
            facts.registrations.append(fact)
        }
    }

    /// The class `-destinationWithConfiguration:`'s returns instantiate, `return nil;` aside.
    private func destinationClass(of method: ObjCTranslationUnit.Method) -> String? {
        let start = codeIndex(atOrAfter: method.start)
        let end = min(code.count, codeIndex(atOrAfter: method.end) + 1)
        guard let open = (start..<end).first(where: { code[$0].is("{") }),
            let close = ObjCTokenReading.matchingClose(code, from: open)
        else { return nil }
        return ObjCConfigurationReading.returned(code, (open + 1)..<close, skippingNil: true)?.name
    }
}

/// The first parts of a set of selectors: a send whose selector starts otherwise matches none.
private struct SelectorStarts {
    private let firstParts: WordSet
    /// A selector without parts would match any send.
    private let matchesEverySend: Bool

    init(_ selectors: [[String]]) {
        firstParts = WordSet(selectors.compactMap(\.first))
        matchesEverySend = selectors.contains { $0.isEmpty }
    }

    func mayMatch(_ parts: [String]) -> Bool {
        if matchesEverySend { return true }
        guard let first = parts.first else { return false }
        return firstParts.contains(first)
    }
}
