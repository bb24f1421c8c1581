import Foundation
import Testing

@testable import RouteGenCore

/// `invalid-route-key`: ZIKRouter asserts `identifier.length > 0` for every identifier a router or
/// block route registers, URL patterns included.
struct InvalidRouteKeyRuleTests {
    let rule = InvalidRouteKeyRule()

    /// The routers are declared in the header of another class, as apps that group them do.
    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @interface NoteViewController : XXViewController <ZIKRoutableView>
        @end

        @interface NoteStore : NSObject <ZIKRoutableService>
        @end

        @interface NoteViewRouter : ZIKViewRouter
        @end

        @interface NoteRouteRegistration : ZIKServiceRouteAdapter
        @end

        @interface NoteModule : NSObject
        @end
        """

    static let objcImplementation = """
        #import "NoteModule.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>
        #import <ZIKRouter/ZIKServiceRouterInternal.h>

        @implementation NoteViewController
        @end

        @implementation NoteStore
        @end

        @implementation NoteModule
        @end

        @implementation NoteViewRouter
        + (void)registerRoutableDestination {
            [self registerView:[NoteViewController class]];
            [self registerIdentifier:@"note.compose"];
        #if DEBUG
            [self registerIdentifier:@""];
        #endif
            [self registerURLPattern:@""];
        }

        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[NoteViewController alloc] init];
        }
        @end

        @implementation NoteRouteRegistration
        + (void)registerRoutableDestination {
            [ZIKServiceRoute makeRouteWithDestination:[NoteStore class] makeDestination:^id _Nullable(ZIKPerformRouteConfiguration *config, ZIKRouter *router) {
                return [NoteStore new];
            }].registerIdentifier(@"");
            [ZIKServiceRouter registerIdentifier:@"" forMakingService:[NoteStore class] making:^id _Nullable(ZIKPerformRouteConfiguration *config) {
                return [NoteStore new];
            }];
        }
        @end
        """

    private func objcFindings(implementation: String = objcImplementation) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/NoteModule.h", Self.objcHeader),
                ("Sources/App/NoteModule.m", implementation),
            ])
    }

    /// A router's empty identifier (under `#if` too) and URL pattern and a block route's empty
    /// identifier are errors, once each; a `forMaking…` registration and names are not.
    @Test func objcFixtures() {
        let found = objcFindings()
        #expect(
            found == [
                "19:11: router NoteViewRouter registers an empty identifier; ZIKRouter asserts `identifier.length > 0` when the registration runs in debug builds",
                "21:11: router NoteViewRouter registers an empty URL pattern, which it also registers as an identifier; ZIKRouter asserts `identifier.length > 0` when the registration runs in debug builds",
                "33:8: a block route made in NoteRouteRegistration registers an empty identifier; ZIKRouter asserts `identifier.length > 0` when the registration runs in debug builds",
            ], "\(found)")
    }

    /// A router the registry never calls registers nothing.
    @Test func registrationsThatNeverRunAreNotChecked() {
        let abstract = Self.objcImplementation.replacingOccurrences(
            of: "@implementation NoteViewRouter\n",
            with: "@implementation NoteViewRouter\n+ (BOOL)isAbstractRouter {\n    return YES;\n}\n")
        let found = objcFindings(implementation: abstract)
        #expect(found.count == 1 && found[0].contains("block route"), "\(found)")
    }

    static let swiftSource = """
        import UIKit
        import ZIKRouter
        import ZIKRouter.Internal
        import ZRouter

        final class NoteViewController: UIViewController, ZIKRoutableView {}

        final class NoteViewRouter: ZIKViewRouter<NoteViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(NoteViewController.self)
                registerIdentifier("note")
                registerLegacyKeys()
            }

            override func destination(with configuration: ViewRouteConfig) -> NoteViewController? { NoteViewController() }
        }

        extension NoteViewRouter {
            static func registerLegacyKeys() {
                #if DEBUG
                registerIdentifier("")
                #endif
                Self.registerURLPattern("")
                ZIKAnyViewRouter.registerIdentifier("", forMakingView: NoteViewController.self, making: { _ in NoteViewController() })
            }
        }
        """

    /// Swift: in a helper the register body calls, with `Self` written or not.
    @Test func swiftFixtures() {
        let found = CheckSnippet.findings(rule, Self.swiftSource)
        #expect(found.count == 2, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "21:9: router NoteViewRouter (through the call at Snippet.swift:12) registers an empty identifier;")
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "23:14: router NoteViewRouter (through the call at Snippet.swift:12) registers an empty URL pattern"
                )
            }, "\(found)")
    }
}

/// `invalid-route-key`'s URL notes: a URL pattern `NSURL` may reject (`ZIKURLRouter.m:47`) and an
/// empty requested URL (`ZIKURLRouter.m:191`).
struct InvalidRouteKeyURLTests {
    let rule = InvalidRouteKeyRule()

    private func places(_ files: [(path: String, source: String)]) -> [String] {
        let graph = Snippet.graph(files)
        return Checker.run(CheckContext(graph: graph), rules: [rule]).filter { $0.rule == rule.id }.map {
            "\($0.severity) \($0.location.map { "\($0.line)" } ?? "-")"
        }
    }

    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @interface ProfileViewController : XXViewController <ZIKRoutableView>
        @end

        @interface ProfileStore : NSObject <ZIKRoutableService>
        @end

        @interface ProfileViewRouter : ZIKViewRouter
        @end

        @interface ProfileModule : NSObject
        @end
        """

    static let objcImplementation = """
        #import "ProfileModule.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>
        #import <ZIKRouter/ZIKServiceRouterInternal.h>

        #define kProfileURL @"app://profile/{uid}"

        @implementation ProfileViewController
        @end

        @implementation ProfileStore
        @end

        @implementation ProfileViewRouter
        + (void)registerRoutableDestination {
            [self registerView:[ProfileViewController class]];
            [self registerURLPattern:@"app://profile/:uid"];
            [self registerURLPattern:@"app://profile/:uid/edit mode"];
        #if DEBUG
            [self registerURLPattern:@"app://debug/profile/{uid}"];
        #endif
            [self registerURLPattern:kProfileURL];
            [ZIKServiceRoute makeRouteWithDestination:[ProfileStore class] makeDestination:^id _Nullable(ZIKPerformRouteConfiguration *config, ZIKRouter *router) {
                return [ProfileStore new];
            }].registerURLPattern(@"app://store/prófile");
        }

        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[ProfileViewController alloc] init];
        }
        @end

        @implementation ProfileModule
        + (void)openProfile:(UIViewController *)source {
            [ZIKAnyViewRouter performURL:@"app://profile/42?tab=liked posts" fromSource:source];
            [ZIKAnyViewRouter performURL:@"" fromSource:source];
            [ZIKAnyServiceRouter routerForURL:@"app://store/prófile"];
        }
        @end
        """

    /// Patterns that are not URLs, under `#if`, through a `#define` and on a block route, are
    /// notes; the valid pattern is not. A requested URL is escaped by ZIKRouter first: only the
    /// empty one is a note.
    @Test func objcURLFixtures() {
        let found = places([
            ("Sources/Profile/ProfileModule.h", Self.objcHeader),
            ("Sources/Profile/ProfileModule.m", Self.objcImplementation),
        ])
        #expect(found == ["note 17", "note 19", "note 21", "note 24", "note 35"], "\(found)")
        let messages = CheckSnippet.findings(
            rule,
            [
                ("Sources/Profile/ProfileModule.h", Self.objcHeader),
                ("Sources/Profile/ProfileModule.m", Self.objcImplementation),
            ])
        #expect(
            messages.first
                == "17:11: router ProfileViewRouter registers the URL pattern \"app://profile/:uid/edit mode\", which is not a URL by RFC 3986 (it holds a space); `NSURL` rejects such a string with the SDKs before iOS 17 and macOS 14, and ZIKRouter then asserts \"Invalid url pattern\" when the registration runs in debug builds",
            "\(messages)")
        #expect(
            messages.last?.hasPrefix("35:23: `[ZIKAnyViewRouter performURL:fromSource:]` requests the empty URL")
                == true, "\(messages)")
    }

    @Test func swiftURLFixtures() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            final class ProfileViewController: UIViewController, ZIKRoutableView {}

            final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(ProfileViewController.self)
                    registerURLPattern("app://profile/:uid")
                    registerURLPattern("app://profile/{uid}/posts")
                }

                override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? {
                    ProfileViewController()
                }
            }

            enum ProfileLinks {
                static func open(from source: UIViewController) {
                    ZIKAnyViewRouter.performURL("app://profile/42 posts", fromSource: source)
                    ZIKAnyViewRouter.performURL("", fromSource: source)
                }
            }
            """
        let found = places([("Sources/Profile/ProfileViewRouter.swift", source)])
        #expect(found == ["note 11", "note 22"], "\(found)")
    }
}
