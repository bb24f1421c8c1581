import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol EditorViewInput: AnyObject {
    func open(documentID: String)
}

typealias EditorScreen = UIViewController & EditorViewInput

extension RoutableView where Protocol == EditorScreen {
    init() { self.init(declaredTypeName: "EditorScreen") }
}

final class EditorViewController: UIViewController, EditorViewInput, ZIKRoutableView {
    func open(documentID: String) {}
}

final class EditorViewRouter: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(EditorViewController.self)
        register(RoutableView<EditorScreen>())
    }

    override func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
        EditorViewController()
    }
}
