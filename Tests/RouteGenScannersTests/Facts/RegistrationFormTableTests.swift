import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// Driven by the forms tables: every registration form is read by the scanner of each language
/// that spells it, with the meaning its row gives, and gets past both pre-filters. A new row is
/// covered here without writing its snippet by hand.
struct RegistrationFormTableTests {
    // MARK: Arguments, written the way router code writes them

    static let destinationClass = "LoginViewController"
    static let protocolKey = "LoginViewInput"
    static let adapteeKey = "LegacyLoginInput"
    static let stringKey = "app://login/:userID"

    /// What a form's registrations read, in order, as `kind key[->adaptee] (route) [owner]`.
    static func expected(_ form: RegistrationForm, entry: RoutableKind?) -> [String] {
        let (kind, fromOwner) = form.kind(entry: entry)
        let key =
            switch form.key {
            case .destinationClass: destinationClass
            case .protocolName, .routableEntry: protocolKey
            case .string: stringKey
            }
        var text = "\(kind.rawValue) \(key)"
        if form.adaptee != nil { text += "->\(adapteeKey)" }
        if form.route != .router { text += " (\(form.route.rawValue))" }
        if fromOwner { text += " owner" }
        var lines = [text]
        if form.alsoRegistersIdentifier {
            lines.append("identifier \(key)" + (form.route != .router ? " (\(form.route.rawValue))" : ""))
        }
        return lines
    }

    static func describe(_ facts: FileFacts) -> [String] {
        facts.registrations.map { fact in
            var text = "\(fact.kind.rawValue) \(fact.key)"
            if let adaptee = fact.adaptee { text += "->\(adaptee)" }
            if fact.route != .router { text += " (\(fact.route.rawValue))" }
            if fact.registryFromOwner { text += " owner" }
            return text
        }
    }

    /// The routable entry a Swift form's key is written with: a service entry where the form
    /// makes a service.
    static func entryKind(_ spelling: SwiftCallSpelling) -> RoutableKind {
        spelling.labels.contains("forMakingService") ? .service : .view
    }

    // MARK: Swift

