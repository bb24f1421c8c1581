import Foundation
import Testing

@testable import RouteGenCore

/// `making-configuration`: ZIKRouter calls a `forMaking…` module registration's configuration
/// factory in debug builds and asserts unless it makes a `ZIKConfigurationMakeable` (and, for a
/// view, a `ZIKViewRouteConfiguration`).
struct MakingConfigurationRuleTests {
    let rule = MakingConfigurationRule()

    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import <PodKit/PKRouteConfiguration.h>

        @protocol LoginModuleInput <ZIKViewModuleRoutable>
        @property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
        @end

        @protocol SignupModuleInput <ZIKViewModuleRoutable>
        @end

        @protocol ReceiptModuleInput <ZIKServiceModuleRoutable>
        @end

        /// Makes the login screen with its account; what ZIKRouter asks of a factory's configuration.
        @interface LoginModuleConfiguration : ZIKViewMakeableConfiguration <LoginModuleInput>
        @end

        /// Older configuration: a plain route configuration that adopts the module protocol.
        @interface SignupModuleConfiguration : ZIKViewRouteConfiguration <SignupModuleInput>
        @end

        /// Built on the configuration base of a pod routegen does not scan.
        @interface ReceiptModuleConfiguration : PKRouteConfiguration <ReceiptModuleInput>
        @end

        @interface LoginViewController : XXViewController <ZIKRoutableView>
        @end

        @interface SignupViewController : XXViewController <ZIKRoutableView>
        @end

        @interface ReceiptPrinter : NSObject <ZIKRoutableService>
        @end

        @interface AccountRouteAdapter : ZIKViewRouteAdapter
        @end
        """

    static let objcImplementation = """
        #import "AccountRouteAdapter.h"

        @implementation LoginModuleConfiguration
        @synthesize didLogin;
        @end

        @implementation SignupModuleConfiguration
        @end

        @implementation ReceiptModuleConfiguration
        @end

        static ZIKViewRouteConfiguration<ZIKConfigurationMakeable> *makeSignupConfiguration(void) {
            SignupModuleConfiguration *config = [SignupModuleConfiguration new];
            return config;
        }

