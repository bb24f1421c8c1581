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

final class SignupConfig: ZIKViewRouteConfiguration {
    var referral: String?
}

/// No `defaultRouteConfiguration` override: the type argument names the configuration.
final class SignupViewRouter: ZIKViewRouter<SignupViewController, SignupConfig> {
    override class func registerRoutableDestination() {
        registerView(SignupViewController.self)
        register(RoutableViewModule<SignupModuleInput>()) // expect: module-conformance
    }
}