    /// One call of the form, with an extra trailing closure argument when the form accepts more.
    static func swiftCall(_ form: RegistrationForm, withTail: Bool) -> String {
        let spelling = form.swift!
        let entry = entryKind(spelling).swiftEntryType
        var arguments: [String] = []
        for (index, label) in spelling.labels.enumerated() {
            let value: String
            switch (index, label) {
            case (0, _):
                value =
                    switch form.key {
                    case .destinationClass: "\(destinationClass).self"
                    case .protocolName: "\(protocolKey).self"
                    case .string: "\"\(stringKey)\""
                    case .routableEntry: "\(entry)<\(protocolKey)>()"
                    }
            case (_, "forAdaptee"):
                if case .routableEntry = form.adaptee {
                    value = "\(entry)<\(adapteeKey)>()"
                } else {
                    value = "\(adapteeKey).self"
                }
            default:
                value = "\(destinationClass).self"
            }
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        if withTail { arguments.append("making: { _ in \(destinationClass)() }") }
        return "\(spelling.method)(\(arguments.joined(separator: ", ")))"
    }

    static var swiftCases: [(row: Int, withTail: Bool)] {
        RegistrationForm.all.indices.flatMap { index -> [(row: Int, withTail: Bool)] in
            let form = RegistrationForm.all[index]
            guard form.swift != nil else { return [] }
            return form.acceptsMoreArguments ? [(index, false), (index, true)] : [(index, false)]
        }
    }

    @Test(arguments: swiftCases)
    func swiftScannerReadsEveryForm(row: Int, withTail: Bool) {
        let form = RegistrationForm.all[row]
        let base =
            form.adaptee != nil ? "ZIKViewRouteAdapter" : "ZIKViewRouter<\(Self.destinationClass), ViewRouteConfig>"
        let facts = Snippet.facts(
            """
            import ZRouter

            final class LoginViewRouter: \(base) {
                override class func registerRoutableDestination() {
                    \(Self.swiftCall(form, withTail: withTail))
                }
            }
            """)
        #expect(facts.diagnostics.isEmpty, "\(form.swift!)")
        #expect(Self.describe(facts) == Self.expected(form, entry: Self.entryKind(form.swift!)), "\(form.swift!)")
    }

    // MARK: Objective-C

    static func objcSend(_ form: RegistrationForm, withTail: Bool, protocolSpelling: (String) -> String) -> String {
        var parts: [String] = []
        for (index, part) in form.objc!.parts.enumerated() {
            let value: String
            switch (index, part) {
            case (0, _):
                value =
                    switch form.key {
                    case .destinationClass: "[\(destinationClass) class]"
                    case .protocolName, .routableEntry: protocolSpelling(protocolKey)
                    case .string: "@\"\(stringKey)\""
                    }
            case (_, "forAdaptee"):
                value = protocolSpelling(adapteeKey)
            default:
                value = "[\(destinationClass) class]"
            }
            parts.append("\(part):\(value)")
        }
        if withTail {
            parts.append(
                "making:^id _Nullable(ZIKViewRouteConfiguration *config) {\n        return [[\(destinationClass) alloc] init];\n    }"
            )
        }
        return "[self \(parts.joined(separator: " "))];"
    }

    static var objcCases: [(row: Int, withTail: Bool, atProtocol: Bool)] {
        RegistrationForm.all.indices.flatMap { index -> [(row: Int, withTail: Bool, atProtocol: Bool)] in
            let form = RegistrationForm.all[index]
            guard form.objc != nil else { return [] }
            let tails = form.acceptsMoreArguments ? [false, true] : [false]
            return tails.flatMap { tail in [(index, tail, false), (index, tail, true)] }
        }
    }

    @Test(arguments: objcCases)
    func objcScannerReadsEveryForm(row: Int, withTail: Bool, atProtocol: Bool) {
        let form = RegistrationForm.all[row]
        let base = form.adaptee != nil ? "ZIKViewRouteAdapter" : "ZIKViewRouter"
        let facts = ObjCFileScanner.facts(
            path: "Sources/App/LoginViewRouter.m",
            source: """
                #import "LoginViewRouter.h"
                @import ZIKRouter.Internal;

                @interface LoginViewRouter : \(base)
                @end

                @implementation LoginViewRouter

                + (void)registerRoutableDestination {
                    \(Self.objcSend(form, withTail: withTail) { atProtocol ? "@protocol(\($0))" : "ZIKRoutable(\($0))" })
                }

                @end
                """)
        #expect(facts.diagnostics.isEmpty, "\(form.objc!)")
        #expect(Self.describe(facts) == Self.expected(form, entry: nil), "\(form.objc!)")
    }

    // MARK: Block routes

    static func blockKey(_ form: BlockRouteForm) -> String {
        switch form.key {
        case .destinationClass: destinationClass
        case .protocolName, .routableEntry: protocolKey
        case .string: stringKey
        }
    }

    static func expectedBlock(_ form: BlockRouteForm, isService: Bool) -> [String] {
        var kinds = form.kinds(onServiceRoute: isService)
        if case .routableEntry = form.meaning { kinds = [isService ? .serviceProtocol : .viewProtocol] }
        return kinds.map { "\($0.rawValue) \(blockKey(form)) (blockRoute)" }
    }

    static var routeTypeNames: [String] { BlockRouteForm.routeTypes.keys.sorted() }

    /// A route type as Swift code names it: the generic classes specialised, aliases bare.
    static func swiftRouteType(_ name: String, isService: Bool) -> String {
        guard name == "ZIKViewRoute" || name == "ZIKServiceRoute" else { return name }
        return "\(name)<\(destinationClass), \(isService ? "PerformRouteConfig" : "ViewRouteConfig")>"
    }

    /// A route type as Objective-C code names it: macros with their argument, the classes with
    /// type arguments, typedefs bare.
    static func objcRouteType(_ name: String, isService: Bool) -> String {
        if name.hasPrefix("ZIKModule") { return "\(name)(LoginModuleInput)" }
        if name.hasPrefix("ZIKDestination") { return "\(name)(\(destinationClass) *)" }
        if name.hasPrefix("ZIKAny") { return name }
        return
            "\(name)<\(destinationClass) *, \(isService ? "ZIKPerformRouteConfiguration" : "ZIKViewRouteConfiguration") *>"
    }

    /// Every block-route form, on every block-route type: a creating form alone, a chain form after
    /// the plain creator of its language.
    @Test(arguments: routeTypeNames)
    func swiftScannerReadsEveryBlockRouteForm(routeType: String) {
        let isService = BlockRouteForm.routeTypes[routeType]!
        let entry = isService ? "RoutableService" : "RoutableView"
        let creator = BlockRouteForm.all.first { $0.createsRoute && $0.swift != nil }!
        for form in BlockRouteForm.all where form.swift != nil {
            let spelling = form.swift!
            func argument(_ form: BlockRouteForm) -> String {
                switch form.key {
                case .destinationClass, .protocolName: "\(Self.blockKey(form)).self"
                case .string: "\"\(Self.stringKey)\""
                case .routableEntry: "\(entry)<\(Self.protocolKey)>()"
                }
            }
            func call(_ form: BlockRouteForm) -> String {
                let labels = form.swift!.labels
                var arguments = [labels[0] == "_" ? argument(form) : "\(labels[0]): \(argument(form))"]
                if labels.count > 1 { arguments.append("\(labels[1]): { _, _ in \(Self.destinationClass)() }") }
                return "\(form.swift!.method)(\(arguments.joined(separator: ", ")))"
            }
            let chain = form.createsRoute ? call(form) : "\(call(creator))\n            .\(call(form))"
            let facts = Snippet.facts(
                """
                import ZRouter

                final class LoginViewAdapter: \(isService ? "ZIKServiceRouteAdapter" : "ZIKViewRouteAdapter") {
                    override class func registerRoutableDestination() {
                        \(Self.swiftRouteType(routeType, isService: isService)).\(chain)
                    }
                }
                """)
            let expected =
                (form.createsRoute ? [] : Self.expectedBlock(creator, isService: isService))
                + Self.expectedBlock(form, isService: isService)
            #expect(facts.diagnostics.isEmpty, "\(routeType) \(spelling)")
            #expect(Self.describe(facts) == expected, "\(routeType) \(spelling)")
        }
    }

    @Test(arguments: routeTypeNames)
    func objcScannerReadsEveryBlockRouteForm(routeType: String) {
        let isService = BlockRouteForm.routeTypes[routeType]!
        let creator = BlockRouteForm.all.first { if case .classMessage = $0.objc { true } else { false } }!
        func creation(_ form: BlockRouteForm) -> String {
            let rest =
                "[\(Self.destinationClass) class] makeDestination:^id _Nullable(id config, id router) {\n        return [[\(Self.destinationClass) alloc] init];\n    }"
            switch form.objc! {
            case .classMessage(let part):
                return "[\(Self.objcRouteType(routeType, isService: isService)) \(part):\(rest)]"
            case .initializer(let part):
                return "[[\(Self.objcRouteType(routeType, isService: isService)) alloc] \(part):\(rest)]"
            case .blockProperty: return ""
            }
        }
        for form in BlockRouteForm.all where form.objc != nil {
            let statement: String
            if case .blockProperty(let name) = form.objc! {
                let argument =
                    switch form.key {
                    case .destinationClass: "[\(Self.destinationClass) class]"
                    case .protocolName, .routableEntry: "ZIKRoutable(\(Self.protocolKey))"
                    case .string: "@\"\(Self.stringKey)\""
                    }
                statement = "\(creation(creator))\n    .\(name)(\(argument));"
            } else {
                statement = creation(form) + ";"
            }
            let facts = ObjCFileScanner.facts(
                path: "Sources/App/LoginViewAdapter.m",
                source: """
                    @interface LoginViewAdapter : \(isService ? "ZIKServiceRouteAdapter" : "ZIKViewRouteAdapter")
                    @end

                    @implementation LoginViewAdapter

                    + (void)registerRoutableDestination {
                        \(statement)
                    }

                    @end
                    """)
            let expected =
                (form.createsRoute ? [] : Self.expectedBlock(creator, isService: isService))
                + Self.expectedBlock(form, isService: isService)
            #expect(facts.diagnostics.isEmpty, "\(routeType) \(form.objc!.name)")
            #expect(Self.describe(facts) == expected, "\(routeType) \(form.objc!.name)")
        }
    }

    // MARK: Pre-filters

    /// The call alone, outside any declaration, so that no declaration marker lets it through.
    @Test func everyFormSpellingGetsPastBothPrefilters() {
        for form in RegistrationForm.all {
            if form.swift != nil {
                let text = "LoginKit." + Self.swiftCall(form, withTail: false)
                #expect(SwiftPrefilter.mayHoldRoutes(text), "\(text)")
                #expect(Self.swiftSurveyMustParse(text), "\(text)")
            }
            if form.objc != nil {
                let text = Self.objcSend(form, withTail: false) { "ZIKRoutable(\($0))" }
                #expect(ObjCPrefilter.mayHoldRoutes(Array(text.utf8)), "\(text)")
                #expect(Self.objcSurveyMustParse(text), "\(text)")
            }
        }
        for form in BlockRouteForm.all {
            if let spelling = form.swift {
                // A creating form counts only on a route type, which is what makes the file worth parsing.
                let texts =
                    form.createsRoute
                    ? Self.routeTypeNames.map { "let route = \($0)<A, B>.\(spelling.method)" }
                    : ["route.\(spelling.method)(x)"]
                for text in texts {
                    #expect(SwiftPrefilter.mayHoldRoutes(text), "\(text)")
                    #expect(Self.swiftSurveyMustParse(text), "\(text)")
                }
            }
            if let spelling = form.objc {
                let text = "route.\(spelling.name)(x);"
                #expect(ObjCPrefilter.mayHoldRoutes(Array(text.utf8)), "\(text)")
                #expect(Self.objcSurveyMustParse(text), "\(text)")
            }
        }
    }

    /// The derived lists are not so wide that anything passes.
    @Test func callsThatAreNoFormStayBehindThePrefilters() {
        #expect(!ObjCPrefilter.mayHoldRoutes(Array("[self registerCell:[LoginCell class] forReuse:@\"x\"];".utf8)))
        #expect(!Self.objcSurveyMustParse("[self registerCell:[LoginCell class] forReuse:@\"x\"];"))
        #expect(!SwiftPrefilter.mayHoldRoutes("tableView.dequeueReusableCell(withIdentifier: id)"))
        #expect(!Self.swiftSurveyMustParse("let route = make(withSomething: x)"))
    }

    @Test func markersAreMinimalAndIncludeEveryFormSpelling() {
        for markers in [PrefilterMarkers.swift, PrefilterMarkers.objc] {
            #expect(markers == markers.sorted())
            for marker in markers {
                #expect(
                    !markers.contains { $0 != marker && marker.contains($0) }, "\(marker) is covered by another marker")
            }
        }
        for spelling in PrefilterMarkers.swiftFormSpellings + NonFormMarkers.swift {
            #expect(PrefilterMarkers.swift.contains { spelling.contains($0) }, "\(spelling)")
        }
        for spelling in PrefilterMarkers.objcFormSpellings + NonFormMarkers.objc {
            #expect(PrefilterMarkers.objc.contains { spelling.contains($0) }, "\(spelling)")
        }
    }

    static func swiftSurveyMustParse(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { SwiftByteSurvey.summary(of: $0).mustParse }
    }

    static func objcSurveyMustParse(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ObjCByteSurvey.summary(of: $0).mustParse }
    }
}
