//
//  CheckoutPresenter.swift
//  CheckoutKit
//

import ViperKit

final class CheckoutPresenter: ModulePresenter {
    weak var view: (ModuleView & CheckoutViewInput)?
    let interactor: CheckoutInteractor
    var didPlaceOrder: ((String) -> Void)?

    init(interactor: CheckoutInteractor) {
        self.interactor = interactor
    }

    func viewIsReady() {
        view?.showLoading()
        view?.total = interactor.total()
        view?.hideLoading()
    }
}
