import Foundation
import Testing

@testable import RouteGenCore

/// `making-conformance`: the class a `forMaking…` registration makes, or the configuration its
/// factory makes, must conform to the protocol it registers.
struct MakingConformanceRuleTests {
    let rule = MakingConformanceRule()

    static let objcHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import <ChatKit/PKChatViewInput.h>

        @protocol AboutViewInput <ZIKViewRoutable>
        @property (nonatomic, copy) NSString *version;
        @end

        @protocol HelpViewInput <ZIKViewRoutable>
        @end

        @protocol ClockServiceInput <ZIKServiceRoutable>
        - (NSDate *)now;
        @end

        @protocol LoginModuleInput <ZIKViewModuleRoutable>
        @property (nonatomic, copy, readonly) id<AboutViewInput> _Nullable(^makeDestinationWith)(NSString *account);
        @end

        @protocol SignupModuleInput <ZIKViewModuleRoutable>
        @end

        DeclareRoutableViewModuleProtocol(LoginModuleInput)

        @interface AppBaseViewController : XXViewController
        @end

        @interface AboutViewController : AppBaseViewController <ZIKRoutableView>
        @end

        @interface AboutViewController (AboutViewInput) <AboutViewInput>
        @end

        @interface HelpViewController : AppBaseViewController <ZIKRoutableView>
        @end

        @interface ChatViewController : AppBaseViewController <ZIKRoutableView>
        @end

        @interface SystemClock : NSObject <ZIKRoutableService>
        @end

        /// Makeable, but written before the signup module protocol existed.
        @interface SignupModuleConfiguration : ZIKViewMakeableConfiguration
        @end

        @interface AppRouteAdapter : ZIKViewRouteAdapter
        @end
        """

    static let objcImplementation = """
        #import "AppRouteAdapter.h"

