//
//  AppInterfaces.swift
//  SwiftShop
//
//  The app's own interfaces to module screens and services; AppRouteAdapter and AppServiceAdapter
//  map them to the modules' protocols.
//

import AccountKit
import CartKit
import ZRouter

protocol AppCartInput: AnyObject {
    var itemCount: Int { get }
}

extension RoutableView where Protocol == AppCartInput {
    init() { self.init(declaredTypeName: "AppCartInput") }
}

extension CartViewController: AppCartInput {}

protocol AppAccountInput: AnyObject {
    var isLoggedIn: Bool { get }
}

extension RoutableService where Protocol == AppAccountInput {
    init() { self.init(declaredTypeName: "AppAccountInput") }
}

extension AccountService: AppAccountInput {}
