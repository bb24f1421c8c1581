import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Every registration form of docs/ZIKRouter-semantics.md#registration-calls, one case each, and the receiver rule (docs/ZIKRouter-semantics.md#registration-attribution-rule).
struct SwiftRegistrationTests {
    /// Registrations of a view router whose body is `body`.
    private func viewRouterRegistrations(_ body: String) -> [String] {
        let graph = Snippet.graph(
            """
            class R: ZIKViewRouter<AnyObject, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    \(body)
                }
            }
            """)
        return Snippet.registrations(of: "R", in: graph)
    }

    private func serviceRouterRegistrations(_ body: String) -> [String] {
        let graph = Snippet.graph(
            """
            class R: ZIKServiceRouter<AnyObject, PerformRouteConfig> {
                override static func registerRoutableDestination() {
                    \(body)
                }
            }
            """)
        return Snippet.registrations(of: "R", in: graph)
    }

    static let viewForms: [(body: String, expected: [String])] = [
        ("registerView(LoginViewController.self)", ["view LoginViewController"]),
        ("registerExclusiveView(LoginViewController.self)", ["exclusiveView LoginViewController"]),
        ("registerViewProtocol(LoginViewInput.self)", ["viewProtocol LoginViewInput"]),
        ("registerModuleProtocol(LoginModuleInput.self)", ["viewModuleProtocol LoginModuleInput"]),
        ("registerIdentifier(\"com.app.login\")", ["identifier com.app.login"]),
        ("registerURLPattern(\"app://login/:id\")", ["urlPattern app://login/:id", "identifier app://login/:id"]),
        ("register(RoutableView<LoginViewInput>())", ["viewProtocol LoginViewInput"]),
        ("register(RoutableViewModule<LoginModuleInput>())", ["viewModuleProtocol LoginModuleInput"]),
        (
            "register(RoutableView<LoginViewInput>(declaredProtocol: LoginViewInput.self))",
            ["viewProtocol LoginViewInput"]
        ),
        (
            "register(RoutableView<LoginViewInput>(declaredTypeName: \"LoginViewInput\"))",
            ["viewProtocol LoginViewInput"]
        ),
        // A composition is keyed canonically in the graph: members sorted (the spelling stays in `writtenKey`).
        (
            "register(RoutableView<UIViewController & LoginViewInput>())",
            ["viewProtocol LoginViewInput & UIViewController"]
        ),
        ("self.register(ZRouter.RoutableView<LoginViewInput>())", ["viewProtocol LoginViewInput"]),
        ("Self.registerView(LoginViewController.self)", ["view LoginViewController"]),
        ("super.registerIdentifier(\"x\")", ["identifier x"]),
    ]

    @Test(arguments: viewForms)
    func viewRouterForms(body: String, expected: [String]) {
        #expect(viewRouterRegistrations(body) == expected)
    }

    static let serviceForms: [(body: String, expected: [String])] = [
        ("registerService(LoginService.self)", ["service LoginService"]),
        ("registerExclusiveService(LoginService.self)", ["exclusiveService LoginService"]),
        ("registerServiceProtocol(LoginServiceInput.self)", ["serviceProtocol LoginServiceInput"]),
        // The selector is shared; the owner's registry decides (view or service module).
        ("registerModuleProtocol(LoginServiceModuleInput.self)", ["serviceModuleProtocol LoginServiceModuleInput"]),
        ("register(RoutableService<LoginServiceInput>())", ["serviceProtocol LoginServiceInput"]),
        (
            "register(RoutableServiceModule<LoginServiceModuleInput>())",
            ["serviceModuleProtocol LoginServiceModuleInput"]
        ),
    ]

    @Test(arguments: serviceForms)
    func serviceRouterForms(body: String, expected: [String]) {
        #expect(serviceRouterRegistrations(body) == expected)
    }

