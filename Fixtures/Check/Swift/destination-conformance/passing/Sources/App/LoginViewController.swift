import UIKit

final class LoginViewController: UIViewController {
    var account: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = account
    }
}
