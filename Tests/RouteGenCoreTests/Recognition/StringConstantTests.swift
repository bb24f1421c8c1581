import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Identifiers and URL patterns named in a shared header, `#define kLoginRouteID @"login"`, and
/// passed by that name from Objective-C and from Swift (which imports such a macro as a constant).
/// The key is the string; a request through the name of an identifier nobody registers is a finding
/// at that request.
struct StringConstantTests {
    static let routeIDs = """
        // Route identifiers shared by every module.
        #ifndef AppRouteIDs_h
        #define AppRouteIDs_h

        #define kLoginRouteID @"login"
        #define kProfileRouteID (@"user/profile")
        #define kSettingsRoutePattern @"app://settings/:section"
        #define kPrivacySettingsURL @"app://settings/privacy"

        #endif /* AppRouteIDs_h */
        """

    static let loginRouter = """
        #import "LoginViewRouter.h"
        #import "AppRouteIDs.h"
        #import "LoginViewController.h"

        @implementation LoginViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[LoginViewController class]];
            [self registerIdentifier:kLoginRouteID];
        }

        - (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[LoginViewController alloc] initWithNibName:nil bundle:nil];
        }

        @end
        """

    static let files: [(path: String, source: String)] = [
        ("Sources/App/Routing/AppRouteIDs.h", routeIDs),
        (
            "Sources/App/Login/LoginViewRouter.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "LoginViewController.h"
            NS_ASSUME_NONNULL_BEGIN
            @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
            @end
            NS_ASSUME_NONNULL_END
            """
        ),
        (
            "Sources/App/Login/LoginViewController.h",
            """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouter.h>
            @interface LoginViewController : XXViewController <ZIKRoutableView>
            @end
            """
        ),
        ("Sources/App/Login/LoginViewRouter.m", loginRouter),
        (
            "Sources/App/Home/HomeViewController.m",
            """
            #import "HomeViewController.h"
            #import "AppRouteIDs.h"

            @implementation HomeViewController

            - (void)didTapLogin:(id)sender {
                [ZIKAnyViewRouter.toIdentifier(kLoginRouteID) performPath:ZIKViewRoutePath.presentModallyFrom(self)];
            }

            - (void)didTapPrivacy:(id)sender {
                [ZIKAnyViewRouter performURL:kPrivacySettingsURL fromSource:self];
            }

            @end
            """
        ),
        (
            "Sources/App/Settings/SettingsViewRouter.swift",
            """
            import UIKit
            import ZIKRouter
            import ZRouter

            final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(SettingsViewController.self)
                    registerURLPattern(kSettingsRoutePattern)
                    registerIdentifier(kProfileRouteID)
                }

                override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
                    SettingsViewController()
                }
            }

            final class SettingsViewController: UIViewController, ZIKRoutableView {
                func showLogin() {
                    ZIKAnyViewRouter.toIdentifier(kLoginRouteID)?.perform(path: .push(from: self))
                    Router.to(viewIdentifier: kProfileRouteID)?.perform(path: .push(from: self))
                }

                func showPrivacy() {
                    ZIKAnyViewRouter.performURL(kPrivacySettingsURL, fromSource: self)
                }
            }
            """
        ),
    ]

    @Test func anObjectLikeDefineOfOneStringIsRecorded() {
        let facts = Pipeline.facts(
            path: "Sources/App/AppDefines.h",
            text: Self.routeIDs + """

                #define kRetryCount 3
                #define kGreeting "hello"
                #define kJoined @"a" @"b"
                #define ROUTE(name) @"route/" #name
                #define kLoginAlias kLoginRouteID
                """)
        #expect(
            facts.stringConstants.map { "\($0.name)=\($0.value)@\($0.location.line)" } == [
                "kLoginRouteID=login@5", "kProfileRouteID=user/profile@6",
                "kSettingsRoutePattern=app://settings/:section@7", "kPrivacySettingsURL=app://settings/privacy@8",
            ])
    }

    @Test func anIdentifierPassedByADefinedNameIsItsString() throws {
        let graph = Snippet.graph(Self.files)
        #expect(
            Snippet.registrations(of: "LoginViewRouter", in: graph) == ["view LoginViewController", "identifier login"])
        #expect(
            Snippet.registrations(of: "SettingsViewRouter", in: graph) == [
                "view SettingsViewController", "urlPattern app://settings/:section",
                "identifier app://settings/:section",
                "identifier user/profile",
            ])
        let login = try #require(
            graph.routers.first { $0.name == "LoginViewRouter" }?.registrations.first { $0.kind == .identifier })
        #expect(login.writtenKey == "kLoginRouteID")
        #expect(
            graph.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-") \($0.writtenKey ?? "-")" } == [
                "viewIdentifier login kLoginRouteID", "viewURL app://settings/privacy kPrivacySettingsURL",
                "viewIdentifier login kLoginRouteID", "viewIdentifier user/profile kProfileRouteID",
                "viewURL app://settings/privacy kPrivacySettingsURL",
            ])
        #expect(graph.unreadKeys.isEmpty)
        #expect(
            !graph.diagnostics.contains { $0.rule == "dynamic-registration" }, "\(graph.diagnostics.map(\.rendered))")
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.severity != .note }
        #expect(findings.map(\.rendered) == [])
    }

    /// The fault the names hid: the registration is lost, and both requests through the name are
    /// errors at the place that needs it.
    @Test func aLostRegistrationIsAnErrorAtEveryRequestThroughTheName() {
        let lost = Self.files.map {
            ($0.path, $0.source.replacingOccurrences(of: "    [self registerIdentifier:kLoginRouteID];\n", with: ""))
        }
        let found = Checker.run(CheckContext(graph: Snippet.graph(lost))).filter { $0.rule == "unregistered-route" }
        #expect(found.map(\.severity) == [.error, .error])
        #expect(
            found.map { $0.location?.file ?? "-" } == [
                "Sources/App/Home/HomeViewController.m", "Sources/App/Settings/SettingsViewRouter.swift",
            ])
        #expect(found.allSatisfy { $0.message.contains("\"login\"") }, "\(found.map(\.rendered))")
    }

    /// A URL requested by name is the URL its definition gives, matched against the registered
    /// patterns like a literal: with the pattern's registration lost, both requests are errors.
    @Test func aURLRequestedByNameIsItsString() throws {
        let graph = Snippet.graph(Self.files)
        #expect(graph.useSites.filter { $0.kind == .viewURL }.count == 2)
        let lost = Self.files.map {
            (
                $0.path,
                $0.source.replacingOccurrences(of: "        registerURLPattern(kSettingsRoutePattern)\n", with: "")
            )
        }
        let found = Checker.run(CheckContext(graph: Snippet.graph(lost))).filter { $0.rule == "unregistered-route" }
        #expect(found.map(\.severity) == [.error, .error], "\(found.map(\.rendered))")
        #expect(found.allSatisfy { $0.message.contains("app://settings/privacy") }, "\(found.map(\.rendered))")
    }

    @Test func aNameNoDefineGivesAStringStaysUnread() {
        let undefined = Self.files.map {
            ($0.path, $0.source.replacingOccurrences(of: "#define kLoginRouteID @\"login\"\n", with: ""))
        }
        let graph = Snippet.graph(undefined)
        #expect(graph.unreadKeys.map(\.spelling) == ["kLoginRouteID"])
        #expect(
            graph.diagnostics.filter { $0.rule == "dynamic-registration" }.map(\.message) == [
                "cannot read the identifier `kLoginRouteID` registers statically: no scanned `#define` or `NSString *const` makes it a string"
            ])
        // Requests through the name ask for no key routegen knows, as a request through a variable does.
        #expect(graph.useSites.filter { $0.key == nil }.count == 2)
        #expect(!graph.useSites.contains { $0.key == "kLoginRouteID" })
    }

    /// `#if DEBUG` / `#else` giving the name two strings: which one the build sees is not known.
    @Test func twoDifferentStringsLeaveTheNameUnread() {
        let header = Self.routeIDs.replacingOccurrences(
            of: "#define kLoginRouteID @\"login\"\n",
            with: "#if DEBUG\n#define kLoginRouteID @\"login-debug\"\n#else\n#define kLoginRouteID @\"login\"\n#endif\n"
        )
        let graph = Snippet.graph([(Self.files[0].path, header)] + Self.files.dropFirst())
        #expect(graph.unreadKeys.map(\.spelling) == ["kLoginRouteID"])
        #expect(
            graph.diagnostics.filter { $0.rule == "dynamic-registration" }.map(\.message) == [
                "cannot read the identifier `kLoginRouteID` registers statically: scanned definitions make it \"login\" or \"login-debug\""
            ])
    }

    /// The header holds no ZIKRouter spelling, so the pre-filter skips it unless a key needs one
    /// of its names; then it is parsed, and the graph is the one without the pre-filter.
    @Test func aHeaderOfNamesIsParsedWhenAKeyNeedsIt() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for file in Self.files { try tree.write(file.path, file.source) }
        try tree.write(
            "Sources/App/Routing/AppColors.h",
            "#define kBrandColorName @\"brand\"\n#define kAccentColorName @\"accent\"\n")
        WholeTreePrefilterTests.expectSameOutput([tree.path + "/Sources"])
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: true))
        #expect(!result.skippedPaths.contains(tree.path + "/Sources/App/Routing/AppRouteIDs.h"))
        #expect(result.skippedPaths.contains(tree.path + "/Sources/App/Routing/AppColors.h"))
        #expect(Snippet.registrations(of: "LoginViewRouter", in: result.graph).contains("identifier login"))

        // Without a key that needs it, the header is skipped like any file without a route.
        try tree.write(
            "Sources/App/Login/LoginViewRouter.m",
            Self.loginRouter.replacingOccurrences(of: "kLoginRouteID", with: "@\"login\""))
        try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Home/HomeViewController.m")
        try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Settings/SettingsViewRouter.swift")
        let without = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: true))
        #expect(without.skippedPaths.contains(tree.path + "/Sources/App/Routing/AppRouteIDs.h"))
    }

    /// Read by the parse; a file that holds only such constants is parsed when a key needs one
    /// (the next test), not on the one-file pre-filter's say.
    @Test func aConstantPointerToAStringIsRecorded() {
        let facts = ObjCFileScanner.parse(
            path: "Sources/App/AppRouteIDs.m",
            bytes: Array(
                """
                #import "AppRouteIDs.h"

                NSString *const kChatRouteID = @"chat";
                static NSString * const kInboxRouteID = @"inbox";
                NSString *kMutableRouteID = @"mutable";
                NSString const *kPointeeConstRouteID = @"pointee";

                @implementation AppRouteIDs
                - (void)log {
                    static NSString *const kLocal = @"local";
                }
                @end
                """.utf8))
        #expect(
            facts.stringConstants.map { "\($0.name)=\($0.value)@\($0.location.line)" } == [
                "kChatRouteID=chat@3", "kInboxRouteID=inbox@4",
            ])
    }

    /// The app's pattern for constants: `extern` in the header, the value in an implementation file
    /// that holds nothing else, which the pre-filter skips until a key needs its name.
    @Test func aConstantDefinedInAnImplementationFileIsReadWhenAKeyNeedsIt() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let files: [(path: String, source: String)] = [
            (
                "Sources/App/Routing/AppRouteIDs.h",
                "#import <Foundation/Foundation.h>\nextern NSString *const kChatRouteID;\n"
            ),
            (
                "Sources/App/Routing/AppRouteIDs.m",
                "#import \"AppRouteIDs.h\"\n\nNSString *const kChatRouteID = @\"chat\";\n"
            ),
            (
                "Sources/App/Chat/ChatViewRouter.swift",
                """
                import UIKit
                import ZIKRouter
                import ZRouter

                final class ChatViewRouter: ZIKViewRouter<ChatViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(ChatViewController.self)
                        registerIdentifier(kChatRouteID)
                    }

                    override func destination(with configuration: ViewRouteConfig) -> ChatViewController? {
                        ChatViewController()
                    }
                }

                final class ChatViewController: UIViewController, ZIKRoutableView {}
                """
            ),
            (
                "Sources/App/Home/HomeViewController.m",
                """
                #import "AppRouteIDs.h"
                @implementation HomeViewController
                - (void)openChat {
                    [ZIKAnyViewRouter.toIdentifier(kChatRouteID) performPath:ZIKViewRoutePath.pushFrom(self)];
                }
                @end
                """
            ),
        ]
        for file in files { try tree.write(file.path, file.source) }
        WholeTreePrefilterTests.expectSameOutput([tree.path + "/Sources"])
        let graph = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2)).graph
        #expect(
            Snippet.registrations(of: "ChatViewRouter", in: graph) == ["view ChatViewController", "identifier chat"])
        #expect(graph.useSites.map { "\($0.key ?? "-") \($0.writtenKey ?? "-")" } == ["chat kChatRouteID"])
        #expect(
            !graph.diagnostics.contains { $0.rule == "dynamic-registration" }, "\(graph.diagnostics.map(\.rendered))")
    }
}
