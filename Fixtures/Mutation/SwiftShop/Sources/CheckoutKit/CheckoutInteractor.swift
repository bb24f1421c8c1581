//
//  CheckoutInteractor.swift
//  CheckoutKit
//

import Foundation
import AccountKit
import ViperKit
import ZRouter

final class CheckoutInteractor: ModuleInteractor {
    var itemCount = 0

    func total() -> Decimal {
        guard let account = Router.makeDestination(to: RoutableService<AccountServiceInput>()), account.isLoggedIn else {
            return 0
        }
        return Decimal(itemCount) * 10
    }
}
