import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Graph-level rules for Objective-C routers: declaring headers, header-less routers, base
/// routers across languages, transitive routable protocols, Objective-C conditions in Swift.
struct ObjCGraphTests {
    @Test func headerIsTheFileOfTheInterface() throws {
        let graph = Snippet.graph([
            ("Sources/App/ProfileViewController.h", "@interface ProfileViewRouter : ZIKViewRouter\n@end\n"),
            (
                "Sources/App/ProfileViewRouter.m",
                "@implementation ProfileViewRouter\n+ (void)registerRoutableDestination {\n    [self registerIdentifier:@\"profile\"];\n}\n@end\n"
            ),
        ])
        let router = try #require(graph.routers.first)
        #expect(router.header == "Sources/App/ProfileViewController.h")
        #expect(router.language == .objc)
        #expect(router.registrable)
        #expect(router.registrations.map(\.key) == ["profile"])
    }

    @Test func routerDeclaredOnlyInAnImplementationFileIsNotImportable() throws {
        let graph = Snippet.graph(
            """
            @interface ScratchRouter : ZIKViewRouter
            @end
            @implementation ScratchRouter
            + (void)registerRoutableDestination {}
            @end
            """, path: "Sources/App/Scratch.m")
        let router = try #require(graph.routers.first)
        #expect(router.header == nil)
        #expect(router.exclusion == .notImportable(file: "Sources/App/Scratch.m"))
        // The graph records the exclusion; the rule words it, as a warning for `generate`.
        #expect(graph.diagnostics.isEmpty)
        let warnings = Checker.withExclusionWarnings(graph)
        #expect(warnings.map(\.rule) == ["header-less-router"])
        #expect(warnings.first?.severity == .warning)
    }

    @Test func objcRouterOnSwiftBaseAndSwiftRouterOnObjCBase() {
        let graph = Snippet.graph([
            (
                "Sources/App/SwiftBase.swift",
                """
                class SwiftBaseRouter: ZIKAnyViewRouter {
                    override class func isAbstractRouter() -> Bool { self == SwiftBaseRouter.self }
                }
                class SwiftLeafRouter: ObjCBaseRouter {
                    override class func registerRoutableDestination() { registerIdentifier("swift-leaf") }
                }
                """
            ),
            (
                "Sources/App/Routers.h",
                """
                @interface ObjCBaseRouter : ZIKViewRouter
                @end
                @interface ObjCLeafRouter : SwiftBaseRouter
                @end
                """
            ),
            (
                "Sources/App/Routers.m",
                """
                @implementation ObjCBaseRouter
                + (BOOL)isAbstractRouter { return self == [ObjCBaseRouter class]; }
                @end
                @implementation ObjCLeafRouter
                + (void)registerRoutableDestination { [self registerIdentifier:@"objc-leaf"]; }
                @end
                """
            ),
        ])
        #expect(
            graph.routers.map { "\($0.name) \($0.language.rawValue) \($0.ancestry) \($0.registrable)" } == [
                "ObjCBaseRouter objc [\"ZIKViewRouter\"] false",
                "ObjCLeafRouter objc [\"SwiftBaseRouter\", \"ZIKAnyViewRouter\"] true",
                "SwiftBaseRouter swift [\"ZIKAnyViewRouter\"] false",
                "SwiftLeafRouter swift [\"ObjCBaseRouter\", \"ZIKViewRouter\"] true",
            ])
    }

    @Test func routableProtocolsAreTransitiveAcrossFiles() {
        let graph = Snippet.graph([
            (
                "Sources/App/A.h",
                "@protocol Base <ZIKViewRoutable>\n@end\n@protocol Module <ZIKServiceModuleRoutable>\n@end\n"
            ),
            ("Sources/App/B.h", "@protocol Middle <NSObject, Base>\n@end\n"),
            (
                "Sources/App/C.h",
                "@protocol Leaf <Middle>\n@end\n@protocol Both <Leaf, Module>\n@end\n@protocol Unrelated <NSObject>\n@end\n"
            ),
        ])
        let names = graph.routableDeclarations.map { "\($0.protocolName) \($0.kind.rawValue)" }.sorted()
        #expect(
            names == [
                "Base view", "Both serviceModule", "Both view", "Leaf view", "Middle view", "Module serviceModule",
            ])
    }

    @Test func registrationsSentToAnotherRouterAreAttributedToIt() {
        let graph = Snippet.graph([
            (
                "Sources/App/Routers.h",
                "@interface LoginViewRouter : ZIKViewRouter\n@end\n@interface LoginAdapter : ZIKViewRouteAdapter\n@end\n"
            ),
            (
                "Sources/App/Routers.m",
                """
                @implementation LoginViewRouter
                + (void)registerRoutableDestination { [self registerIdentifier:@"login"]; }
                @end
                @implementation LoginAdapter
                + (void)registerRoutableDestination {
                    [LoginViewRouter registerViewProtocol:ZIKRoutable(LoginInput)];
                    [self registerDestinationAdapter:ZIKRoutable(A) forAdaptee:ZIKRoutable(LoginInput)];
                }
                @end
                """
            ),
        ])
        #expect(
            Snippet.registrations(of: "LoginViewRouter", in: graph) == ["identifier login", "viewProtocol LoginInput"])
        #expect(Snippet.registrations(of: "LoginAdapter", in: graph) == ["adapter A->LoginInput"])
    }

    @Test func serviceRoutersMoveOwnerRegistryKinds() {
        let graph = Snippet.graph([
            ("Sources/App/S.h", "@interface S : ZIKServiceRouter\n@end\n"),
            (
                "Sources/App/S.m",
                "@implementation S\n+ (void)registerRoutableDestination { [self registerModuleProtocol:ZIKRoutable(SM)]; }\n@end\n"
            ),
        ])
        #expect(Snippet.registrations(of: "S", in: graph) == ["serviceModuleProtocol SM"])
    }

    @Test func objcConditionsAreSpelledForSwift() {
        #expect(ConditionSpelling.swift("defined(DEBUG)") == "DEBUG")
        #expect(ConditionSpelling.swift("!defined(DEBUG)") == "!DEBUG")
        #expect(ConditionSpelling.swift("defined DEBUG && !defined(BETA)") == "DEBUG && !BETA")
        #expect(ConditionSpelling.swift("undefined(X)") == "undefined(X)")
        #expect(ConditionSpelling.swift("DEBUG") == "DEBUG")
    }
}
