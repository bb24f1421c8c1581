import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol ProfileViewInput: AnyObject {
    var userID: String? { get set }
}

extension RoutableView where Protocol == ProfileViewInput {
    init() { self.init(declaredTypeName: "ProfileViewInput") }
}

/// Conforms through EditableProfileViewInput, which inherits ProfileViewInput.
final class ProfileViewController: UIViewController, EditableProfileViewInput, ZIKRoutableView {
    var userID: String?
    var isEditingEnabled = false
}

final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(ProfileViewController.self)
        register(RoutableView<ProfileViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> ProfileViewController? {
        ProfileViewController()
    }
}
