import FormKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension RoutableView where Protocol == FormViewInput {
    init() { self.init(declaredTypeName: "FormViewInput") }
}

/// Inherits FormViewInput from FormKit's FormViewController.
final class SignupViewController: FormViewController, ZIKRoutableView {}

final class SignupViewRouter: ZIKViewRouter<SignupViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SignupViewController.self)
        register(RoutableView<FormViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> SignupViewController? {
        SignupViewController()
    }
}
