import Foundation
import RouteGenCore
import RouteGenModel

/// Three modules whose map has a provider, an adapter, requests and a finding: the core tests read
/// the map, the app-build tests hand its diagrams to Graphviz.
package enum RouteMapSample {
    package static let login = (
        path: "Sources/LoginKit/LoginViewRouter.swift",
        source: """
        import ZIKRouter.Internal
        import ZRouter

        public protocol LoginViewInput: AnyObject {}
        extension RoutableView where Protocol == LoginViewInput {
            init() { self.init(declaredProtocol: Protocol.self) }
        }

        public class LoginViewController: UIViewController, LoginViewInput, ZIKRoutableView {}

        public class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
            override public class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                register(RoutableView<LoginViewInput>())
                registerIdentifier("login \\"quoted\\" <b>#1</b>")
                registerURLPattern("app://login/:account")
            }

            override public func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
                LoginViewController()
            }
        }
        """
    )

    package static let profile = (
        path: "Sources/ProfileKit/ProfileCoordinator.swift",
        source: """
        import ZRouter

        public protocol RequiredLoginViewInput: AnyObject {}

        final class ProfileCoordinator {
            func signIn(from source: UIViewController) {
                Router.perform(to: RoutableView<RequiredLoginViewInput>(), path: .push(from: source))
                ZIKAnyViewRouter.performURL(URL(string: "app://login/42")!, fromSource: source)
            }
            func settings(from source: UIViewController) {
                Router.to(RoutableView<SettingsViewInput>())?.perform(path: .push(from: source))
            }
        }

        extension RoutableView where Protocol == RequiredLoginViewInput {
            init() { self.init(declaredProtocol: Protocol.self) }
        }
        """
    )

    package static let app = (
        path: "Sources/App/AppRouteAdapter.swift",
        source: """
        import ZRouter

        final class AppRouteAdapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableView<RequiredLoginViewInput>(), forAdaptee: RoutableView<LoginViewInput>())
            }
        }

        extension LoginViewController: RequiredLoginViewInput {}
        """
    )

    /// The map of the sample, as `routegen map` builds it.
    package static func map() -> RouteMap {
        let graph = RouteGraphBuilder.build(
            [login, profile, app].map { Pipeline.facts(path: $0.path, text: $0.source) }, config: RouteGenConfig())
        return RouteMapBuilder.build(graph, findings: Checker.run(CheckContext(graph: graph)), moduleMap: [:])
    }
}
