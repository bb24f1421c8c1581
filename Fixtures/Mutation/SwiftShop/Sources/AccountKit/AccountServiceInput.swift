//
//  AccountServiceInput.swift
//  AccountKit
//

import ZIKRouter

/// The signed-in account. An Objective-C protocol inheriting ZIKServiceRoutable, so ZRouter makes it
/// routable without an `extension RoutableService`.
@objc public protocol AccountServiceInput: ZIKServiceRoutable {
    var isLoggedIn: Bool { get }
    var accountName: String? { get }
}
