//
//  CheckoutViewController.swift
//  CheckoutKit
//
//  VIPER view of the checkout module.
//

import UIKit
import ViperKit

final class CheckoutViewController: UIViewController, CheckoutViewInput, ModuleView {
    var presenter: ModulePresenter?
    var total: Decimal = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewIsReady()
    }

    func showLoading() {
    }

    func hideLoading() {
    }
}
