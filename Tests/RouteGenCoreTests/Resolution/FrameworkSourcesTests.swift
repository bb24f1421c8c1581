import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// ZIKRouter's and ZRouter's own sources among the scanned files, however the app links them,
/// are recognised from what they declare: read for what they provide, reported on never.
struct FrameworkSourcesTests {
    /// Shapes of ZIKRouter's own files: the class itself, a base router, the adapter whose
    /// registration API takes keys in variables, and the URL category that implements
    /// `registerURLPattern:`.
    static func zikRouter(in folder: String) -> [(path: String, source: String)] {
        [
            (
                "\(folder)/Router/ZIKRouter.h",
                """
                #import <Foundation/Foundation.h>
                @class ZIKPerformRouteConfiguration, ZIKRemoveRouteConfiguration;

                @interface ZIKRouter<__covariant Destination, __covariant RouteConfig: ZIKPerformRouteConfiguration *, __covariant RemoveConfig: ZIKRemoveRouteConfiguration *> : NSObject
                @end
                """
            ),
            (
                "\(folder)/ViewRouter/ZIKViewRouter.h",
                """
                #import "ZIKRouter.h"

                @interface ZIKViewRouter<__covariant Destination, __covariant RouteConfig: ZIKViewRouteConfiguration *> : ZIKRouter<Destination, RouteConfig, ZIKViewRemoveConfiguration *>
                @end
                """
            ),
            (
                "\(folder)/ViewRouter/Adapter/ZIKViewRouteAdapter.m",
                """
                #import "ZIKViewRouteAdapter.h"

                @implementation ZIKViewRouteAdapter
                + (void)registerDestinationAdapter:(Protocol<ZIKViewRoutable> *)adapterProtocol forAdaptee:(Protocol<ZIKViewRoutable> *)adapteeProtocol {
                    [[self routeRegistry] registerDestinationAdapter:adapterProtocol forAdaptee:adapteeProtocol];
                    [self registerViewProtocol:adapterProtocol];
                }
                @end
                """
            ),
            (
                "\(folder)/URLRouter/ZIKRouter+URLRouter.m",
                """
                #import "ZIKRouter+URLRouter.h"

                @implementation ZIKViewRouter (URLRouter)
                + (void)registerURLPattern:(NSString *)pattern {
                    [self registerIdentifier:pattern];
                    [[self URLRouter] registerURLPattern:pattern];
                }
                @end
                """
            ),
        ]
    }

    static let app: [(path: String, source: String)] = [
        (
            "App/Login/LoginViewRouter.h",
            """
            #import <UIKit/UIKit.h>
            #import "ZIKViewRouter.h"

            @protocol LoginViewInput <ZIKViewRoutable>
            @end

            @interface LoginViewController : UIViewController <LoginViewInput, ZIKRoutableView>
            @end

            @interface LoginViewRouter : ZIKViewRouter
            @end
            """
        ),
        (
            "App/Login/LoginViewRouter.m",
            """
            #import "LoginViewRouter.h"

            @implementation LoginViewController
            @end

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[LoginViewController class]];
                [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                [self registerURLPattern:@"app://login"];
            }
            - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [LoginViewController new];
            }
            @end
            """
        ),
    ]

    private func findings(_ graph: RouteGraph) -> [Diagnostic] {
        Checker.run(CheckContext(graph: graph))
    }

