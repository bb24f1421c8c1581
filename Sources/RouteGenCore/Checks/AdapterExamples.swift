/// Example code the adapter rules share.
import RouteGenModel

enum AdapterExamples {
    /// An Objective-C adapter class and the two protocols it adapts between.
    static let objcHeader = """
        #import <UIKit/UIKit.h>
        #import <ZIKRouter/ZIKRouter.h>

        @protocol LoginInput <ZIKViewRoutable>
        @end

        @protocol RequiredLoginInput <ZIKViewRoutable>
        @end

        @interface AppRouteAdapter : ZIKViewRouteAdapter
        @end
        """

    /// An app whose adapter chain ends in a registered route (`A → B → C → D`, with a router
    /// for `D`): the accepting case of both adapter rules.
    static let adaptedLogin = """
        import UIKit
        import ZIKRouter
        import ZIKRouter.Internal
        import ZRouter

        // ProfileKit asks for A, the app adapts A → B → C → D, and LoginKit registers D.
        final class AppAdapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableView<ProfileLoginInput>(), forAdaptee: RoutableView<AppLoginInput>())
                register(adapter: RoutableView<AppLoginInput>(), forAdaptee: RoutableView<SharedLoginInput>())
            }
        }

        final class KitAdapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                registerDestinationAdapter(SharedLoginInput.self, forAdaptee: LoginInput.self)
            }
        }

        final class LoginViewController: UIViewController, ZIKRoutableView, LoginInput {}

        final class LoginViewRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                register(RoutableView<LoginInput>())
            }

            override func destination(with configuration: ViewRouteConfig) -> Any? {
                LoginViewController()
            }
        }

        func showLogin() {
            Router.to(RoutableView<ProfileLoginInput>())
        }
        """
}
