import UIKit

public protocol FormViewInput: AnyObject {
    func reload()
}

open class FormViewController: UIViewController, FormViewInput {
    open func reload() {}
}
