import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct DanglingAdapterRuleTests {
    let rule = DanglingAdapterRule()

    @Test func swiftOnlyTheLastHopIsReported() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(adapter: RoutableViewModule<A>(), forAdaptee: RoutableViewModule<B>())
                    register(adapter: RoutableViewModule<B>(), forAdaptee: RoutableViewModule<C>())
                }
            }
            final class CRouter: ZIKAnyViewRouter {
                // A view protocol C does not answer a view-module lookup.
                override class func registerRoutableDestination() { register(RoutableView<C>()) }
            }
            """)
        #expect(
            found == [
                "4:9: view module protocol B is adapted by adapter Adapter to C, which is not registered: no router, adapter, `forMaking…` registration or block route registers it"
            ])
    }

    @Test func swiftAdapteeRegisteredOnlyByAnAbstractRouterDangles() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() { register(adapter: RoutableView<A>(), forAdaptee: RoutableView<B>()) }
            }
            class Base: ZIKAnyViewRouter {
                override class func isAbstractRouter() -> Bool { return self == Base.self }
                override class func registerRoutableDestination() { register(RoutableView<B>()) }
            }
            """)
        #expect(found.count == 1)
        #expect(
            found.first?.contains(
                "only router Base registers it, from the `registerRoutableDestination` of Base, which is not registered: abstract"
            ) == true)
    }

    /// ZIKRouter's `registerModuleAdapter:` and `registerDestinationAdapter:` write one adapter map
    /// per registry, and a view lookup follows it whichever selector wrote the entry: an adapter of
    /// two view protocols registered with the module selector resolves.
    @Test func objectiveCSelectorsShareOneAdapterMap() {
        let files: [(path: String, source: String)] = [
            (
                "Sources/App/ShopRoutes.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @protocol LoginViewInput <ZIKViewRoutable>
                @end
                @protocol ShopLoginViewInput <ZIKViewRoutable>
                @end
                @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput, ShopLoginViewInput>
                @end
                @interface LoginViewRouter : ZIKViewRouter
                @end
                @interface ShopRouteAdapter : ZIKViewRouteAdapter
                @end
                """
            ),
            (
                "Sources/App/ShopRoutes.m",
                """
                #import "ShopRoutes.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>
                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                }
                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [LoginViewController new];
                }
                @end
                @implementation ShopRouteAdapter
                + (void)registerRoutableDestination {
                    [self registerModuleAdapter:ZIKRoutable(ShopLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];
                }
                @end
                void ShopShowLogin(UIViewController *source) {
                    [ZIKRouterToView(ShopLoginViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
                }
                """
            ),
        ]
        let graph = Snippet.graph(files)
        let errors = Checker.run(CheckContext(graph: graph)).filter { $0.severity == .error }
        #expect(errors.map(CheckSnippet.describe) == [])
        // The control: the adaptee registered by nothing still dangles.
        let unregistered = files.map {
            (
                $0.path,
                $0.source.replacingOccurrences(
                    of: "    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];\n", with: "")
            )
        }
        let found = Checker.run(CheckContext(graph: Snippet.graph(unregistered)), rules: [rule])
        #expect(found.map(\.severity) == [.error])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
