import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// Routable declarations (docs/ZIKRouter-semantics.md#routable-protocols-swift) and use sites (docs/ZIKRouter-semantics.md#use-sites-swift).
struct SwiftDeclarationAndUseSiteTests {
    @Test func routableExtensionsOfAllFourKinds() {
        let facts = Snippet.facts(
            """
            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            extension RoutableViewModule where Protocol == LoginModuleInput {
                init() { self.init(declaredTypeName: "LoginModuleInput") }
            }
            extension ZRouter.RoutableService where Protocol == LoginService {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            #if DEBUG
            extension RoutableServiceModule where Protocol == UIViewController & DebugModule {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            #endif
            extension RoutableView where Protocol: AnyObject {}
            extension Array where Element == Int {}
            """)
        #expect(
            facts.routableDeclarations.map { "\($0.kind.rawValue) \($0.protocolName)" } == [
                "view LoginViewInput", "viewModule LoginModuleInput", "service LoginService",
                "serviceModule UIViewController & DebugModule",
            ])
        #expect(facts.routableDeclarations.last?.condition.text == "DEBUG")
        #expect(facts.useSites.isEmpty, "the declaring initialisers are not requests for a route")
        #expect(facts.routableDeclarations.first?.location.line == 1)
    }

    /// ZRouter's `extension RoutableView where Protocol: ZIKViewRoutable` (and its three kin) make
    /// every protocol that inherits a routable root routable, and so every protocol inheriting one
    /// of those: `@objc protocol CartInput: ZIKViewRoutable` is requested as `RoutableView<CartInput>()`
    /// or `ZIKRouterToView(CartInput)` with no extension of its own.
    @Test func protocolsInheritingARoutableRootAreDeclarations() {
        let facts = Snippet.facts(
            """
            @objc protocol CartInput: ZIKViewRoutable { var itemCount: Int { get } }
            @objc protocol CartModuleInput: ZIKRouter.ZIKViewModuleRoutable {}
            @objc public protocol PaymentInput: AnyObject, ZIKServiceRoutable {}
            protocol PaymentModuleInput: ZIKServiceModuleRoutable {}
            protocol EditableCartInput: CartInput {}
            protocol PlainInput: AnyObject {}
            """)
        #expect(
            facts.routableDeclarations.map { "\($0.kind.rawValue) \($0.protocolName) \($0.location.line)" } == [
                "view CartInput 1", "viewModule CartModuleInput 2", "service PaymentInput 3",
                "serviceModule PaymentModuleInput 4",
            ])
        #expect(facts.protocolInheritance.map(\.protocolName).contains("EditableCartInput"))
    }

    static let useSiteForms: [(code: String, expected: String)] = [
        (
            "Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: self))",
            "viewProtocol LoginViewInput Router.perform"
        ),
        (
            "Router.to(RoutableViewModule<LoginModuleInput>())?.perform(path: .presentModally(from: self), configuring: { _, _ in })",
            "viewModuleProtocol LoginModuleInput Router.to"
        ),
        (
            "let s = Router.makeDestination(to: RoutableService<LoginService>())",
            "serviceProtocol LoginService Router.makeDestination"
        ),
        ("Router.to(RoutableServiceModule<Svc>())", "serviceModuleProtocol Svc Router.to"),
        ("let switchable = SwitchableView(RoutableView<Other>())", "viewProtocol Other SwitchableView"),
        ("Router.to(viewIdentifier: \"login\")", "viewIdentifier login Router.to(viewIdentifier:)"),
        ("Router.to(serviceIdentifier: \"svc\")", "serviceIdentifier svc Router.to(serviceIdentifier:)"),
        (
            "ZIKAnyViewRouter.toIdentifier(\"login\")?.perform(path: .push(from: self))",
            "viewIdentifier login ZIKAnyViewRouter.toIdentifier"
        ),
        ("ZIKAnyServiceRouter.toIdentifier(\"svc\")", "serviceIdentifier svc ZIKAnyServiceRouter.toIdentifier"),
        (
            "ZIKAnyViewRouter.performURL(URL(string: \"app://login/1\")!, fromSource: self)",
            "viewURL app://login/1 ZIKAnyViewRouter.performURL"
        ),
        // A URL by name: resolution gives it the string a constant gives `url`, or no key.
        ("ZIKAnyServiceRouter.performURL(url)", "serviceURL url ZIKAnyServiceRouter.performURL"),
    ]

    @Test(arguments: useSiteForms)
    func useSites(code: String, expected: String) {
        let facts = Snippet.facts("func show() {\n    \(code)\n}")
        #expect(facts.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-") \($0.api)" } == [expected])
        #expect(facts.useSites.first?.location.line == 2)
    }

    @Test func inferredProtocolAtAUseSiteIsReported() {
        let facts = Snippet.facts("func f() { let x: RoutableView<P> = RoutableView(); Router.to(x) }")
        #expect(facts.useSites.isEmpty)
        #expect(facts.diagnostics.map(\.rule) == ["inferred-routable"])
    }

    @Test func useSitesUnderIfKeepTheirCondition() {
        let facts = Snippet.facts(
            """
            func f() {
                #if DEBUG
                Router.to(RoutableView<DebugMenu>())
                #endif
            }
            """)
        #expect(facts.useSites.first?.condition.text == "DEBUG")
    }
}
