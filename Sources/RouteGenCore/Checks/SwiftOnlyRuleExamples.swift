/// Example code the rules about Swift-only forms share: the Objective-C app that cannot make the
/// mistake, shown as a non-triggering example.
import RouteGenModel

enum SwiftOnlyRuleExamples {
    /// A router registering its view and a routable protocol by `ZIKRoutable(P)`, and a request
    /// of that protocol.
    static let objcLoginRouter = RuleExample.objc(
        "LoginViewRouter",
        header: """
            #import <ZIKRouter/ZIKRouter.h>

            @protocol LoginViewInput <ZIKViewRoutable>
            @end

            @interface LoginViewController : UIViewController <ZIKRoutableView, LoginViewInput>
            @end

            @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
            @end
            """,
        implementation: """
            #import "LoginViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation LoginViewController
            @end

            @implementation LoginViewRouter

            + (void)registerRoutableDestination {
                [self registerView:[LoginViewController class]];
                [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
            }

            - (LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [LoginViewController new];
            }

            - (void)showLoginFrom:(UIViewController *)source {
                [ZIKRouterToView(LoginViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
            }

            @end
            """)
}
