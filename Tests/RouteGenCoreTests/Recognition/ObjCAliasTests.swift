import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Names an Objective-C app defines for others. A router whose superclass is spelled through a name
/// for a ZIKRouter base or a user base: a `#define` (object-like or function-like, continued or
/// not), a `typedef` of the class type, or `@compatibility_alias`; and a protocol renamed by a
/// `#define`. The compiler sees the class or protocol behind the name; so must routegen.
struct ObjCAliasTests {
    static let aliases: [(name: String, definition: String, superclass: String)] = [
        ("object-like define", "#define AppViewRouter ZIKViewRouter", "AppViewRouter"),
        (
            "define with type arguments",
            "#define AppSettingsRouter ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>",
            "AppSettingsRouter"
        ),
        (
            "function-like define",
            "#define APP_ROUTER(Destination) ZIKViewRouter<Destination *, ZIKViewRouteConfiguration *>",
            "APP_ROUTER(UIViewController)"
        ),
        (
            "define of a framework macro", "#define AppModuleRouter(P) \\\n    ZIKModuleViewRouter(P)",
            "AppModuleRouter(SettingsModuleInput)"
        ),
        (
            "nested type arguments",
            "#define AppListRouter ZIKViewRouter<NSArray<NSString *> *, ZIKViewRouteConfiguration *>", "AppListRouter"
        ),
        ("typedef", "typedef ZIKViewRouter<id, ZIKViewRouteConfiguration *> AppAnyRouter;", "AppAnyRouter"),
        ("compatibility alias", "@compatibility_alias AppBaseRouter ZIKViewRouter;", "AppBaseRouter"),
    ]

