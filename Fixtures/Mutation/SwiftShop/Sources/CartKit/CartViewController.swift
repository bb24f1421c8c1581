//
//  CartViewController.swift
//  CartKit
//

import UIKit
import ShopUI
import CheckoutKit
import ZRouter

public final class CartViewController: BaseViewController, CartInput, UITableViewDataSource {
    private lazy var cart = Router.makeDestination(to: RoutableService<CartServiceInput>())

    public var itemCount: Int {
        cart?.items.count ?? 0
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        emptyTitle = "Your cart is empty"
    }

    public func reloadItems() {
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        itemCount
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    func checkout() {
        Router.perform(to: RoutableViewModule<CheckoutModuleInput>(), path: .push(from: self), preparation: { module in
            module.itemCount = self.itemCount
        })
    }
}
