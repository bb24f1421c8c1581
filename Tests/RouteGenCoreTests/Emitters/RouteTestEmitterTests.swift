import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// What the generated route test asserts; that it compiles and runs is `RouteTestAppTests`.
struct RouteTestEmitterTests {
    static let sources: [(path: String, source: String)] = [
        (
            "Sources/LoginKit/LoginViewRouter.swift",
            """
            import ZRouter
            import ZIKRouter.Internal

            public class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override public class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                    register(RoutableViewModule<LoginModuleInput>())
                    registerIdentifier("login \\"main\\"")
                    registerURLPattern("app://login/:account/*")
                    #if DEBUG
                    register(RoutableView<DebugLoginInput>())
                    #endif
                }
            }

            #if os(iOS)
            public class PadLoginViewRouter: ZIKViewRouter<PadLoginViewController, ViewRouteConfig> {
                override public class func registerRoutableDestination() {
                    registerExclusiveView(PadLoginViewController.self)
                    register(RoutableView<PadLoginInput>())
                }
            }
            #endif
            """
        ),
        (
            "Sources/App/Services.swift",
            """
            import ZRouter

            final class SessionServiceRouter: ZIKServiceRouter<SessionService, PerformRouteConfig> {
                override class func registerRoutableDestination() {
                    registerService(SessionService.self)
                    register(RoutableService<SessionInput>())
                    registerIdentifier("session")
                }
            }

            class AbstractServiceRouter: ZIKServiceRouter<AnyObject, PerformRouteConfig> {
                override class func isAbstractRouter() -> Bool { self == AbstractServiceRouter.self }
                override class func registerRoutableDestination() {
                    register(RoutableService<NeverRegisteredInput>())
                }
            }

            final class AppServiceAdapter: ZIKServiceRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableService<AccountInput>(), forAdaptee: RoutableService<SessionInput>())
                }
            }
            """
        ),
    ]

    static func emitted() -> String {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        return RouteTestEmitter.emit(Snippet.graph(sources), config: config)
    }

    @Test func everyRegisteredKeyIsLookedUpInItsRegistry() {
        let test = Self.emitted()
        #expect(
            test.contains(
                #"XCTAssertNotNil(Router.to(RoutableView<LoginViewInput>()), "view protocol LoginViewInput (registered in LoginViewRouter.swift) resolves to no route")"#
            ))
        #expect(test.contains("XCTAssertNotNil(Router.to(RoutableViewModule<LoginModuleInput>())"))
        #expect(test.contains("XCTAssertNotNil(Router.to(RoutableService<SessionInput>())"))
        #expect(test.contains(#"XCTAssertNotNil(Router.to(serviceIdentifier: "session")"#))
        // An adapter protocol must resolve through its adapter.
        #expect(test.contains("XCTAssertNotNil(Router.to(RoutableService<AccountInput>())"))
        // A URL pattern is tried with a URL it matches.
        #expect(test.contains(#"ZIKAnyViewRouter.routerForURL("app://login/routegen-sample/routegen-sample")"#))
    }

    @Test func onlyRegistrationsTheRegistryRunsAreAsserted() {
        let test = Self.emitted()
        #expect(!test.contains("NeverRegisteredInput"), "an abstract router is never called")
        #expect(!test.contains("LoginViewController"), "destination classes are not lookups")
    }

    @Test func assertionsKeepTheirRegistrationsConditions() {
        let test = Self.emitted()
        #expect(
            test.contains(
                """
                        #if DEBUG
                        XCTAssertNotNil(Router.to(RoutableView<DebugLoginInput>())
                """))
        #expect(
            test.contains(
                """
                        #if os(iOS)
                        XCTAssertNotNil(Router.to(RoutableView<PadLoginInput>())
                """), "the router's own #if, once")
        #expect(!test.contains("os(iOS) && os(iOS)"))
    }

    @Test func stringsAreSwiftLiterals() {
        #expect(RouteTestEmitter.literal(#"a "b" \"c\" \u{41}\"#) == #""a \"b\" \"c\" \u{41}\\""#)
        let test = Self.emitted()
        // The scanner keeps the identifier as spelled in the source, escapes included: the literal
        // is the same one, so it names the same string at run time.
        #expect(test.contains(#"Router.to(viewIdentifier: "login \"main\"")"#), "\(test)")
    }

    @Test func setUpRegistersOnceWithAutoRegistrationOff() {
        let test = Self.emitted()
        #expect(
            test.contains(
                """
                        guard !registered else { return }
                        registered = true
                        ZIKRouteRegistry.autoRegister = false
                        RouteRegistry.registerAllRoutes()
                """))
        #expect(test.contains("@testable import App\n@testable import LoginKit\n"))
    }

    @Test func outputDoesNotDependOnFileOrder() {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        #expect(RouteTestEmitter.emit(Snippet.graph(Self.sources.reversed()), config: config) == Self.emitted())
    }
}
