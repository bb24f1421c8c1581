import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol EditorViewInput: AnyObject {
    func open(documentID: String)
}

/// Only a view controller may be the editor screen.
typealias EditorScreen = UIViewController & EditorViewInput

extension RoutableView where Protocol == EditorScreen {
    init() { self.init(declaredTypeName: "EditorScreen") }
}

/// A plain view, not a view controller: conforms to the protocol, but not to the composition.
final class EditorView: UIView, EditorViewInput, ZIKRoutableView {
    func open(documentID: String) {}
}

final class EditorViewRouter: ZIKViewRouter<EditorView, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        register(RoutableView<EditorScreen>())
        registerView(EditorView.self) // expect: destination-conformance
    }
}
