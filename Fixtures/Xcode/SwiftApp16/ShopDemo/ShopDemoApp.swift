//
//  ShopDemoApp.swift
//  Shop Demo
//

import UIKit
import ZIKRouter

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Before UIKit sets the delegate, which is when ZIKRouter would register every router itself.
    override init() {
        ZIKRouteRegistry.autoRegister = false
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RouteRegistry.registerAllRoutes()
        return true
    }
}
