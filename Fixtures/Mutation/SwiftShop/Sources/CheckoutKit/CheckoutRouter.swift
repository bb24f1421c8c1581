//
//  CheckoutRouter.swift
//  CheckoutKit
//
//  Assembles the VIPER checkout module.
//

import UIKit
import ShopUI
import ZIKRouter.Internal
import ZRouter

extension CheckoutViewController: ZIKRoutableView {}

public final class CheckoutRouter: ShopViewRouter {
    override public class func registerRoutableDestination() {
        registerView(CheckoutViewController.self)
        register(RoutableView<CheckoutViewInput>())
        register(RoutableViewModule<CheckoutModuleInput>())
        registerIdentifier("checkout")
    }

    override public class func defaultRouteConfiguration() -> ViewRouteConfig {
        CheckoutConfiguration()
    }

    override public func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        let interactor = CheckoutInteractor()
        let presenter = CheckoutPresenter(interactor: interactor)
        let view = CheckoutViewController()
        if let module = configuration as? CheckoutConfiguration {
            interactor.itemCount = module.itemCount
            presenter.didPlaceOrder = module.didPlaceOrder
        }
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
