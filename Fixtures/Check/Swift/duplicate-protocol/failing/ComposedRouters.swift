import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol EditorViewInput: AnyObject {}

enum Editor {
    // Declared inside a type: found from the routers' bodies below through the enclosing scope.
    typealias Input = EditorViewInput & UIViewController
}

extension Editor {
    final class EditorViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
        override class func registerRoutableDestination() {
            register(RoutableView<Input>()) // expect: duplicate-protocol
        }
    }
}

final class LegacyEditorViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        // The same composition, members in the other order: ZRouter keys both the same.
        register(RoutableView<UIViewController & EditorViewInput>()) // expect: duplicate-protocol
    }
}

extension RoutableView where Protocol == EditorViewInput & UIViewController {
    init() { self.init(declaredProtocol: Protocol.self) }
}
