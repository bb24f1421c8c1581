import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

open class EditorViewController: UIViewController, ZIKRoutableView {}

open class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
    override open class func registerRoutableDestination() {
        registerView(EditorViewController.self)
    }

    override open func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
        EditorViewController()
    }
}

