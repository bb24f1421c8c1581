//
//  Credentials.swift
//  LoginKit
//
//  Plain model code: nothing to do with routing.
//

public struct Credentials: Equatable, Sendable {
    public var account: String
    public var password: String

    public init(account: String, password: String) {
        self.account = account
        self.password = password
    }

    public var isComplete: Bool {
        !account.isEmpty && !password.isEmpty
    }
}

public enum CredentialValidator {
    public static func validate(_ credentials: Credentials) -> [String] {
        var problems: [String] = []
        if credentials.account.isEmpty { problems.append("account is empty") }
        if credentials.password.count < 8 { problems.append("password is too short") }
        return problems
    }
}
