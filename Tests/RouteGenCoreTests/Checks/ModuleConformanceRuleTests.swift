import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct ModuleConformanceRuleTests {
    let rule = ModuleConformanceRule()

    @Test func theNearestOverrideDecidesAndNamesWhereItWasRead() {
        let found = CheckSnippet.findings(
            rule,
            """
            protocol LoginModuleInput: AnyObject {}
            final class LoginConfig: ZIKViewRouteConfiguration {}
            final class GoodConfig: ZIKViewRouteConfiguration, LoginModuleInput {}
            class BaseLoginRouter: ZIKViewRouter<LoginVC, ViewRouteConfig> {
                override class func defaultRouteConfiguration() -> ViewRouteConfig { LoginConfig() }
            }
            final class LoginRouter: BaseLoginRouter {
                override class func registerRoutableDestination() {
                    register(RoutableViewModule<LoginModuleInput>())
                }
            }
            final class OtherLoginRouter: BaseLoginRouter {
                override class func registerRoutableDestination() {
                    register(RoutableViewModule<LoginModuleInput>())
                }
                override class func defaultRouteConfiguration() -> ViewRouteConfig { GoodConfig() }
            }
            """)
        #expect(
            found == [
                "9:9: module protocol LoginModuleInput is registered by router LoginRouter here, but its configuration class LoginConfig (returned by `defaultRouteConfiguration` at Snippet.swift:5) does not conform to LoginModuleInput; ZIKRouter asserts at launch in debug builds"
            ])
    }

    /// Without an override, ZIKRouter's own `defaultRouteConfiguration` makes its base class:
    /// the superclass's configuration type argument is not seen at run time, and ZRouter's
    /// `router.defaultRouteConfiguration() is Protocol` fails however well that class conforms.
    @Test func withoutAnOverrideTheConfigurationIsZIKRoutersOwn() {
        let source = """
            protocol SignupModuleInput: AnyObject {}
            final class SignupConfig: ZIKViewRouteConfiguration, SignupModuleInput {}
            final class SignupRouter: ZIKViewRouter<SignupVC, SignupConfig> {
                override class func registerRoutableDestination() {
                    register(RoutableViewModule<SignupModuleInput>())
                }
            }
            """
        #expect(
            CheckSnippet.findings(rule, source) == [
                "5:9: module protocol SignupModuleInput is registered by router SignupRouter here, but its configuration class ZIKViewRouteConfiguration (ZIKRouter's default: no class from SignupRouter up to its framework base overrides `defaultRouteConfiguration`) does not conform to SignupModuleInput; ZIKRouter asserts at launch in debug builds"
            ])
        #expect(
            CheckSnippet.findings(
                rule,
                source.replacingOccurrences(
                    of: "    override class func registerRoutableDestination() {",
                    with: """
                            override class func defaultRouteConfiguration() -> SignupConfig { SignupConfig() }
                            override class func registerRoutableDestination() {
                        """)
            ).isEmpty)
        // An override that returns something routegen cannot read leaves the class unknown.
        #expect(
            CheckSnippet.findings(
                rule,
                source.replacingOccurrences(
                    of: "    override class func registerRoutableDestination() {",
                    with: """
                            override class func defaultRouteConfiguration() -> SignupConfig { makeConfig() }
                            override class func registerRoutableDestination() {
                        """)
            ).isEmpty)
    }

    @Test func objectiveCTypeArgumentsAndLocalVariables() {
        let header = """
            @protocol LoginModuleInput <ZIKViewModuleRoutable>
            @end
            @interface LoginConfig : ZIKViewRouteConfiguration
            @end
            @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, LoginConfig *>
            @end
            @interface QuickLoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
            @end
            """
        let implementation = """
            #import "LoginViewRouter.h"
            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
            }
            @end
            @implementation QuickLoginViewRouter
            + (void)registerRoutableDestination {
                [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
            }
            + (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                LoginConfig *config = [[LoginConfig alloc] init];
                config.animated = NO;
                return config;
            }
            @end
            """
        let found = CheckSnippet.findings(
            rule, [("Sources/App/LoginViewRouter.h", header), ("Sources/App/LoginViewRouter.m", implementation)])
        #expect(found.count == 2)
        #expect(
            found.first?.hasPrefix(
                "4:11: module protocol LoginModuleInput is registered by router LoginViewRouter here, but its configuration class ZIKViewRouteConfiguration (ZIKRouter's default"
            ) == true, "\(found)")
        #expect(
            found.last?.contains("LoginConfig (returned by `defaultRouteConfiguration` at LoginViewRouter.m:11)")
                == true, "\(found)")
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