        @implementation AppRouteAdapter
        + (void)registerRoutableDestination {
            [ZIKViewRouter registerViewProtocol:ZIKRoutable(AboutViewInput) forMakingView:[AboutViewController class]];
            [ZIKViewRouter registerViewProtocol:ZIKRoutable(HelpViewInput) forMakingView:[HelpViewController class] making:^id _Nullable(ZIKViewRouteConfiguration *config) {
                return [[HelpViewController alloc] init];
            }];
            [ZIKViewRouter registerViewProtocol:ZIKRoutable(PKChatViewInput) forMakingView:[ChatViewController class]];
        #if DEBUG
            [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];
        #endif
            [ZIKModuleViewRouter(LoginModuleInput)
                registerModuleProtocol:ZIKRoutable(LoginModuleInput)
                forMakingView:[AboutViewController class]
                making:^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                    ZIKViewMakeableConfiguration<AboutViewController *> *config = [ZIKViewMakeableConfiguration new];
                    __weak typeof(config) weakConfig = config;
                    config.makeDestinationWith = id ^(NSString *account) {
                        weakConfig.makeDestination = ^AboutViewController * _Nullable{
                            return [[AboutViewController alloc] init];
                        };
                        return weakConfig.makeDestination();
                    };
                    return config;
                }];
            [ZIKViewRouter registerModuleProtocol:ZIKRoutable(SignupModuleInput) forMakingView:[HelpViewController class] making:^ZIKViewRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{
                return [SignupModuleConfiguration new];
            }];
        }
        @end
        """

    private func objcFindings(header: String = objcHeader) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/AppRouteAdapter.h", header),
                ("Sources/App/AppRouteAdapter.m", Self.objcImplementation),
            ])
    }

    /// A category's conformance and `DeclareRoutableViewModuleProtocol` count; a view, a service
    /// under `#if DEBUG` and a module configuration that lack the protocol are errors; a pod's
    /// protocol is a note.
    @Test func objcFixtures() {
        let found = objcFindings()
        #expect(found.count == 4, "\(found)")
        #expect(
            found.contains(
                "6:20: class HelpViewController, which the `forMaking…` registration of HelpViewInput in AppRouteAdapter makes, does not conform to HelpViewInput; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
        #expect(
            found.contains(
                "9:20: routegen cannot decide whether class ChatViewController, which the `forMaking…` registration of PKChatViewInput in AppRouteAdapter makes, conforms to PKChatViewInput: PKChatViewInput is declared in no scanned file"
            ), "\(found)")
        #expect(
            found.contains(
                "11:23: class SystemClock, which the `forMaking…` registration of ClockServiceInput in AppRouteAdapter makes, does not conform to ClockServiceInput; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
        #expect(
            found.contains(
                "27:20: configuration class SignupModuleConfiguration, which the configuration factory of the `forMaking…` registration of SignupModuleInput in AppRouteAdapter makes (returned at AppRouteAdapter.m:28), does not conform to SignupModuleInput; ZIKRouter asserts when the registration runs in debug builds"
            ), "\(found)")
    }

    /// Without the category or the module macro, the conformances they added are missing.
    @Test func objcWithoutTheCategoryOrTheMacro() {
        let bare = Self.objcHeader
            .replacingOccurrences(
                of: "@interface AboutViewController (AboutViewInput) <AboutViewInput>\n@end\n", with: ""
            )
            .replacingOccurrences(of: "DeclareRoutableViewModuleProtocol(LoginModuleInput)\n", with: "")
        let found = objcFindings(header: bare)
        #expect(found.count == 6, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("5:20: class AboutViewController, ") && $0.contains("does not conform to AboutViewInput")
            }, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("14:9: configuration class ZIKViewMakeableConfiguration, ")
                    && $0.contains("(returned at AppRouteAdapter.m:25), does not conform to LoginModuleInput")
            }, "\(found.joined(separator: "\n"))")
    }

    static let swiftViews = """
        import UIKit
        import ZIKRouter
        import ZRouter

        protocol AboutViewInput: AnyObject {
            var version: String { get set }
        }
        protocol HelpViewInput: AnyObject {}
        protocol ClockServiceInput: AnyObject {
            func now() -> Date
        }

        extension RoutableView where Protocol == AboutViewInput {
            init() { self.init(declaredProtocol: AboutViewInput.self) }
        }
        extension RoutableView where Protocol == HelpViewInput {
            init() { self.init(declaredProtocol: HelpViewInput.self) }
        }
        extension RoutableService where Protocol == ClockServiceInput {
            init() { self.init(declaredProtocol: ClockServiceInput.self) }
        }

        class AppBaseViewController: XXViewController {}
        final class AboutViewController: AppBaseViewController, ZIKRoutableView {
            var version = ""
        }
        final class HelpViewController: AppBaseViewController, ZIKRoutableView {}
        final class SystemClock: NSObject, ZIKRoutableService {}
        """

    static let swiftConformances = """
        extension AboutViewController: AboutViewInput {}
        """

    static let swiftRegistration = """
        import ZRouter

        final class AppRouteRegistration: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(RoutableView<AboutViewInput>(), forMakingView: AboutViewController.self)
                register(RoutableView<HelpViewInput>(), forMakingView: HelpViewController.self) { _ in HelpViewController() }
                #if DEBUG
                ZIKAnyServiceRouter.register(RoutableService<ClockServiceInput>(), forMakingService: SystemClock.self)
                #endif
            }
        }
        """

    private func swiftFindings(conformances: String = swiftConformances) -> [String] {
        CheckSnippet.findings(
            rule,
            [
                ("Sources/App/Views.swift", Self.swiftViews),
                ("Sources/App/Conformances.swift", conformances),
                ("Sources/App/AppRouteRegistration.swift", Self.swiftRegistration),
            ])
    }

    /// An extension in another file conforms; a class without the protocol is ZRouter's assertion,
    /// under `#if DEBUG` too.
    @Test func swiftFixtures() {
        let found = swiftFindings()
        #expect(
            found == [
                "6:9: class HelpViewController, which the `forMaking…` registration of HelpViewInput in AppRouteRegistration makes, does not conform to HelpViewInput; ZRouter asserts when the registration runs in debug builds",
                "8:29: class SystemClock, which the `forMaking…` registration of ClockServiceInput in AppRouteRegistration makes, does not conform to ClockServiceInput; ZRouter asserts when the registration runs in debug builds",
            ], "\(found)")
        let conforming = swiftFindings(
            conformances: Self.swiftConformances + """

                extension HelpViewController: HelpViewInput {}
                extension SystemClock: ClockServiceInput {
                    func now() -> Date { Date() }
                }
                """)
        #expect(conforming.isEmpty, "\(conforming)")
    }

    /// ZRouter's `ViewMakeableConfiguration` is a `ZIKSwiftViewMakeableConfiguration`: a
    /// conformance added to that base reaches it, and without one the Objective-C selector,
    /// which the compiler does not check, asserts.
    @Test func zRouterMakeableConfigurationsGetTheirBaseClassesConformances() {
        let source = """
            import ZIKRouter
            import ZRouter

            @objc protocol LoginModuleInput: ZIKViewModuleRoutable {}

            final class LoginViewController: UIViewController, ZIKRoutableView {}

            extension ZIKSwiftViewMakeableConfiguration: LoginModuleInput {}

            final class AppRouteRegistration: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    registerModuleProtocol(LoginModuleInput.self, forMakingView: LoginViewController.self, making: {
                        ViewMakeableConfiguration<LoginViewController, () -> LoginViewController>({ LoginViewController() })
                    })
                }
            }
            """
        #expect(CheckSnippet.findings(rule, source).isEmpty, "\(CheckSnippet.findings(rule, source))")
        let without = source.replacingOccurrences(
            of: "extension ZIKSwiftViewMakeableConfiguration: LoginModuleInput {}", with: "")
        #expect(
            CheckSnippet.findings(rule, without) == [
                "12:9: configuration class ViewMakeableConfiguration, which the configuration factory of the `forMaking…` registration of LoginModuleInput in AppRouteRegistration makes (returned at Snippet.swift:13), does not conform to LoginModuleInput; ZIKRouter asserts when the registration runs in debug builds"
            ])
    }
}