    @Test(arguments: aliases.indices)
    func aRouterOnAnAliasInAnotherHeaderIsRegistered(_ index: Int) throws {
        let alias = Self.aliases[index]
        let graph = Snippet.graph([
            ("Sources/App/AppRouting.h", "#import <ZIKRouter/ZIKRouter.h>\n\n\(alias.definition)\n"),
            (
                "Sources/App/SettingsViewRouter.h",
                "#import \"AppRouting.h\"\n\n@interface SettingsViewRouter : \(alias.superclass)\n@end\n"
            ),
            (
                "Sources/App/SettingsViewRouter.m",
                """
                #import "SettingsViewRouter.h"

                @implementation SettingsViewRouter
                + (void)registerRoutableDestination {
                    [self registerIdentifier:@"settings"];
                }
                @end
                """
            ),
        ])
        let router = try #require(
            graph.routers.first { $0.name == "SettingsViewRouter" },
            "\(alias.name): \(graph.diagnostics.map(\.rendered))")
        #expect(router.registrable, "\(alias.name)")
        #expect(router.registrations.map(\.key) == ["settings"])
        #expect(router.header == "Sources/App/SettingsViewRouter.h")
        #expect(!graph.diagnostics.contains { $0.rule == "unknown-registration-owner" })
    }

    /// A user base class behind the alias: the chain goes through both.
    @Test func anAliasOfAUserBaseLeadsToItsBase() throws {
        let graph = Snippet.graph([
            (
                "Sources/App/AppBase.h",
                "@interface AppBaseViewRouter : ZIKViewRouter\n@end\n#define AppRouter AppBaseViewRouter\n"
            ),
            (
                "Sources/App/AppBase.m",
                "@implementation AppBaseViewRouter\n+ (BOOL)isAbstractRouter { return self == [AppBaseViewRouter class]; }\n@end\n"
            ),
            ("Sources/App/Login.h", "#import \"AppBase.h\"\n@interface LoginViewRouter : AppRouter\n@end\n"),
            (
                "Sources/App/Login.m",
                "@implementation LoginViewRouter\n+ (void)registerRoutableDestination { [self registerIdentifier:@\"login\"]; }\n@end\n"
            ),
        ])
        let router = try #require(graph.routers.first { $0.name == "LoginViewRouter" })
        #expect(router.registrable)
        #expect(router.ancestry == ["AppRouter", "AppBaseViewRouter", "ZIKViewRouter"])
    }

    /// What is not one class is not an alias: constants, expressions, lists, blocks, enums, and
    /// a definition in code that is never compiled. A body that reads as one call is kept, since
    /// a superclass macro may forward to a framework macro (`ZIKModuleViewRouter(P)`): such an
    /// alias of a function changes nothing while no superclass names it.
    @Test func onlyAClassSpellingIsAnAlias() {
        let facts = Snippet.facts(
            """
            #define kPageSize 20
            #define APP_LOG(format, ...) NSLog(format, ##__VA_ARGS__)
            #define APP_ASSERT(x) do { assert(x); } while (0)
            #define AppTint [UIColor systemBlueColor]
            #define AppPair NSString, NSNumber
            #define APP_EMPTY
            typedef NS_ENUM(NSInteger, AppState) { AppStateIdle };
            typedef void (^AppCompletion)(BOOL finished);
            typedef struct AppPoint AppPoint;
            #if 0
            #define AppOldRouter ZIKViewRouter
            #endif
            #define AppRouter ZIKViewRouter
            typedef AppRouter *AppRouterRef;
            """, path: "Sources/App/AppDefines.h")
        #expect(
            facts.typeAliases.map { "\($0.name) = \($0.target.name)" } == [
                "APP_LOG = NSLog", "AppRouter = ZIKViewRouter", "AppRouterRef = AppRouter",
            ])
    }

    /// A file whose only fact is an alias is never skipped by the one-file pre-filter.
    @Test(arguments: aliases.indices)
    func aFileThatOnlyDefinesAnAliasIsParsed(_ index: Int) {
        let (facts, parsed) = Pipeline.factsReporting(
            path: "Sources/App/AppRouting.h", text: Self.aliases[index].definition + "\n")
        #expect(parsed)
        #expect(facts.typeAliases.count == 1)
    }

    /// `#define LoginInput LoginViewInput`: `ZIKRoutable(LoginInput)` registers the protocol
    /// LoginViewInput, which a use site may request under either name.
    @Test func aProtocolRenamedByADefineIsTheProtocolItNames() throws {
        let graph = Snippet.graph([
            (
                "Sources/App/Login.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @protocol LoginViewInput <ZIKViewRoutable>
                @end
                #define LoginInput LoginViewInput
                @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
                @end
                @interface LoginViewRouter : ZIKViewRouter
                @end
                """
            ),
            (
                "Sources/App/Login.m",
                """
                #import "Login.h"
                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                    [self registerViewProtocol:ZIKRoutable(LoginInput)];
                }
                @end
                @implementation LoginCaller
                - (void)open:(UIViewController *)source {
                    [ZIKRouterToView(LoginViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
                    [ZIKRouterToView(LoginInput) performPath:ZIKViewRoutePath.pushFrom(source)];
                }
                @end
                """
            ),
        ])
        let router = try #require(graph.routers.first { $0.name == "LoginViewRouter" })
        let registration = try #require(router.registrations.first { $0.kind == .viewProtocol })
        #expect(registration.key == "LoginViewInput")
        #expect(registration.writtenKey == "LoginInput")
        #expect(graph.useSites.map(\.key) == ["LoginViewInput", "LoginViewInput"])
        let findings = Checker.run(CheckContext(graph: graph))
        #expect(
            !findings.contains { $0.rule == "unregistered-route" || $0.rule == "unregistered-declaration" },
            "\(findings.map(\.rendered))")
    }

    /// ZIKRouter's own demos name each routable protocol with a macro, `#define _P_
    /// (Protocol<ZIKServiceRoutable> *)@protocol(P)`, defined beside the protocol and passed bare to
    /// registrations and to the `toService`/`toView` getters in other files.
    @Test func aProtocolExpressionDefineNamesTheProtocolInRegistrationsAndRequests() throws {
        let header = """
            #import <ZIKRouter/ZIKRouter.h>
            //If LoginServiceInput is not registered as routable protocol, remember to remove this macro
            #define _LoginServiceInput_ (Protocol<ZIKServiceRoutable> *)@protocol(LoginServiceInput)
            @protocol LoginServiceInput <ZIKServiceRoutable>
            - (void)restoreSession;
            @end
            #define _LoginViewInput_ ZIKRoutable(LoginViewInput)
            @protocol LoginViewInput <ZIKViewRoutable>
            @end
            """
        let files: [(path: String, source: String)] = [
            ("Sources/App/LoginServiceInput.h", header),
            (
                "Sources/App/LoginServiceRouter.h",
                """
                #import "LoginServiceInput.h"
                @interface LoginService : NSObject <ZIKRoutableService, LoginServiceInput>
                @end
                @interface LoginServiceRouter : ZIKServiceRouter<LoginService *, ZIKPerformRouteConfiguration *>
                @end
                @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
                @end
                @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
                @end
                """
            ),
            (
                "Sources/App/LoginServiceRouter.m",
                """
                #import "LoginServiceRouter.h"
                @implementation LoginServiceRouter
                + (void)registerRoutableDestination {
                    [self registerService:[LoginService class]];
                    [self registerServiceProtocol:_LoginServiceInput_];
                }
                - (id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
                    return [LoginService new];
                }
                @end
                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                    [self registerViewProtocol:_LoginViewInput_];
                }
                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [LoginViewController new];
                }
                @end
                @implementation LoginService
                @end
                @implementation LoginViewController
                @end
                """
            ),
            (
                "Sources/App/LoginInteractor.m",
                """
                #import "LoginServiceInput.h"
                @implementation LoginInteractor
                - (void)restore:(UIViewController *)source {
                    [ZIKServiceRouter.toService(_LoginServiceInput_) makeDestination];
                    [[ZIKServiceRouter toService](_LoginServiceInput_) makeDestination];
                    [ZIKViewRouter.toView(_LoginViewInput_) performPath:ZIKViewRoutePath.pushFrom(source)];
                    [ZIKViewRouter.toView(_SignupViewInput_) performPath:ZIKViewRoutePath.pushFrom(source)];
                }
                @end
                """
            ),
        ]
        let graph = Snippet.graph(files)
        let service = try #require(
            graph.routers.first { $0.name == "LoginServiceRouter" }?.registrations.first { $0.kind == .serviceProtocol }
        )
        #expect(service.key == "LoginServiceInput")
        #expect(service.writtenKey == "_LoginServiceInput_")
        let view = try #require(
            graph.routers.first { $0.name == "LoginViewRouter" }?.registrations.first { $0.kind == .viewProtocol })
        #expect(view.key == "LoginViewInput")
        // A name no `#define` explains is a request routegen cannot read, dropped as one is.
        #expect(
            graph.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-") \($0.api)" } == [
                "serviceProtocol LoginServiceInput ZIKServiceRouter.toService",
                "serviceProtocol LoginServiceInput ZIKServiceRouter.toService",
                "viewProtocol LoginViewInput ZIKViewRouter.toView",
            ])
        #expect(graph.unreadKeys.isEmpty)
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.severity != .note }
        #expect(findings.map(\.rendered) == [])
        #expect(
            !graph.diagnostics.contains { $0.rule == "dynamic-registration" }, "\(graph.diagnostics.map(\.rendered))")

        // The control: without the `#define`, the bare name is a key routegen cannot read.
        let undefined = files.map {
            (
                $0.path,
                $0.source.replacingOccurrences(
                    of: "#define _LoginServiceInput_ (Protocol<ZIKServiceRoutable> *)@protocol(LoginServiceInput)\n",
                    with: "")
            )
        }
        let unread = Snippet.graph(undefined)
        #expect(unread.unreadKeys.map(\.spelling) == ["_LoginServiceInput_"])
        #expect(unread.diagnostics.filter { $0.rule == "dynamic-registration" }.map(\.location?.line) == [5])
        #expect(unread.useSites.map(\.key) == ["LoginViewInput"])
    }

    /// An adapter written with the demos' protocol names on both sides: the adaptee too is the
    /// protocol its `#define` names, and an adaptee no `#define` explains is one routegen cannot read.
    @Test func anAdapterThroughProtocolExpressionDefinesNamesBothProtocols() throws {
        let header = """
            #import <ZIKRouter/ZIKRouter.h>
            #define _RequiredLoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(RequiredLoginViewInput)
            #define _LoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)
            @protocol RequiredLoginViewInput <ZIKViewRoutable>
            @end
            @protocol LoginViewInput <ZIKViewRoutable>
            @end
            """
        let adapter = """
            #import "LoginProtocols.h"
            @interface AppRouteAdapter : ZIKViewRouteAdapter
            @end
            @implementation AppRouteAdapter
            + (void)registerRoutableDestination {
                [self registerDestinationAdapter:_RequiredLoginViewInput_ forAdaptee:_LoginViewInput_];
            }
            @end
            """
        let graph = Snippet.graph([
            ("Sources/App/LoginProtocols.h", header), ("Sources/App/AppRouteAdapter.m", adapter),
        ])
        #expect(
            Snippet.registrations(of: "AppRouteAdapter", in: graph) == [
                "adapter RequiredLoginViewInput->LoginViewInput"
            ])
        let fact = try #require(graph.routers.first { $0.name == "AppRouteAdapter" }?.registrations.first)
        #expect(fact.writtenAdaptee == "_LoginViewInput_")

        let undefined = Snippet.graph([
            (
                "Sources/App/LoginProtocols.h",
                header.replacingOccurrences(
                    of: "#define _LoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)\n", with: "")
            ),
            ("Sources/App/AppRouteAdapter.m", adapter),
        ])
        let unread = try #require(undefined.routers.first { $0.name == "AppRouteAdapter" }?.registrations.first)
        #expect(unread.key == "RequiredLoginViewInput")
        #expect(unread.adaptee == nil)
    }

    /// A destination class, a class a `forMaking…` registration makes and a router a request names,
    /// each written through a name the app defines: the registry and the checks see the class.
    @Test func aClassNamedThroughADefineIsTheClassItNames() throws {
        let files: [(path: String, source: String)] = [
            (
                "Sources/App/AppScreens.h",
                """
                // Names the app uses for its screens, whatever the class behind them this release.
                #define AppLoginScreen LoginViewController
                #define AppLoginRouter LoginViewRouter
                @compatibility_alias AppSignupScreen SignupViewController;
                """
            ),
            (
                "Sources/App/LoginViewController.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @protocol LoginViewInput <ZIKViewRoutable>
                @end
                @protocol SignupViewInput <ZIKViewRoutable>
                @end
                @interface LoginViewController : XXViewController <ZIKRoutableView, LoginViewInput>
                @end
                @interface SignupViewController : XXViewController <ZIKRoutableView, SignupViewInput>
                @end
                @interface LoginViewRouter : ZIKViewRouter
                @end
                """
            ),
            (
                "Sources/App/LoginViewRouter.m",
                """
                #import "LoginViewController.h"
                #import "AppScreens.h"
                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[AppLoginScreen class]];
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                    [ZIKViewRouter registerViewProtocol:ZIKRoutable(SignupViewInput) forMakingView:[AppSignupScreen class]];
                }
                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[AppLoginScreen alloc] initWithNibName:nil bundle:nil];
                }
                @end
                @implementation LoginViewController
                @end
                @implementation SignupViewController
                @end
                """
            ),
            (
                "Sources/App/HomeViewController.m",
                """
                #import "AppScreens.h"
                @implementation HomeViewController
                - (void)showLogin {
                    [AppLoginRouter performPath:ZIKViewRoutePath.presentModallyFrom(self)];
                }
                @end
                """
            ),
        ]
        // A tree, not snippets: the request's file holds no ZIKRouter spelling, and only the
        // whole-tree pre-filter (through the `#define`) sees that it names a router.
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for file in files { try tree.write(file.path, file.source) }
        WholeTreePrefilterTests.expectSameOutput([tree.path + "/Sources"])
        let graph = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2)).graph
        let router = try #require(graph.routers.first { $0.name == "LoginViewRouter" })
        let view = try #require(router.registrations.first { $0.kind == .view })
        #expect(view.key == "LoginViewController")
        #expect(view.writtenKey == "AppLoginScreen")
        let made = graph.routers.flatMap(\.registrations).first { $0.route == .makingDestination }
        #expect(made?.madeClass == "SignupViewController")
        #expect(
            graph.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-") \($0.writtenKey ?? "-")" } == [
                "routerClass LoginViewRouter AppLoginRouter"
            ])
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.severity != .note }
        #expect(findings.map(\.rendered) == [])
    }

    /// A Swift typealias means nothing to Objective-C: `ZIKRoutable(LoginInput)` stays LoginInput.
    @Test func aSwiftTypealiasDoesNotRenameAnObjectiveCKey() throws {
        let graph = Snippet.graph([
            ("Sources/App/Aliases.swift", "typealias LoginInput = LoginViewInput\n"),
            ("Sources/App/Login.h", "@interface LoginViewRouter : ZIKViewRouter\n@end\n"),
            (
                "Sources/App/Login.m",
                "@implementation LoginViewRouter\n+ (void)registerRoutableDestination {\n    [self registerViewProtocol:ZIKRoutable(LoginInput)];\n}\n@end\n"
            ),
        ])
        let router = try #require(graph.routers.first)
        #expect(router.registrations.map(\.key) == ["LoginInput"])
    }
}
