import UIKit
import ZRouter
import LoginModule

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RouteRegistry.registerAll()
        let root = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: root))
        return true
    }
}
