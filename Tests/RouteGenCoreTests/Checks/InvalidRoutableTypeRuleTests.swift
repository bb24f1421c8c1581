import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct InvalidRoutableTypeRuleTests {
    let rule = InvalidRoutableTypeRule()

    /// A login module: an `@objc` view protocol declared in an Objective-C header, a Swift module
    /// protocol declared by an extension, a view controller whose base class is in another file.
    private static let module: [(path: String, source: String)] = [
        (
            "Sources/Login/LoginViewInput.h",
            """
            #import <ZIKRouter/ZIKRouter.h>

            @protocol LoginViewInput <ZIKViewRoutable>
            @end
            @protocol LoginAdapterInput <LoginViewInput>
            @end
            """
        ),
        (
            "Sources/Base/BaseViewController.swift",
            """
            import UIKit

            open class BaseViewController: UIViewController {}
            """
        ),
        (
            "Sources/Login/LoginModule.swift",
            """
            import ZIKRouter
            import ZRouter

            protocol LoginModuleInput: AnyObject {
                var account: String? { get set }
            }

            extension RoutableViewModule where Protocol == LoginModuleInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class LoginViewController: BaseViewController, LoginAdapterInput {}
            final class LoginConfiguration: ZIKViewRouteConfiguration, LoginModuleInput {
                var account: String?
            }
            extension LoginViewController: ZIKRoutableView {}
            final class LoginAccountService: NSObject, ZIKRoutableService {}
            """
        ),
    ]

    private func findings(
        _ path: String, _ source: String, extra: [(path: String, source: String)] = []
    ) -> [(String, Diagnostic.Severity)] {
        let graph = Snippet.graph(Self.module + extra + [(path, source)])
        return Checker.run(CheckContext(graph: graph), rules: [rule]).filter { $0.rule == rule.id }.map {
            (CheckSnippet.describe($0), $0.severity)
        }
    }

    @Test func classesAndRootProtocolsAreErrorsInRegistrationsAdaptersAndUseSites() {
        let findings = findings(
            "Sources/Login/LoginViewRouter.swift",
            """
            import ZIKRouter
            import ZRouter

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, LoginConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                    register(RoutableView<LoginViewController>())
                    register(RoutableViewModule<LoginConfiguration>())
                    register(adapter: RoutableView<LoginAdapterInput>(), forAdaptee: RoutableView<ZIKViewRoutable>())
                }
            }

            final class LoginCoordinator {
                func start(from source: UIViewController) {
                    Router.perform(to: RoutableView<LoginViewController>(), path: .push(from: source))
                    _ = SwitchableView(RoutableView<LoginViewInput>())
                    Router.to(RoutableViewModule<LoginModuleInput>())?.perform(path: .presentModally(from: source))
                    _ = Router.makeDestination(to: RoutableService<LoginAccountService>())
            #if DEBUG
                    _ = Router.makeDestination(to: RoutableService<ZIKServiceRoutable>())
            #endif
                }
            }

            final class LoginRouteAdapter: ZIKServiceRouteAdapter {
                override class func registerRoutableDestination() {
                    ZIKServiceRoute<LoginAccountService, PerformRouteConfig>
                        .make(withDestination: LoginAccountService.self, makeDestination: { _, _ in LoginAccountService() })
                        .register(RoutableService<LoginAccountService>())
                }
            }
            """)
        #expect(findings.map(\.1).allSatisfy { $0 == .error })
        #expect(
            findings.map { String($0.0.prefix(while: { $0 != " " })) } == [
                "8:9:", "9:9:", "10:9:", "16:28:", "19:40:", "21:40:", "30:14:",
            ], "\(findings)")
        #expect(
            findings.first?.0.hasPrefix(
                "8:9: `RoutableView<LoginViewController>` names the class LoginViewController, not a protocol") == true,
            "\(findings)")
        #expect(findings.dropFirst().first?.0.contains("names the class LoginConfiguration") == true)
        #expect(
            findings.dropFirst(2).first?.0.hasPrefix(
                "10:9: `RoutableView<ZIKViewRoutable>` names ZIKRouter's root protocol ZIKViewRoutable") == true,
            "\(findings)")
        #expect(
            findings.dropFirst(4).first?.0.contains(
                "`RoutableService<LoginAccountService>` names the class LoginAccountService") == true, "\(findings)")
        #expect(
            findings.dropFirst(5).first?.0.contains(
                "`RoutableService<ZIKServiceRoutable>` names ZIKRouter's root protocol") == true)
        #expect(
            findings.last?.0.contains("`RoutableService<LoginAccountService>` names the class") == true,
            "a block route's entry")
    }

    /// A protocol declared in the scanned sources but routable for no kind, or for another one:
    /// certain. A type no scanned file declares (a binary framework's): a note where it is
    /// registered, none where it is requested (said once per registration, not once per request).
    /// Compositions and `#if` branches declared by extensions are routable.
    @Test func protocolsNotDeclaredRoutableForTheKind() {
        let findings = findings(
            "Sources/Login/LoginCoordinator.swift",
            """
            import ZRouter

            protocol LoginAnalytics: AnyObject {}
            typealias LoginScreen = UIViewController & LoginModuleInput

            #if DEBUG
            extension RoutableView where Protocol == LoginScreen {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            #endif

            final class LoginCoordinator {
                func start(from source: UIViewController) {
                    _ = Router.makeDestination(to: RoutableService<LoginAnalytics>(declaredProtocol: LoginAnalytics.self))
                    _ = Router.makeDestination(to: RoutableView<LoginModuleInput>(declaredProtocol: LoginModuleInput.self))
                    _ = Router.makeDestination(to: RoutableView<LoginScreen>())
                    _ = Router.makeDestination(to: RoutableService<PaymentService>())
                }
            }

            final class PaymentServiceRouter: ZIKServiceRouter<AnyObject, PerformRouteConfig> {
                override class func registerRoutableDestination() {
                    register(RoutableService<PaymentService>())
                }
            }
            """)
        #expect(findings.map(\.1) == [.error, .error, .note], "\(findings)")
        #expect(
            findings.first?.0.hasPrefix(
                "14:40: `RoutableService<LoginAnalytics>` names LoginAnalytics, which is not a routable service protocol: no `extension RoutableService where Protocol == LoginAnalytics` declares it routable and it does not inherit ZIKServiceRoutable"
            ) == true, "\(findings)")
        #expect(
            findings.dropFirst().first?.0.hasPrefix(
                "15:40: `RoutableView<LoginModuleInput>` names LoginModuleInput, which is not a routable view protocol: it is declared routable only as a view module protocol"
            ) == true, "\(findings)")
        #expect(
            findings.last?.0
                == "23:9: routegen cannot decide whether `RoutableService<PaymentService>` names a protocol declared routable as a service protocol: PaymentService is declared in no scanned file"
        )
    }

    /// The mutation suite's shape: a registration's protocol swapped for the class that adopts it,
    /// with the protocol still declared and requested elsewhere.
    @Test func aDestinationClassInPlaceOfItsProtocolIsReportedAtTheRegistrationOnly() {
        let findings = findings(
            "Sources/Login/LoginViewRouter.swift",
            """
            import ZRouter

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, LoginConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewController>())
                }
            }

            func showLogin(from source: UIViewController) {
                Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: source))
            }
            """)
        #expect(findings.map { String($0.0.prefix(5)) } == ["6:9: "], "\(findings)")
    }

    /// The class or protocol an entry names is often declared in a file with no ZIKRouter spelling,
    /// which the pre-filter skips at first: the entry's type makes the second round read it, so a
    /// run with the pre-filter and one without both know it is declared, and say so as errors.
    @Test func typesDeclaredInFilesWithoutRoutingCodeAreReadWithThePrefilterToo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "App/Screens/LoginViewController.swift",
            """
            import UIKit

            final class LoginViewController: UIViewController {
                var account: String?
            }
            """)
        try folder.write(
            "App/Services/LoginAnalytics.swift",
            """
            protocol LoginAnalytics: AnyObject {
                func track(_ event: String)
            }
            """)
        try folder.write(
            "App/Routing/LoginCoordinator.swift",
            """
            import ZRouter

            final class LoginCoordinator {
                func start(from source: UIViewController) {
                    Router.perform(to: RoutableView<LoginViewController>(), path: .push(from: source))
                    _ = Router.makeDestination(to: RoutableService<LoginAnalytics>(declaredProtocol: LoginAnalytics.self))
                }
            }
            """)
        for prefilter in [true, false] {
            let result = Pipeline.run(
                Pipeline.Input(paths: [folder.path + "/App"], config: RouteGenConfig(), prefilter: prefilter))
            let findings = Checker.run(CheckContext(graph: result.graph, config: RouteGenConfig()), rules: [rule])
                .filter { $0.rule == rule.id }
            #expect(findings.map(\.severity) == [.error, .error], "prefilter \(prefilter): \(findings.map(\.message))")
            #expect(
                findings.first?.message.contains("names the class LoginViewController") == true,
                "prefilter \(prefilter)")
        }
    }
}
