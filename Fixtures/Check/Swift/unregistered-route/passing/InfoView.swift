import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// An Objective-C view protocol adapted for Swift callers that want a view controller that
// also conforms to it; callers name the composition through a typealias.
@objc protocol ZIKInfoViewProtocol: ZIKViewRoutable {
    var name: String { get set }
}

typealias RequiredInfoViewInput = UIViewController & ZIKInfoViewProtocol

extension RoutableView where Protocol == UIViewController & ZIKInfoViewProtocol {
    init() { self.init(declaredProtocol: Protocol.self) }
}

class ZIKInfoViewAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<UIViewController & ZIKInfoViewProtocol>(),
                 forAdaptee: RoutableView<ZIKInfoViewProtocol>())
    }
}

final class InfoViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        register(RoutableView<ZIKInfoViewProtocol>())
        registerView(InfoViewController.self)
    }

    override func destination(with configuration: ViewRouteConfig) -> UIViewController? {
        InfoViewController()
    }
}

final class InfoCoordinator {
    // A nested alias, a chain of aliases and the members in the other order all name one type.
    typealias Info = RequiredInfoViewInput

    func showInfo(from source: UIViewController) {
        Router.perform(to: RoutableView<RequiredInfoViewInput>(), path: .push(from: source))
        Router.perform(to: RoutableView<Info>(), path: .push(from: source))
        Router.perform(to: RoutableView<ZIKInfoViewProtocol & UIViewController>(), path: .push(from: source))
    }
}

final class InfoViewController: UIViewController, ZIKInfoViewProtocol, ZIKRoutableView {
    var name = ""
}
