// Stand-in for the handful of UIKit classes SwiftApp uses. Not UIKit: just enough to type-check on Linux.

open class UIResponder {
    public init() {}
}

open class UIView: UIResponder {
    open var subviews: [UIView] = []

    open func addSubview(_ view: UIView) { subviews.append(view) }
}

open class UIViewController: UIResponder {
    open var title: String?
    open var view: UIView = UIView()
    open weak var navigationController: UINavigationController?

    public override init() { super.init() }
}

open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        viewController.navigationController = self
    }
}
