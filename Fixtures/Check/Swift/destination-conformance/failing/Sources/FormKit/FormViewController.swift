import UIKit

public protocol FormViewInput: AnyObject {
    func reload()
}

public protocol FormViewOutput: AnyObject {
    func submit()
}

open class FormViewController: UIViewController, FormViewOutput {
    open func submit() {}
}
