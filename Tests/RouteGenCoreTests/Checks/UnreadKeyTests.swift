import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Registrations whose key is a constant, a variable or a call, as production apps write them
/// (`RouteID.login`, `kLoginRouteIdentifier`, `NSClassFromString`): routegen cannot read the key,
/// warns (`dynamic-registration`), and never reports a use site or declaration of that kind as an
/// error, since the unread key may be the one asked for.
struct UnreadKeyTests {
    static let swiftApp: [(path: String, source: String)] = [
        (
            "Sources/App/RouteID.swift",
            """
            enum RouteID {
                static let login = "login"
            }
            let chatIdentifier = "chat"
            """
        ),
        (
            "Sources/App/Routers.swift",
            """
            import ZIKRouter
            import ZRouter

            final class LoginViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier(RouteID.login)
                    registerView(LoginViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> Any? {
                    LoginViewController()
                }
            }

            final class ChatViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier(chatIdentifier)
                    registerView(ChatViewController.self)
                }

                override func destination(with configuration: ViewRouteConfig) -> Any? {
                    ChatViewController()
                }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView {}
            final class ChatViewController: UIViewController, ZIKRoutableView {}

            protocol ProfileViewInput: AnyObject {}
            extension RoutableView where Protocol == ProfileViewInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class Coordinator {
                func open(from source: UIViewController) {
                    Router.to(viewIdentifier: "login")?.perform(path: .push(from: source))
                    Router.perform(to: RoutableView<ProfileViewInput>(), path: .push(from: source))
                }
            }
            """
        ),
    ]

