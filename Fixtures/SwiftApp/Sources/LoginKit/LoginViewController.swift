//
//  LoginViewController.swift
//  LoginKit
//

import UIKit

public final class LoginViewController: UIViewController, LoginViewInput {
    public var account: String?
    private var password = ""

    public override init() {
        super.init()
        title = "Login"
    }

    public func clearPassword() {
        password = ""
    }
}

public final class RegisterViewController: UIViewController {
    public var invitationCode: String?
}
