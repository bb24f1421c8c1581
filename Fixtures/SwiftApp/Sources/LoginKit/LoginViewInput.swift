//
//  LoginViewInput.swift
//  LoginKit
//
//  Public interfaces of the login module.
//

import ZRouter

/// Interface of the login view.
public protocol LoginViewInput: AnyObject {
    var account: String? { get set }
    func clearPassword()
}

// Declare LoginViewInput as a routable view protocol
public extension RoutableView where Protocol == LoginViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// Module config of the register view: pass the invitation code before the view is made.
public protocol RegisterModuleInput: AnyObject {
    var invitationCode: String? { get set }
}

public extension RoutableViewModule where Protocol == RegisterModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// Login state service.
public protocol LoginServiceInput: AnyObject {
    var isLoggedIn: Bool { get }
    func logout()
}

public extension RoutableService where Protocol == LoginServiceInput {
    init() { self.init(declaredTypeName: "LoginServiceInput") }
}
