import UIKit
import ZIKRouter

/// Every screen of the app descends from this one, which is routable.
class BaseViewController: UIViewController, ZIKRoutableView {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
