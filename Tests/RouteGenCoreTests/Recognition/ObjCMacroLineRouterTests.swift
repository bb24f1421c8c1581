import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A router after lines that only call a macro libclang cannot see reaches the graph whole: its
/// declaration, registrations and header.
struct ObjCMacroLineRouterTests {
    static let header = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "AppMacros.h"

        APP_AVAILABLE(3_0)
        @interface SettingsViewRouter : ZIKViewRouter
        @end
        """

    static let implementation = """
        #import "SettingsViewRouter.h"
        #import "AppMacros.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        @implementation SettingsViewRouter
        APP_LOG_CLASS(SettingsViewRouter)

        + (void)registerRoutableDestination {
            [self registerIdentifier:@"settings"];
        }

        @end
        """

    /// The older Apple-header style: the availability or export macro on the container's own line.
    static let sameLineHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "AppMacros.h"

        NS_ASSUME_NONNULL_BEGIN

        APP_AVAILABLE(3_0) @interface SettingsViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>
        @end

        APP_EXPORT @interface ProfileViewRouter : ZIKViewRouter {
            NSInteger _visits;
        }
        @end

        NS_ASSUME_NONNULL_END
        """

    static let sameLineImplementation = """
        #import "SettingsViewRouter.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        APP_AVAILABLE(3_0) @implementation SettingsViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[UIViewController class]];
            [self registerIdentifier:@"settings"];
        }

        @end

        APP_EXPORT @implementation ProfileViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[UIViewController class]];
            [self registerIdentifier:@"profile"];
        }

        @end
        """

    @Test func aRouterAfterUnknownMacroLinesKeepsItsDeclarationAndRegistrations() {
        let graph = Snippet.graph([
            ("Sources/App/SettingsViewRouter.h", Self.header),
            ("Sources/App/SettingsViewRouter.m", Self.implementation),
        ])
        let router = graph.routers.first { $0.name == "SettingsViewRouter" }
        #expect(router?.registrable == true, "\(graph.diagnostics.map(\.rendered))")
        #expect(router?.registrations.map(\.key) == ["settings"])
        #expect(
            !graph.diagnostics.contains {
                $0.rule == "registration-outside-register" || $0.rule == "objc-unread-declaration"
            })
    }

    @Test func anUnknownMacroOnTheContainersOwnLineLosesNothing() {
        let graph = Snippet.graph([
            ("Sources/App/SettingsViewRouter.h", Self.sameLineHeader),
            ("Sources/App/SettingsViewRouter.m", Self.sameLineImplementation),
        ])
        for (name, key) in [("SettingsViewRouter", "settings"), ("ProfileViewRouter", "profile")] {
            let router = graph.routers.first { $0.name == name }
            #expect(router?.registrable == true, "\(name): \(graph.diagnostics.map(\.rendered))")
            #expect(router?.registrations.map(\.key) == ["UIViewController", key])
            #expect(router?.header?.hasSuffix("SettingsViewRouter.h") == true)
        }
        #expect(
            !graph.diagnostics.contains {
                $0.rule == "registration-outside-register" || $0.rule == "objc-unread-declaration"
            })
    }
}
