import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol SignupModuleInput: AnyObject {
    var referralCode: String? { get set }
}

extension RoutableViewModule where Protocol == SignupModuleInput {
    init() { self.init(declaredTypeName: "SignupModuleInput") }
}

final class SignupViewController: UIViewController, ZIKRoutableView {}

final class SignupConfig: ZIKViewRouteConfiguration, SignupModuleInput {
    var referralCode: String?
}

final class SignupViewRouter: ZIKViewRouter<SignupViewController, SignupConfig> {
    override class func registerRoutableDestination() {
        registerView(SignupViewController.self)
        register(RoutableViewModule<SignupModuleInput>())
    }

    override class func defaultRouteConfiguration() -> SignupConfig {
        SignupConfig()
    }

    override func destination(with configuration: SignupConfig) -> SignupViewController? {
        SignupViewController()
    }
}

protocol ShareModuleInput: AnyObject {
    var text: String? { get set }
}

extension RoutableViewModule where Protocol == ShareModuleInput {
    init() { self.init(declaredTypeName: "ShareModuleInput") }
}

final class ShareViewController: UIViewController, ZIKRoutableView {}

/// A makeable configuration: ZRouter's generic class takes the module protocol through a
/// constrained extension, as its documentation shows.
extension ViewMakeableConfiguration: ShareModuleInput where Destination == ShareViewController, Constructor == (String) -> Void {}

final class ShareViewRouter: ZIKViewRouter<ShareViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(ShareViewController.self)
        register(RoutableViewModule<ShareModuleInput>())
    }

    override class func defaultRouteConfiguration() -> ViewRouteConfig {
        let config = ViewMakeableConfiguration<ShareViewController, (String) -> Void>({ _ in })
        return config
    }

    override func destination(with configuration: ViewRouteConfig) -> ShareViewController? {
        ShareViewController()
    }
}
