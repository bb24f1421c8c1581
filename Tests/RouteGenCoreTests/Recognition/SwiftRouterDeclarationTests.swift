import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Which classes are routers, and of which kind (docs/ZIKRouter-semantics.md#router-base-classes).
struct SwiftRouterDeclarationTests {
    static let frameworkSpellings: [(superclass: String, kind: RouterKind)] = [
        ("ZIKViewRouter<LoginViewController, ViewRouteConfig>", .view),
        ("ZIKViewRouter<AnyObject, ZIKViewMakeableConfiguration<LoginViewController>>", .view),
        ("ZIKAnyViewRouter", .view),
        ("ZIKDestinationViewRouter<LoginViewController>", .view),
        ("ZIKModuleViewRouter<LoginModuleConfig>", .view),
        ("ZIKRouter.ZIKViewRouter<LoginViewController, ViewRouteConfig>", .view),
        ("ZIKServiceRouter<AnyObject, PerformRouteConfig>", .service),
        ("ZIKAnyServiceRouter", .service),
        ("ZIKDestinationServiceRouter<LoginService>", .service),
        ("ZIKModuleServiceRouter<LoginServiceConfig>", .service),
        ("ZIKViewRouteAdapter", .viewAdapter),
        ("ZIKServiceRouteAdapter", .serviceAdapter),
    ]

    @Test(arguments: frameworkSpellings)
    func everyFrameworkSpellingMakesARouter(superclass: String, kind: RouterKind) {
        let graph = Snippet.graph(
            """
            class SomeRouter: \(superclass) {
                override class func registerRoutableDestination() {}
            }
            """)
        #expect(graph.routers.map(\.name) == ["SomeRouter"])
        #expect(graph.routers.first?.kind == kind)
        #expect(graph.routers.first?.superclass == superclass)
        #expect(graph.routers.first?.registrable == true)
    }

    @Test func throughUserBaseClassesInOtherFilesAndGenericBases() {
        let graph = Snippet.graph([
            ("Sources/App/Base.swift", "class BaseViewRouter<D: AnyObject>: ZIKViewRouter<D, ViewRouteConfig> {}"),
            (
                "Sources/App/Login.swift",
                """
                class LoginViewRouter: BaseViewRouter<LoginViewController> {
                    override class func registerRoutableDestination() {}
                }
                class SpecialLoginViewRouter: LoginViewRouter {
                    override class func registerRoutableDestination() {}
                }
                """
            ),
        ])
        #expect(graph.routers.map(\.name) == ["BaseViewRouter", "LoginViewRouter", "SpecialLoginViewRouter"])
        let special = graph.routers.first { $0.name == "SpecialLoginViewRouter" }
        #expect(special?.ancestry == ["LoginViewRouter", "BaseViewRouter", "ZIKViewRouter"])
        #expect(graph.routers.first { $0.name == "BaseViewRouter" }?.exclusion == .generic)
        #expect(graph.registrableRouters.map(\.name) == ["LoginViewRouter", "SpecialLoginViewRouter"])
    }

    @Test func nestedClassesGetQualifiedNamesAndResolveSiblingsFirst() {
        let graph = Snippet.graph(
            """
            class Base {}
            enum Login {
                class Base: ZIKAnyViewRouter {}
                class ViewRouter: Base {
                    override class func registerRoutableDestination() {}
                }
            }
            extension Profile {
                class ServiceRouter: ZIKAnyServiceRouter {
                    override static func registerRoutableDestination() {}
                }
            }
            """)
        #expect(graph.routers.map(\.name) == ["Login.Base", "Login.ViewRouter", "Profile.ServiceRouter"])
        #expect(graph.routers.first { $0.name == "Login.ViewRouter" }?.ancestry == ["Login.Base", "ZIKAnyViewRouter"])
    }

    @Test func typealiasesOfRouterBases() {
        let graph = Snippet.graph(
            """
            typealias AppViewRouter = ZIKViewRouter<AnyObject, ViewRouteConfig>
            typealias Generic<D: AnyObject> = ZIKServiceRouter<D, PerformRouteConfig>
            class A: AppViewRouter { override class func registerRoutableDestination() {} }
            class B: Generic<Foo> { override class func registerRoutableDestination() {} }
            """)
        #expect(graph.routers.map(\.name) == ["A", "B"])
        #expect(graph.routers.map(\.kind) == [.view, .service])
        #expect(graph.routers.first?.ancestry == ["AppViewRouter", "ZIKViewRouter"])
    }

    @Test func frameworkClassesAndWrappersAreNeverUserRouters() {
        // What the Linux stub (or a vendored ZIKRouter) declares must not become a user router.
        let graph = Snippet.graph(
            """
            open class ZIKViewRouteAdapter: ZIKViewRouter<AnyObject, ZIKViewRouteConfiguration> {
                open override class func registerRoutableDestination() {}
            }
            class ZIKBlockViewRouter: ZIKAnyViewRouter {}
            class NotARouter: ViewRouter<Foo, Bar> { override class func registerRoutableDestination() {} }
            class AlsoNot: SomeUnknownBase { override class func registerRoutableDestination() {} }
            class Conforms: NSObject, ZIKViewRoutable {}
            """)
        #expect(graph.routers.isEmpty)
    }

    @Test func commentsAndStringLiteralsHoldNoRouters() {
        let graph = Snippet.graph(
            #"""
            // class LineCommentRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            /* class BlockCommentRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerIdentifier("x") }
            } */
            let template = """
            class StringRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerIdentifier("y") }
            }
            """
            let raw = #"class RawRouter: ZIKAnyViewRouter {}"#
            func f() { Router.to(RoutableView<Fake>()) }
            """#)
        #expect(graph.routers.isEmpty)
        #expect(graph.useSites.map(\.key) == ["Fake"])
    }

    @Test func inheritanceCyclesEndWithoutARouter() {
        let graph = Snippet.graph(
            """
            class A: B {}
            class B: A {}
            typealias C = D
            typealias D = C
            class E: C {}
            """)
        #expect(graph.routers.isEmpty)
    }

    @Test func configuredExtraBaseRouters() {
        var config = RouteGenConfig()
        config.scan.extraBaseRouters = ["VendorViewRouter": .view]
        let graph = Snippet.graph(
            "class A: VendorViewRouter { override class func registerRoutableDestination() {} }", config: config)
        #expect(graph.routers.map(\.name) == ["A"])
    }

    @Test func locationAndModuleOfARouter() {
        let graph = Snippet.graph(
            "\n\n  final class LoginViewRouter: ZIKAnyViewRouter {}", path: "App/Sources/LoginKit/Routers/Login.swift")
        let router = graph.routers.first
        #expect(
            router?.location == SourceLocation(file: "App/Sources/LoginKit/Routers/Login.swift", line: 3, column: 15))
        #expect(router?.module == "LoginKit")
    }
}
