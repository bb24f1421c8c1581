import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct UnregisteredRouteRuleTests {
    let rule = UnregisteredRouteRule()

    static let declarations = """
        protocol LoginInput: AnyObject {}
        extension RoutableView where Protocol == LoginInput { init() { self.init(declaredProtocol: Protocol.self) } }
        """

    @Test func swiftUseOfAnUnregisteredProtocolIsAnErrorAtTheUseSite() {
        let found = CheckSnippet.findings(
            rule,
            Self.declarations + """

                func show() { Router.perform(to: RoutableView<LoginInput>(), path: .push(from: self)) }
                """)
        #expect(
            found == [
                "3:34: view protocol LoginInput requested by `Router.perform` is not registered: no router, adapter, `forMaking…` registration or block route registers it (it is declared routable in Snippet.swift)"
            ])
    }

    @Test func swiftRegistrationInAnotherFileSatisfiesTheUse() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/Use.swift",
                    Self.declarations
                        + "\nfunc show() { Router.perform(to: RoutableView<LoginInput>(), path: .push(from: self)) }"
                ),
                (
                    "Sources/App/Login.swift",
                    "final class LoginViewRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<LoginInput>()) } }"
                ),
            ])
        #expect(found.isEmpty)
    }

    @Test func swiftIdentifiersURLsAndServiceRegistry() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class HomeRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home")
                    registerURLPattern("app://user/:id")
                }
            }
            func go() {
                Router.to(viewIdentifier: "home")
                Router.to(serviceIdentifier: "home")
                ZIKAnyViewRouter.performURL("app://user/42", fromSource: self)
                ZIKAnyViewRouter.performURL("app://user/" + id, fromSource: self)
                ZIKAnyViewRouter.performURL("app://settings", fromSource: self)
            }
            """)
        #expect(
            found == [
                "9:5: service identifier \"home\" requested by `Router.to(serviceIdentifier:)` is not registered: no router, adapter, `forMaking…` registration or block route registers it",
                "12:5: view URL \"app://settings\" requested by `ZIKAnyViewRouter.performURL` matches no registered URL pattern",
            ])
    }

    @Test func swiftAdapterChainOfSeveralHopsResolves() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<A>(), forAdaptee: RoutableView<B>())
                    register(adapter: RoutableView<B>(), forAdaptee: RoutableView<C>())
                    register(adapter: RoutableView<C>(), forAdaptee: RoutableView<D>())
                }
            }
            final class DRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableView<D>()) } }
            func go() {
                Router.to(RoutableView<A>())
                Router.to(RoutableView<E>())
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("11:15: view protocol E") == true)
    }

    @Test func swiftAdapterChainEndingNowhereIsExplained() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableView<A>(), forAdaptee: RoutableView<B>())
                    register(adapter: RoutableView<B>(), forAdaptee: RoutableView<C>())
                }
            }
            extension RoutableView where Protocol == A { init() { self.init(declaredProtocol: Protocol.self) } }
            func go() { Router.to(RoutableView<A>()) }
            """)
        #expect(
            found == [
                "8:23: view protocol A requested by `Router.to` is not registered: it is adapted to B → C, which nothing registers"
            ])
    }

    @Test func swiftRegistrationOnlyInAnAbstractOrGenericRouterDoesNotCount() {
        let found = CheckSnippet.findings(
            rule,
            """
            class BaseRouter<D: AnyObject>: ZIKViewRouter<D, ViewRouteConfig> {
                override class func registerRoutableDestination() { register(RoutableView<Home>()) }
            }
            func go() { Router.to(RoutableView<Home>()) }
            """)
        #expect(found.count == 1)
        #expect(
            found.first?.contains(
                "only router BaseRouter registers it, from the `registerRoutableDestination` of BaseRouter, which is not registered: generic class"
            ) == true)
    }

    @Test func swiftModuleProtocolsAndIfBranches() {
        let found = CheckSnippet.findings(
            rule,
            """
            #if DEBUG
            final class DebugRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() { register(RoutableViewModule<Debug>()) } }
            #endif
            func go() {
                Router.to(RoutableViewModule<Debug>())
                Router.to(RoutableView<Debug>())
            #if !DEBUG
                Router.to(RoutableViewModule<Debug>())
            #endif
            }
            """)
        // A view-module registration answers no view-protocol lookup, and none under `#if !DEBUG`.
        #expect(found.map { String($0.prefix(5)) } == ["6:15:", "8:15:"])
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }

    /// `RoutableView<P>()` compiles only where `P` is declared routable: a protocol declared
    /// routable in no scanned file comes from a module routegen does not scan (a binary framework),
    /// most likely with the router that registers it. A note, not an error.
    @Test func aProtocolDeclaredInNoScannedFileIsANote() throws {
        let graph = Snippet.graph(
            """
            import PayKit

            final class Checkout {
                func pay(from source: UIViewController) {
                    Router.perform(to: RoutableView<PayViewInput>(), path: .push(from: source))
                }
            }
            """)
        let found = Checker.run(CheckContext(graph: graph)).filter { $0.rule == "unregistered-route" }
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(
            found.first?.message.hasSuffix(
                "PayViewInput is declared routable in no scanned file, so it may come with its router from a module routegen does not scan (a binary framework)"
            ) == true)
    }
}