    static let easyForms: [(body: String, expected: [String])] = [
        (
            "ZIKAnyViewRouter.register(RoutableView<P>(), forMakingView: VC.self)",
            ["viewProtocol P (makingDestination)"]
        ),
        (
            "ZIKAnyViewRouter.register(RoutableView<P>(), forMakingView: VC.self) { config in VC() }",
            ["viewProtocol P (makingDestination)"]
        ),
        (
            "ZIKAnyViewRouter.register(RoutableViewModule<M>(), forMakingView: VC.self, making: { Config() })",
            ["viewModuleProtocol M (makingDestination)"]
        ),
        (
            "ZIKViewRouter<VC, ViewRouteConfig>.registerViewProtocol(P.self, forMakingView: VC.self)",
            ["viewProtocol P (makingDestination)"]
        ),
        (
            "ZIKAnyViewRouter.registerIdentifier(\"easy\", forMakingView: VC.self, making: { _ in VC() })",
            ["identifier easy (makingDestination)"]
        ),
        (
            "ZIKAnyServiceRouter.register(RoutableService<S>(), forMakingService: Svc.self)",
            ["serviceProtocol S (makingDestination)"]
        ),
        (
            "ZIKAnyServiceRouter.registerModuleProtocol(SM.self, forMakingService: Svc.self, factory: makeSvc)",
            ["serviceModuleProtocol SM (makingDestination)"]
        ),
    ]

    @Test(arguments: easyForms)
    func classLevelEasyRegistrationsBelongToTheEnclosingRouter(body: String, expected: [String]) {
        #expect(viewRouterRegistrations(body) == expected)
    }