    static let objcApp: [(path: String, source: String)] = [
        (
            "Sources/App/RouteKeys.h",
            """
            #define kLoginRouteIdentifier @"login"
            @interface RouteKeys : NSObject
            + (NSString *)chatIdentifier;
            @end
            """
        ),
        (
            "Sources/App/Routers.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            @protocol ProfileViewInput <ZIKViewRoutable>
            @end
            @interface LoginViewRouter : ZIKViewRouter
            @end
            @interface ChatViewRouter : ZIKViewRouter
            @end
            @interface LoginViewController : UIViewController <ZIKRoutableView>
            @end
            @interface ChatViewController : UIViewController <ZIKRoutableView>
            @end
            """
        ),
        (
            "Sources/App/Routers.m",
            """
            #import "Routers.h"
            #import "RouteKeys.h"

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:kLoginRouteIdentifier];
                [self registerView:[LoginViewController class]];
            }

            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [LoginViewController new];
            }
            @end

            @implementation ChatViewRouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:[RouteKeys chatIdentifier]];
                [self registerView:[ChatViewController class]];
            }

            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [ChatViewController new];
            }
            @end

            @implementation LoginViewController
            @end

            @implementation ChatViewController
            @end

            @implementation Coordinator
            - (void)openFrom:(UIViewController *)source {
                [ZIKViewRouter.toIdentifier(@"chat") performPath:ZIKViewRoutePath.pushFrom(source)];
                [ZIKRouterToView(ProfileViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
            }
            @end
            """
        ),
    ]

    /// The check's findings and the scan's warnings, as `check` reports them.
    static func diagnostics(_ files: [(path: String, source: String)]) -> [Diagnostic] {
        Checker.run(CheckContext(graph: Snippet.graph(files)))
    }

    @Test func unreadKeysAreKeptAsFacts() {
        let swift = Snippet.graph(Self.swiftApp).unreadKeys.map {
            "\($0.kind.rawValue) \($0.spelling) \($0.location.line)"
        }
        #expect(swift == ["identifier RouteID.login 6", "identifier chatIdentifier 17"])
        let objc = Snippet.graph(Self.objcApp).unreadKeys.map {
            "\($0.kind.rawValue) \($0.spelling) \($0.location.line)"
        }
        // The `#define`d name is read as its string (StringConstantTests); a method's result is not.
        #expect(objc == ["identifier [RouteKeys chatIdentifier] 17"])
    }

    @Test(arguments: [("Swift", 0), ("Objective-C", 1)])
    func anIdentifierRequestIsANoteWhenAnUnreadKeyMayAnswerIt(_ language: String, _ index: Int) throws {
        let found = Self.diagnostics(index == 0 ? Self.swiftApp : Self.objcApp)
        let identifier = try #require(
            found.first { $0.rule == "unregistered-route" && $0.message.contains("identifier") }, "\(language)")
        #expect(identifier.severity == .note)
        #expect(
            identifier.message.contains(
                index == 0
                    ? "the key of `RouteID.login` at Routers.swift:6 (and 1 more) cannot be read statically"
                    : "the key of `[RouteKeys chatIdentifier]` at Routers.m:17 cannot be read statically"))
        // What no unread key could be stays an error: nothing registers a protocol at all.
        let profile = try #require(
            found.first { $0.rule == "unregistered-route" && $0.message.contains("ProfileViewInput") })
        #expect(profile.severity == .error)
        #expect(found.filter { $0.rule == "dynamic-registration" }.count == (index == 0 ? 2 : 1))
        // And its declaration, which ZIKRouter's launch check asserts on; nothing else is an error.
        #expect(
            found.filter { $0.severity == .error && $0.rule == "unregistered-declaration" }.map {
                $0.message.contains("ProfileViewInput")
            } == [true])
        #expect(
            !found.contains {
                $0.severity == .error && $0.rule != "unregistered-route" && $0.rule != "unregistered-declaration"
            })
    }

    @Test func anUnreadProtocolOrClassKeyMakesDeclarationsNotes() {
        let found = Self.diagnostics([
            (
                "Sources/App/Profile.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @protocol ProfileViewInput <ZIKViewRoutable>
                @end
                @interface ProfileViewController : UIViewController <ZIKRoutableView, ProfileViewInput>
                @end
                @interface ProfileViewRouter : ZIKViewRouter
                @end
                """
            ),
            (
                "Sources/App/Profile.m",
                """
                #import "Profile.h"
                @implementation ProfileViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:NSClassFromString(@"ProfileViewController")];
                    [self registerViewProtocol:NSProtocolFromString(@"ProfileViewInput")];
                }
                @end
                """
            ),
        ])
        let declaration = found.first { $0.rule == "unregistered-declaration" }
        #expect(declaration?.severity == .note, "\(found.map(\.rendered))")
        let routableClass = found.first { $0.rule == "unregistered-routable-class" }
        #expect(routableClass?.severity == .note, "\(found.map(\.rendered))")
    }

    /// `register(RoutableView())` leaves the protocol to inference: some protocol is registered.
    @Test func anInferredProtocolIsAnUnreadKey() {
        let found = Self.diagnostics([
            (
                "Sources/App/Login.swift",
                """
                protocol LoginViewInput: AnyObject {}
                extension RoutableView where Protocol == LoginViewInput {
                    init() { self.init(declaredProtocol: Protocol.self) }
                }
                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        register(RoutableView())
                    }
                }
                final class Coordinator {
                    func open(from source: UIViewController) {
                        Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: source))
                    }
                }
                """
            )
        ])
        #expect(found.contains { $0.rule == "inferred-routable" })
        let request = found.first { $0.rule == "unregistered-route" }
        #expect(request?.severity == .note, "\(found.map(\.rendered))")
        #expect(request?.message.contains("the key of `RoutableView()` at Login.swift:7") == true)
    }

    @Test func withoutUnreadKeysTheRulesKeepTheirSeverity() {
        let found = Self.diagnostics([
            (
                "Sources/App/Coordinator.swift",
                """
                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() { registerIdentifier("login") }
                }
                final class Coordinator {
                    func open(from source: UIViewController) {
                        Router.to(viewIdentifier: "logout")?.perform(path: .push(from: source))
                    }
                }
                """
            )
        ])
        #expect(found.first { $0.rule == "unregistered-route" }?.severity == .error)
    }

    /// A vendored binary framework: its header declares a router and a routable protocol, its
    /// implementation is compiled. routegen cannot tell what the router registers, so it leaves
    /// it out with a message that says why, and requests for what it may register are notes.
    static let binaryFramework: [(path: String, source: String)] = [
        (
            "Frameworks/PaySDK.framework/Headers/PaySDK.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            @protocol PayViewInput <ZIKViewRoutable>
            @end
            @interface PayViewRouter : ZIKViewRouter
            @end
            """
        ),
        (
            "App/Checkout.m",
            """
            #import <PaySDK/PaySDK.h>
            @implementation Checkout
            - (void)payFrom:(UIViewController *)source {
                [ZIKRouterToView(PayViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
                [ZIKViewRouter.toIdentifier(@"pay") performPath:ZIKViewRoutePath.pushFrom(source)];
            }
            @end
            """
        ),
    ]

    @Test func aRouterWhoseImplementationIsNotScannedIsLeftOutWithItsReason() throws {
        let graph = Snippet.graph(Self.binaryFramework)
        let router = try #require(graph.routers.first { $0.name == "PayViewRouter" })
        #expect(router.exclusion == .implementationNotScanned)
        let found = Checker.run(CheckContext(graph: graph))
        let left = try #require(found.first { $0.rule == "missing-own-registration" })
        #expect(left.message.contains("has no `@implementation` in the scanned sources"))
        #expect(!left.message.contains("would re-run its superclass's registrations"))
        let requests = found.filter { $0.rule == "unregistered-route" }
        #expect(requests.count == 2)
        #expect(
            requests.allSatisfy {
                $0.severity == .note
                    && $0.message.contains(
                        "router PayViewRouter at PaySDK.h:4, whose `@implementation` routegen does not see, may register it"
                    )
            }, "\(requests.map(\.rendered))")
        #expect(found.first { $0.rule == "unregistered-declaration" }?.severity == .note)
    }

    /// An implementation anywhere, even a category's or one in a file without any ZIKRouter
    /// spelling (a whole run parses it: the class is on the router closure), is seen: the
    /// router's own reading decides.
    @Test func anImplementationAnywhereCounts() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/Pay.h",
            "@interface PayViewRouter : ZIKViewRouter\n@end\n@interface ShopViewRouter : ZIKViewRouter\n@end\n")
        try tree.write(
            "Sources/App/PayViewRouter+Registration.m",
            "@implementation PayViewRouter (Registration)\n+ (void)registerRoutableDestination {\n    [self registerIdentifier:@\"pay\"];\n}\n@end\n"
        )
        try tree.write(
            "Sources/App/ShopViewRouter.m",
            "#import \"Pay.h\"\n\n@implementation ShopViewRouter\n- (id)destinationWithConfiguration:(id)configuration { return nil; }\n@end\n"
        )
        let graph = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2)).graph
        #expect(graph.routers.first { $0.name == "PayViewRouter" }?.registrable == true)
        #expect(graph.routers.first { $0.name == "ShopViewRouter" }?.exclusion == .missingOwnRegistration)
    }

    /// Registering such a router by hand is what the message asks for: a hand-written registry
    /// that calls it is not stale.
    @Test func aHandWrittenRegistryMayCallIt() {
        var files = Self.binaryFramework
        files.append(
            (
                "App/AppRouteRegistry.m",
                """
                #import <PaySDK/PaySDK.h>
                @implementation AppRouteRegistry
                + (void)registerRoutes {
                    [PayViewRouter registerRoutableDestination];
                }
                @end
                """
            ))
        let findings = CheckSnippet.findings(StaleRegistryRule(), files, registryFiles: ["App/AppRouteRegistry.m"])
        #expect(findings.isEmpty, "\(findings)")
    }
}
