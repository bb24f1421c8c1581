//
//  AppCoordinator.swift
//  SwiftShop
//

import UIKit
import CartKit
import CheckoutKit
import ZRouter

final class AppCoordinator {
    private let root: UIViewController

    init(root: UIViewController) {
        self.root = root
    }

    func start() {
        Router.makeDestination(to: RoutableService<AnalyticsServiceInput>())?.track("launch")
        if let account = Router.makeDestination(to: RoutableService<AppAccountInput>()), !account.isLoggedIn {
            Router.perform(to: RoutableServiceModule<CartServiceModuleInput>(), preparation: { module in
                module.storeID = "guest"
            })
        }
    }

    func showCart() {
        Router.perform(to: RoutableView<AppCartInput>(), path: .push(from: root))
    }

    func cartBadge() -> Int {
        Router.makeDestination(to: RoutableView<CartInput>())?.itemCount ?? 0
    }

    func showCheckout(total: Decimal) {
        Router.perform(to: RoutableView<CheckoutViewInput>(), path: .presentModally(from: root), preparation: { checkout in
            checkout.total = total
        })
    }

    func open(_ url: URL) {
        if url.host == "cart" {
            Router.to(viewIdentifier: "cart")?.perform(path: .push(from: root))
        }
    }
}
