//
//  TrackedViewRouter.swift
//  ProfileKit
//
//  Base router that logs every destination it makes. Not generic, so it marks itself abstract:
//  only its subclasses are routers.
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

open class TrackedViewRouter: ZIKAnyViewRouter {

    open override class func isAbstractRouter() -> Bool {
        return self == TrackedViewRouter.self
    }

    /// Screen name sent to analytics.
    open class var screenName: String {
        return String(describing: self)
    }

    open override func didFinishPrepareDestination(_ destination: AnyObject, configuration: ViewRouteConfig) {
        ScreenLog.shared.record(type(of: self).screenName)
    }
}

/// Collects screen names (in memory only).
public final class ScreenLog: @unchecked Sendable {
    public static let shared = ScreenLog()
    public private(set) var screens: [String] = []

    public func record(_ screen: String) {
        screens.append(screen)
    }
}
