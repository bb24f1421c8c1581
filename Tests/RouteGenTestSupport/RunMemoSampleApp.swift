import Foundation

/// A small app the way teams write one: a Swift router, an Objective-C router with its header,
/// and one declared only in its `.m` (a `header-less-router` warning every run must print). The
/// run memo's tests run it through the CLI and through the library.
package enum RunMemoSampleApp {
    package static func write() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory()
        try tree.write(
            "Sources/App/Login/LoginViewController.swift",
            """
            import UIKit
            import ZIKRouter

            protocol LoginViewInput: AnyObject { var userName: String? { get set } }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {
                var userName: String?
            }
            """)
        try tree.write(
            "Sources/App/Login/LoginViewRouter.swift",
            """
            import ZIKRouter
            import ZRouter

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
            }
            """)
        try tree.write(
            "Sources/App/Legacy/ZIKHelpViewRouter.m",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "ZIKSettingsViewController.h"

            @interface ZIKHelpViewRouter : ZIKViewRouter
            @end

            @implementation ZIKHelpViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[ZIKSettingsViewController class]];
                [self registerIdentifier:@"help"];
            }
            @end
            """)
        try tree.write(
            "Sources/App/Legacy/ZIKSettingsViewRouter.h",
            """
            #import <ZIKRouter/ZIKRouter.h>

            @interface ZIKSettingsViewRouter : ZIKViewRouter
            @end
            """)
        try tree.write(
            "Sources/App/Legacy/ZIKSettingsViewRouter.m",
            """
            #import "ZIKSettingsViewRouter.h"
            #import "ZIKSettingsViewController.h"

            @implementation ZIKSettingsViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[ZIKSettingsViewController class]];
                [self registerIdentifier:@"settings"];
            }
            @end
            """)
        try tree.write(
            "Sources/App/Legacy/ZIKSettingsViewController.h",
            """
            #import <UIKit/UIKit.h>
            #import <ZIKRouter/ZIKRouter.h>

            @interface ZIKSettingsViewController : UIViewController <ZIKRoutableView>
            @end
            """)
        return tree
    }
}