        @implementation AccountRouteAdapter
        + (void)registerRoutableDestination {
            [ZIKModuleViewRouter(LoginModuleInput)
                registerModuleProtocol:ZIKRoutable(LoginModuleInput)
                forMakingView:[LoginViewController class]
                making:^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                    LoginModuleConfiguration *config = [[LoginModuleConfiguration alloc] init];
                    __weak typeof(config) weakConfig = config;
                    config.makeDestinationWith = id ^(NSString *account) {
                        weakConfig.makeDestination = ^LoginViewController * _Nullable{
                            return [[LoginViewController alloc] init];
                        };
                        return weakConfig.makeDestination();
                    };
                    return config;
                }];
        #if DEBUG
            [ZIKModuleViewRouter(SignupModuleInput) registerModuleProtocol:ZIKRoutable(SignupModuleInput) forMakingView:[SignupViewController class] factory:makeSignupConfiguration];
        #endif
            [ZIKViewRouter registerIdentifier:@"signup" forMakingView:[SignupViewController class] configurationMaking:^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                return [SignupModuleConfiguration new];
            }];
            [ZIKServiceRouter registerModuleProtocol:ZIKRoutable(ReceiptModuleInput) forMakingService:[ReceiptPrinter class] making:^ZIKPerformRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                return [ReceiptModuleConfiguration new];
            }];
            [ZIKServiceRouter registerIdentifier:@"receipt" forMakingService:[ReceiptPrinter class] configurationFactory:makeReceiptConfiguration];
        }
        @end
        """

    private func objcFindings(header: String = objcHeader, implementation: String = objcImplementation) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AccountRouteAdapter.h", header),
                ("Sources/App/AccountRouteAdapter.m", implementation),
            ])
    }

    /// A makeable subclass is accepted through nested blocks that return other classes; a plain
    /// route configuration is an error from a block, and from a C function of the file under
    /// `#if DEBUG`; a pod's base class and a function defined elsewhere are notes.
    @Test func objcFixtures() {
        let found = objcFindings()
        #expect(found.count == 4, "\(found)")
        #expect(
            found.contains(
                "35:45: the configuration factory of the `forMaking…` registration of SignupModuleInput in AccountRouteAdapter makes SignupModuleConfiguration (returned at AccountRouteAdapter.m:15), which does not adopt ZIKConfigurationMakeable; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
        #expect(
            found.contains(
                "37:20: the configuration factory of the `forMaking…` registration of signup in AccountRouteAdapter makes SignupModuleConfiguration (returned at AccountRouteAdapter.m:38), which does not adopt ZIKConfigurationMakeable; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "40:23: routegen cannot decide whether ReceiptModuleConfiguration, which the configuration factory of the `forMaking…` registration of ReceiptModuleInput in AccountRouteAdapter makes (returned at AccountRouteAdapter.m:41), is a `ZIKConfigurationMakeable`: "
                ) && $0.contains("PKRouteConfiguration")
            }, "\(found)")
        #expect(
            found.contains(
                "43:23: routegen cannot decide whether the configuration factory of the `forMaking…` registration of receipt in AccountRouteAdapter makes a `ZIKConfigurationMakeable`: the factory function makeReceiptConfiguration is not defined in AccountRouteAdapter.m"
            ), "\(found)")
    }

    /// Adopting `ZIKConfigurationMakeable` (or a protocol that inherits it) is enough; a
    /// service configuration is not a view configuration.
    @Test func objcAdoptionAndTheViewRegistry() {
        let adopted = Self.objcHeader.replacingOccurrences(
            of: "@interface SignupModuleConfiguration : ZIKViewRouteConfiguration <SignupModuleInput>",
            with:
                "@protocol AppMakeableConfiguration <ZIKConfigurationSyncMakeable>\n@end\n@interface SignupModuleConfiguration : ZIKViewRouteConfiguration <SignupModuleInput>\n@end\n@interface SignupModuleConfiguration (Makeable) <AppMakeableConfiguration>"
        )
        let found = objcFindings(header: adopted)
        #expect(found.count == 2 && !found.contains { $0.contains("SignupModuleConfiguration") }, "\(found)")
        let service = Self.objcHeader.replacingOccurrences(
            of: "@interface LoginModuleConfiguration : ZIKViewMakeableConfiguration <LoginModuleInput>",
            with: "@interface LoginModuleConfiguration : ZIKServiceMakeableConfiguration <LoginModuleInput>"
        )
        #expect(
            objcFindings(header: service).contains {
                $0.hasPrefix("21:9: ")
                    && $0.contains(
                        "makes LoginModuleConfiguration (returned at AccountRouteAdapter.m:32), which is a ZIKServiceMakeableConfiguration, not a ZIKViewRouteConfiguration"
                    )
            }, "\(objcFindings(header: service))")
    }

    static let swiftSource = """
        import UIKit
        import ZIKRouter
        import ZRouter
        import PodKit

        protocol LoginViewInput: AnyObject {}
        protocol LoginModuleInput: AnyObject {
            var makeDestinationWith: (_ account: String) -> LoginViewInput? { get }
        }
        protocol SignupModuleInput: AnyObject {}
        protocol ReceiptServiceInput: AnyObject {}
        protocol ReceiptModuleInput: AnyObject {}

        extension RoutableViewModule where Protocol == LoginModuleInput {
            init() { self.init(declaredProtocol: LoginModuleInput.self) }
        }
        extension RoutableViewModule where Protocol == SignupModuleInput {
            init() { self.init(declaredProtocol: SignupModuleInput.self) }
        }
        extension RoutableServiceModule where Protocol == ReceiptModuleInput {
            init() { self.init(declaredProtocol: ReceiptModuleInput.self) }
        }

        final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}
        final class SignupViewController: UIViewController, ZIKRoutableView {}
        final class ReceiptPrinter: NSObject, ZIKRoutableService, ReceiptServiceInput {}

        typealias LoginMaker = (String) -> LoginViewInput?

        /// ZRouter's generic makeable configuration, specialised once for the login module.
        final class LoginModuleConfiguration: ViewMakeableConfiguration<LoginViewInput, LoginMaker>, LoginModuleInput {
            var makeDestinationWith: (String) -> LoginViewInput? { { _ in LoginViewController() } }
        }

        /// Predates the makeable configurations.
        final class SignupModuleConfiguration: ZIKViewRouteConfiguration, SignupModuleInput {}

        /// On a pod's base class that routegen does not scan.
        final class ReceiptModuleConfiguration: PKServiceConfiguration, ReceiptModuleInput {}

        final class AppRouteRegistration: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(RoutableViewModule<LoginModuleInput>(), forMakingView: LoginViewController.self) { () -> LoginModuleInput in
                    let config = LoginModuleConfiguration()
                    config.__prepareDestination = { _ in }
                    return config
                }
                #if DEBUG
                register(RoutableViewModule<SignupModuleInput>(), forMakingView: SignupViewController.self, making: { SignupModuleConfiguration() })
                #endif
                ZIKAnyServiceRouter.register(RoutableServiceModule<ReceiptModuleInput>(), forMakingService: ReceiptPrinter.self) {
                    return ReceiptModuleConfiguration()
                }
                ZIKAnyViewRouter.registerIdentifier("signup", forMakingView: SignupViewController.self, configurationMaking: makeSignupConfiguration)
                register(RoutableView<LoginViewInput>(), forMakingView: LoginViewController.self) { _ in LoginViewController() }
            }
        }
        """

    @Test func swiftFixtures() {
        let found = CheckSnippet.findings(rule, Self.swiftSource)
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains(
                "49:9: the configuration factory of the `forMaking…` registration of SignupModuleInput in AppRouteRegistration makes SignupModuleConfiguration (returned at Snippet.swift:49), which does not adopt ZIKConfigurationMakeable; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "51:29: routegen cannot decide whether ReceiptModuleConfiguration, which the configuration factory of the `forMaking…` registration of ReceiptModuleInput in AppRouteRegistration makes (returned at Snippet.swift:52), is a `ZIKConfigurationMakeable`: "
                ) && $0.contains("PKServiceConfiguration")
            }, "\(found)")
        #expect(
            found.contains(
                "54:26: routegen cannot decide whether the configuration factory of the `forMaking…` registration of signup in AppRouteRegistration makes a `ZIKConfigurationMakeable` `ZIKViewRouteConfiguration`: the factory `makeSignupConfiguration` is not a closure routegen reads"
            ), "\(found)")
    }

    /// ZRouter's makeable configurations used directly, generic arguments and all, and a service
    /// configuration in the view registry.
    @Test func swiftMakeableClassesUsedDirectly() {
        let direct = Self.swiftSource.replacingOccurrences(
            of: "making: { SignupModuleConfiguration() }",
            with:
                "making: { ViewMakeableConfiguration<SignupViewController, () -> SignupViewController>({ SignupViewController() }) }"
        )
        #expect(!CheckSnippet.findings(rule, direct).contains { $0.hasPrefix("49:") })
        let service = Self.swiftSource.replacingOccurrences(
            of: "making: { SignupModuleConfiguration() }",
            with:
                "making: { ServiceMakeableConfiguration<SignupViewController, () -> SignupViewController>({ SignupViewController() }) }"
        )
        #expect(
            CheckSnippet.findings(rule, service).contains {
                $0.hasPrefix("49:9: ")
                    && $0.hasSuffix(
                        "which is a ServiceMakeableConfiguration, not a ZIKViewRouteConfiguration; ZIKRouter asserts when the registration runs in debug builds"
                    )
            }, "\(CheckSnippet.findings(rule, service))")
    }

    /// ZRouter's maker-closure configurations, made in the factory and returned after it is set
    /// up, as apps write them: known without ZRouter's sources, in the right registry only.
    @Test func swiftAnyMakeableConfigurationsAreKnownWithoutZRoutersSources() {
        func source(_ configuration: String) -> String {
            Self.swiftSource.replacingOccurrences(
                of: "making: { SignupModuleConfiguration() }",
                with: """
                    making: {
                        let config = \(configuration)<SignupViewController, (String, Int) -> SignupViewController?, (String, Int) -> Void>(maker: { _, _ in nil }, constructor: { _, _ in })
                        config.__prepareDestination = { _ in }
                        return config
                    }
                    """)
        }
        let view = CheckSnippet.findings(rule, source("AnyViewMakeableConfiguration"))
        #expect(!view.contains { $0.hasPrefix("49:") || $0.hasPrefix("50:") }, "\(view)")
        let service = CheckSnippet.findings(rule, source("AnyServiceMakeableConfiguration"))
        #expect(
            service.contains { $0.contains("AnyServiceMakeableConfiguration, not a ZIKViewRouteConfiguration") },
            "\(service)")
    }

    /// A registration the registry never runs (an abstract router's) asserts on nothing.
    @Test func registrationsThatNeverRunAreNotChecked() {
        let abstract = Self.swiftSource.replacingOccurrences(
            of: "final class AppRouteRegistration: ZIKViewRouteAdapter {",
            with:
                "class AppRouteRegistration: ZIKViewRouteAdapter {\n    override class func isAbstractRouter() -> Bool { true }"
        )
        #expect(CheckSnippet.findings(rule, abstract).isEmpty, "\(CheckSnippet.findings(rule, abstract))")
    }
}
