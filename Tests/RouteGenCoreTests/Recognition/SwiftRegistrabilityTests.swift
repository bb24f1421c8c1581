import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Which routers the generated code may call, and why not the others (docs/ZIKRouter-semantics.md#registrable-router-at-runtime).
struct SwiftRegistrabilityTests {
    private func exclusion(_ name: String, in graph: RouteGraph) -> ExclusionReason?? {
        graph.routers.first { $0.name == name }.map(\.exclusion)
    }

    @Test func needsItsOwnRegisterRoutableDestination() {
        let graph = Snippet.graph(
            """
            class Parent: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            class Child: Parent {}
            """)
        #expect(exclusion("Parent", in: graph) == .some(nil))
        #expect(exclusion("Child", in: graph) == .missingOwnRegistration)
        #expect(
            Checker.withExclusionWarnings(graph).contains {
                $0.rule == "missing-own-registration" && $0.message.contains("Child")
            })
    }

    @Test func registerRoutableDestinationInAnExtensionCounts() {
        let graph = Snippet.graph([
            ("Sources/App/A.swift", "class LoginViewRouter: ZIKAnyViewRouter {}"),
            (
                "Sources/App/B.swift",
                """
                extension LoginViewRouter {
                    override class func registerRoutableDestination() { registerIdentifier("login") }
                }
                """
            ),
        ])
        #expect(graph.registrableRouters.map(\.name) == ["LoginViewRouter"])
        #expect(Snippet.registrations(of: "LoginViewRouter", in: graph) == ["identifier login"])
    }

    @Test func anInstanceMethodOrOneWithParametersIsNotTheRegistration() {
        let graph = Snippet.graph(
            """
            class A: ZIKAnyViewRouter { func registerRoutableDestination() {} }
            class B: ZIKAnyViewRouter { class func registerRoutableDestination(_ x: Int) {} }
            """)
        #expect(graph.registrableRouters.isEmpty)
    }

    @Test func abstractOnlyForTheClassItNames() {
        let graph = Snippet.graph(
            """
            class MyBaseRouter: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { return self == MyBaseRouter.self }
                override class func registerRoutableDestination() {}
            }
            class LoginRouter: MyBaseRouter { override class func registerRoutableDestination() {} }
            """)
        #expect(exclusion("MyBaseRouter", in: graph) == .abstract(decidedBy: "MyBaseRouter"))
        #expect(exclusion("LoginRouter", in: graph) == .some(nil))
    }

    @Test func unconditionalTrueIsInheritedUntilOverridden() {
        let graph = Snippet.graph(
            """
            class Base: ZIKAnyServiceRouter { override class func isAbstractRouter() -> Bool { true } }
            class Middle: Base { override class func registerRoutableDestination() {} }
            class Leaf: Middle {
                override class func isAbstractRouter() -> Bool { false }
                override class func registerRoutableDestination() {}
            }
            """)
        #expect(exclusion("Base", in: graph) == .abstract(decidedBy: "Base"))
        #expect(exclusion("Middle", in: graph) == .abstract(decidedBy: "Base"))
        #expect(exclusion("Leaf", in: graph) == .some(nil))
    }

    @Test func severalAbstractClassesJoinedByOr() {
        let graph = Snippet.graph(
            """
            class Base: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { self === Base.self || Second.self == self }
            }
            class Second: Base { override class func registerRoutableDestination() {} }
            class Third: Second { override class func registerRoutableDestination() {} }
            """)
        #expect(exclusion("Second", in: graph) == .abstract(decidedBy: "Base"))
        #expect(exclusion("Third", in: graph) == .some(nil))
    }

    @Test func anUnreadableAbstractBodyIsReportedAndTreatedAsConcrete() {
        let graph = Snippet.graph(
            """
            class Base: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { return NSStringFromClass(self).hasPrefix("Base") }
                override class func registerRoutableDestination() {}
            }
            """)
        #expect(exclusion("Base", in: graph) == .some(nil))
        #expect(graph.diagnostics.contains { $0.rule == "abstract-unknown" })
    }

    @Test(arguments: [
        ("private class R", AccessLevel.private),
        ("fileprivate class R", .fileprivate),
        ("private enum Scope { class R", .fileprivate),
        ("private extension Scope { class R", .fileprivate),
        ("enum Scope { private class R", .private),
    ])
    func privateScopesAreUnreachable(opening: String, access: AccessLevel) {
        let closing = opening.contains("{") ? "}" : ""
        let graph = Snippet.graph(
            """
            \(opening): ZIKAnyViewRouter { override class func registerRoutableDestination() {} } \(closing)
            """)
        let router = graph.routers.first
        #expect(router?.access == access)
        #expect(router?.exclusion == .inaccessible(access))
        #expect(Checker.withExclusionWarnings(graph).contains { $0.rule == "unreachable-router" })
    }

    @Test func internalRoutersOfAnotherModuleNeedPublic() {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        let graph = Snippet.graph(
            [
                (
                    "Sources/LoginKit/A.swift",
                    "class Internal: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }"
                ),
                (
                    "Sources/LoginKit/B.swift",
                    "open class Open: ZIKAnyViewRouter { open override class func registerRoutableDestination() {} }"
                ),
                (
                    "Sources/LoginKit/C.swift",
                    "public final class Public: ZIKAnyViewRouter { public override class func registerRoutableDestination() {} }"
                ),
                (
                    "Sources/App/D.swift",
                    "class Local: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }"
                ),
            ], config: config)
        #expect(graph.registrableRouters.map(\.name) == ["Local", "Open", "Public"])
        #expect(
            exclusion("Internal", in: graph)
                == .notVisibleAcrossModules(routerModule: "LoginKit", registryModule: "App"))
    }

    @Test func ignoreCommentAndGenericClasses() {
        let graph = Snippet.graph(
            """
            // routegen:ignore
            class Legacy: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            // routegen:ignore unreachable-router
            class StillARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            class Generic<T: AnyObject>: ZIKViewRouter<T, ViewRouteConfig> { override class func registerRoutableDestination() {} }
            """)
        #expect(exclusion("Legacy", in: graph) == .ignoredByComment)
        #expect(exclusion("StillARouter", in: graph) == .some(nil))
        #expect(exclusion("Generic", in: graph) == .generic)
    }

    @Test func earlyByCommentOrConfig() {
        var config = RouteGenConfig()
        config.resolve.earlyRouters = ["Configured"]
        let graph = Snippet.graph(
            """
            /// The splash screen is shown before registration finishes.
            // routegen:early
            @objc(SplashRouter) final class Splash: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            class Configured: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            class Normal: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            """, config: config)
        #expect(graph.routers.filter(\.isEarly).map(\.name) == ["Configured", "Splash"])
    }
}