    /// A folder of ZIKRouter's sources compiled into the app, beside the app's own: nothing is
    /// reported on it, and the app's router is checked as before.
    @Test func folderOfSourcesBesideTheApp() {
        let graph = Snippet.graph(Self.zikRouter(in: "App/Vendor/ZIKRouter") + Self.app)
        let onFramework = findings(graph).filter { $0.location?.file.hasPrefix("App/Vendor/") == true }
        #expect(onFramework.isEmpty, "\(onFramework)")
        #expect(graph.routers.map(\.name) == ["LoginViewRouter"])
        #expect(
            Snippet.registrations(of: "LoginViewRouter", in: graph) == [
                "view LoginViewController", "viewProtocol LoginViewInput", "urlPattern app://login",
                "identifier app://login",
            ])
        // What it declares is still read; what it says for the app is not.
        let file = Snippet.facts(
            Self.zikRouter(in: "App/Vendor/ZIKRouter")[3].source,
            path: "App/Vendor/ZIKRouter/URLRouter/ZIKRouter+URLRouter.m")
        let provided = FrameworkSources.providedOnly(file)
        #expect(provided.conformances == file.conformances && provided.methods == file.methods)
        #expect(!file.unreadKeys.isEmpty && !file.diagnostics.isEmpty)
        #expect(provided.unreadKeys.isEmpty && provided.diagnostics.isEmpty && provided.helpers.isEmpty)
        // Without the class declarations that anchor it, the same implementation files are the app's.
        let unanchored = Snippet.graph(
            Array(Self.zikRouter(in: "App/Vendor/ZIKRouter").dropFirst(2)) + Self.app)
        #expect(findings(unanchored).contains { $0.location?.file.hasPrefix("App/Vendor/") == true })
    }

    /// A sub-project's or pod's target: every file of the module that declares ZIKRouter is the
    /// framework's, also one outside the anchors' folder.
    @Test func moduleThatDeclaresTheFramework() {
        var config = RouteGenConfig()
        config.scan.moduleMap = ["Vendor/ZIKRouter": "ZIKRouter", "Vendor/Extensions": "ZIKRouter", "App": "App"]
        let extensionFile = (
            "Vendor/Extensions/ZIKViewRouter+Debug.m",
            """
            #import "ZIKViewRouter.h"

            @implementation ZIKViewRouter (Debug)
            + (void)registerDebugIdentifier:(NSString *)identifier {
                [self registerIdentifier:identifier];
            }
            @end
            """
        )
        let files = Self.zikRouter(in: "Vendor/ZIKRouter") + [extensionFile] + Self.app
        let graph = Snippet.graph(files, config: config)
        let onFramework = findings(graph).filter { $0.location?.file.hasPrefix("Vendor/") == true }
        #expect(onFramework.isEmpty, "\(onFramework)")
        // The same file in a module of its own that declares nothing of the framework is reported on.
        config.scan.moduleMap["Vendor/Extensions"] = "DebugTools"
        let other = Snippet.graph(files, config: config)
        #expect(findings(other).contains { $0.location?.file == "Vendor/Extensions/ZIKViewRouter+Debug.m" })
    }

    /// ZRouter's Swift layer: its makeable configuration and its registration API over ZIKRouter's
    /// classes, whose keys are generic; a folder or a module of it.
    @Test func zRouterSources() {
        let zRouter: [(path: String, source: String)] = [
            (
                "Vendor/ZRouter/ViewRouter/ViewRouter.swift",
                """
                import ZIKRouter

                open class ViewMakeableConfiguration<Destination, Constructor>: ZIKSwiftViewMakeableConfiguration {
                    open var makedDestination: Destination?
                }
                """
            ),
            (
                "Vendor/ZRouter/ViewRouter/ViewRouter.Registry.swift",
                """
                import ZIKRouter.Internal

                public extension ZIKViewRouter {
                    static func register<Protocol>(_ routableView: RoutableView<Protocol>) {
                        let routableProtocol = routableView.protocolObject
                        registerViewProtocol(routableProtocol)
                    }
                }
                """
            ),
            (
                "Vendor/ZRouter/ViewRouter/ViewRouter.Routable.swift",
                """
                public struct RoutableView<Protocol> {
                    public let typeName: String
                }

                extension RoutableView where Protocol == ZIKViewRoutable {
                    public init() { self.init(declaredProtocol: ZIKViewRoutable.self) }
                }
                """
            ),
            (
                "Vendor/ZRouter/Alias.swift",
                "import ZIKRouter\n\npublic typealias ZIKAnyViewRouter = ZIKViewRouter<AnyObject, ViewRouteConfig>\n"
            ),
        ]
        let graph = Snippet.graph(zRouter + Self.app)
        let onFramework = findings(graph).filter { $0.location?.file.hasPrefix("Vendor/") == true }
        #expect(onFramework.isEmpty, "\(onFramework)")
        #expect(!graph.routableDeclarations.contains { $0.protocolName == "ZIKViewRoutable" })
        #expect(graph.routers.map(\.name) == ["LoginViewRouter"])
    }

    /// Stand-ins of ZIKRouter's classes written among the app's routers are not a framework folder:
    /// only the file that declares them is set aside, and the app's findings stay.
    @Test func anchorsAmongTheAppsRouters() {
        let stub = (
            "App/Login/ZIKRouterStubs.h",
            "#import <Foundation/Foundation.h>\n@interface ZIKRouter : NSObject\n@end\n@interface ZIKViewRouter : ZIKRouter\n@end\n"
        )
        let leftOut = (
            "App/Login/LeftOutRouter.m",
            """
            #import "LoginViewRouter.h"
            @interface LeftOutRouter : ZIKViewRouter
            @end
            @implementation LeftOutRouter
            + (void)registerRoutableDestination {
                [self registerView:[LoginViewController class]];
            }
            @end
            """
        )
        let graph = Snippet.graph(Self.app + [stub, leftOut])
        #expect(graph.routers.map(\.name) == ["LeftOutRouter", "LoginViewRouter"])
        #expect(findings(graph).contains { $0.location?.file == "App/Login/LeftOutRouter.m" })
    }
}
