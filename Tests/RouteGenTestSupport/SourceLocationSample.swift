import Foundation

/// Code generated from a template, with `#sourceLocation` directives: read in-process by the core
/// tests and through `routegen check` by the CLI tests.
package enum SourceLocationSample {
    package static let path = "Sources/App/Generated/Routes.generated.swift"
    /// What gyb writes for a template of routers: lines 4–12 come from template lines 12–20.
    package static let generated = """
        import ZRouter
        // Generated from Templates/Routes.swift.gyb. Do not edit.
        #sourceLocation(file: "Templates/Routes.swift.gyb", line: 12)
        final class HomeViewRouter: ZIKAnyViewRouter {
            override class func registerRoutableDestination() { registerView(HomeViewController.self); registerIdentifier("home") }
            override func destination(with configuration: ViewRouteConfig) -> Any? { HomeViewController() }
        }
        func openProfile() {
            Router.to(viewIdentifier: "profile")
            // routegen:ignore unregistered-route
            Router.to(viewIdentifier: "settings")
        }
        #sourceLocation()
        func openAbout() { Router.to(viewIdentifier: "about") }
        final class HomeViewController: UIViewController, ZIKRoutableView {}

        """
}
