//
//  AccountService.swift
//  AccountKit
//

import Foundation
import ZIKRouter

public final class AccountService: NSObject, AccountServiceInput, ZIKRoutableService {
    public private(set) var accountName: String?

    public var isLoggedIn: Bool {
        accountName != nil
    }
}
