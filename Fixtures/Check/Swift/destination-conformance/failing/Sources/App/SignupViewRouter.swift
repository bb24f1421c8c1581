import FormKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension RoutableView where Protocol == FormViewInput {
    init() { self.init(declaredTypeName: "FormViewInput") }
}

final class SignupViewController: FormViewController, ZIKRoutableView {}

final class SignupViewRouter: ZIKViewRouter<SignupViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(SignupViewController.self) // expect: destination-conformance
        register(RoutableView<FormViewInput>())
    }
}