    @Test func adapters() {
        let graph = Snippet.graph(
            """
            class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<A>(), forAdaptee: RoutableView<B>())
                    register(adapter: RoutableViewModule<MA>(), forAdaptee: RoutableViewModule<MB>())
                    registerDestinationAdapter(C.self, forAdaptee: D.self)
                    registerModuleAdapter(E.self, forAdaptee: F.self)
                }
            }
            class ServiceAdapter: ZIKServiceRouteAdapter {
                override class func registerRoutableDestination() {
                    registerDestinationAdapter(G.self, forAdaptee: H.self)
                }
            }
            """)
        #expect(
            Snippet.registrations(of: "Adapter", in: graph) == [
                "adapter A->B", "adapter MA->MB", "adapter C->D", "adapter E->F",
            ])
        #expect(
            graph.routers.first { $0.name == "Adapter" }?.registrations.map(\.routableKind) == [
                .view, .viewModule, .view, .viewModule,
            ])
        #expect(graph.routers.first { $0.name == "ServiceAdapter" }?.registrations.map(\.routableKind) == [.service])
    }

    @Test func receiverRuleAttributesToTheNamedRouter() {
        let graph = Snippet.graph([
            (
                "Sources/App/Login.swift",
                "class LoginViewRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier(\"login\") } }"
            ),
            (
                "Sources/App/Adapter.swift",
                """
                class AppAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        LoginViewRouter.register(RoutableView<LoginViewInput>())
                        register(adapter: RoutableView<A>(), forAdaptee: RoutableView<LoginViewInput>())
                    }
                }
                """
            ),
        ])
        // Registrations come in path order, then source order: Adapter.swift before Login.swift.
        #expect(
            Snippet.registrations(of: "LoginViewRouter", in: graph) == [
                "viewProtocol LoginViewInput", "identifier login",
            ])
        #expect(Snippet.registrations(of: "AppAdapter", in: graph) == ["adapter A->LoginViewInput"])
        #expect(
            graph.routers.first { $0.name == "LoginViewRouter" }?.registrations.first?.enclosingType == "AppAdapter")
    }

    @Test func anUnknownReceiverIsReportedNotGuessed() {
        let graph = Snippet.graph(
            """
            class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() { VendorRouter.registerIdentifier("vendor") }
            }
            """)
        #expect(Snippet.registrations(of: "Adapter", in: graph) == [])
        #expect(graph.unattributedRegistrations.map(\.key) == ["vendor"])
        #expect(
            graph.diagnostics.contains {
                $0.rule == "unknown-registration-owner" && $0.message.contains("VendorRouter")
            })
    }

    @Test func blockRoutesInAChainAndThroughAVariable() {
        let registrations = viewRouterRegistrations(
            """
            ZIKViewRoute<LoginViewController, ViewRouteConfig>
                        .make(withDestination: LoginViewController.self, makeDestination: { _, _ in LoginViewController() })
                        .registerDestinationProtocol(LoginViewInput.self)
                        .registerIdentifier("block-login")
                        .prepareDestination({ _, _, _ in })
                    let route = ZIKAnyViewRoute.make(withExclusiveDestination: Splash.self, makeDestination: { _, _ in nil })
                    route.register(RoutableView<SplashInput>())
                    route.registerURLPattern("app://splash")
                    ZIKServiceRoute<AnyObject, PerformRouteConfig>.make(withDestination: Svc.self, makeDestination: { _, _ in nil })
                        .registerModuleProtocol(SvcModule.self)
            """)
        #expect(
            registrations == [
                "view LoginViewController (blockRoute)",
                "viewProtocol LoginViewInput (blockRoute)",
                "identifier block-login (blockRoute)",
                "exclusiveView Splash (blockRoute)",
                "viewProtocol SplashInput (blockRoute)",
                "urlPattern app://splash (blockRoute)",
                "identifier app://splash (blockRoute)",
                "service Svc (blockRoute)",
                "serviceModuleProtocol SvcModule (blockRoute)",
            ])
    }

    @Test func conditionsInsideTheBody() {
        let graph = Snippet.graph(
            """
            #if os(iOS)
            class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("always")
                    #if DEBUG
                    registerIdentifier("debug")
                    #elseif BETA
                    registerIdentifier("beta")
                    #else
                    registerIdentifier("release")
                    #endif
                }
            }
            #endif
            """)
        let conditions = graph.routers.first?.registrations.map { $0.condition.text ?? "-" }
        #expect(
            conditions == ["os(iOS)", "os(iOS) && DEBUG", "os(iOS) && !DEBUG && BETA", "os(iOS) && !DEBUG && !BETA"])
        #expect(graph.routers.first?.condition.text == "os(iOS)")
    }

    @Test func sameClassInBothBranchesKeepsEachBranchsRegistrations() {
        let graph = Snippet.graph(
            """
            #if os(Linux)
            class R: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("linux") } }
            #else
            class R: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("other") } }
            #endif
            """)
        #expect(graph.routers.map { $0.registrations.map(\.key) } == [["linux"], ["other"]])
    }

    @Test func dynamicKeysAndInferredProtocolsAreReportedNotInvented() {
        let graph = Snippet.graph(
            """
            class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier(identifierFromPlist)
                    register(RoutableView())
                    registerView(destinationClass)
                }
            }
            """)
        #expect(graph.routers.first?.registrations == [])
        #expect(graph.diagnostics.filter { $0.rule == "dynamic-registration" }.count == 2)
        #expect(graph.diagnostics.filter { $0.rule == "inferred-routable" }.count == 1)
    }

    @Test func registrationsOutsideTheBodyAreReportedAndOtherRegisterCallsIgnored() {
        let source = """
            class R: ZIKAnyViewRouter {
                static func helper() { registerIdentifier("elsewhere") }
            }
            func configure(container: Container) {
                container.register(Logger.self) { _ in Logger() }
                container.register(AnalyticsService())
            }
            """
        let facts = Snippet.facts(source)
        #expect(facts.registrations.isEmpty)
        // The static method is a helper; whether a register body calls it is decided on the graph.
        #expect(facts.helpers.map(\.key) == ["R.helper"])
        #expect(
            Snippet.graph(source).diagnostics.filter { $0.rule == "registration-outside-register" }.map {
                $0.location!.line
            } == [2])
        #expect(facts.useSites.isEmpty)
    }

    @Test func registrationLocationPointsAtTheMethodName() {
        let facts = Snippet.facts(
            """
            class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    Self.registerIdentifier("x")
                }
            }
            """)
        #expect(
            facts.registrations.first?.location
                == SourceLocation(file: "Sources/App/Snippet.swift", line: 3, column: 14))
    }

    @Test func sameNamedRoutersOfTwoModulesKeepTheirOwnRegistrations() {
        let graph = Snippet.graph([
            (
                "Sources/FeedKit/Detail.swift",
                "public final class DetailViewRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() { registerIdentifier(\"feed\") } }"
            ),
            (
                "Sources/SearchKit/Detail.swift",
                "public final class DetailViewRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() { registerIdentifier(\"search\") } }"
            ),
        ])
        let byModule = Dictionary(
            uniqueKeysWithValues: graph.routers.map { ($0.module ?? "", $0.registrations.map(\.key)) })
        #expect(byModule == ["FeedKit": ["feed"], "SearchKit": ["search"]])
    }
}

