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