struct SwiftReceiverAcrossModulesTests {
    @Test func aReceiverNamedInTwoModulesMeansTheCallersOwn() {
        let graph = Snippet.graph(
            [
                (
                    "Sources/FeedKit/Detail.swift",
                    "public final class DetailViewRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
                ),
                (
                    "Sources/SearchKit/Detail.swift",
                    "public final class DetailViewRouter: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
                ),
                (
                    "Sources/SearchKit/Adapter.swift",
                    """
                    final class SearchAdapter: ZIKViewRouteAdapter {
                        override class func registerRoutableDestination() { DetailViewRouter.register(RoutableView<SearchDetailInput>()) }
                    }
                    """
                ),
            ],
            config: {
                var config = RouteGenConfig(); config.resolve.registryModule = "SearchKit"; return config
            }())
        let owners = graph.routers.filter { !$0.registrations.isEmpty }.map { "\($0.module ?? "-").\($0.name)" }
        #expect(owners == ["SearchKit.DetailViewRouter"])
    }

    /// `registerView(AppLoginScreen.self)` through a typealias registers the class behind it, as
    /// Swift sees it; so do the class a `forMaking…` registration makes and a nested typealias.
    @Test func aDestinationRegisteredThroughATypealiasIsTheClass() throws {
        let graph = Snippet.graph(
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol LoginViewInput: AnyObject {}
            protocol SignupViewInput: AnyObject {}
            typealias AppLoginScreen = LoginViewController

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}
            final class SignupViewController: UIViewController, ZIKRoutableView, SignupViewInput {}

            final class LoginViewRouter: ZIKViewRouter<AppLoginScreen, ViewRouteConfig> {
                typealias Signup = SignupViewController

                override class func registerRoutableDestination() {
                    registerView(AppLoginScreen.self)
                    register(RoutableView<LoginViewInput>())
                    ZIKAnyViewRouter.register(RoutableView<SignupViewInput>(), forMakingView: Signup.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> AppLoginScreen? {
                    AppLoginScreen()
                }
            }

            extension RoutableView where Protocol == LoginViewInput {
                init() { self.init(declaredProtocol: LoginViewInput.self) }
            }
            extension RoutableView where Protocol == SignupViewInput {
                init() { self.init(declaredProtocol: SignupViewInput.self) }
            }
            """, path: "Sources/App/Login.swift")
        let registrations = try #require(graph.routers.first { $0.name == "LoginViewRouter" }?.registrations)
        let view = try #require(registrations.first { $0.kind == .view })
        #expect(view.key == "LoginViewController")
        #expect(view.writtenKey == "AppLoginScreen")
        #expect(registrations.first { $0.route == .makingDestination }?.madeClass == "SignupViewController")
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.severity != .note }
        #expect(findings.map(\.rendered) == [])
    }
}
