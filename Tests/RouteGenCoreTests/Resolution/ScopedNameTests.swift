import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// Type names resolved as Swift resolves them: a type declared in a function, closure or type
/// body shadows outer and module-level types of the same name there, wherever a rule follows a
/// name to its declaration. Objective-C has no nested or local types; its form of shadowing is a
/// local variable over a file-scope constant, tested at the end.
struct ScopedNameTests {
    /// ZRouter's own test bundle: a file-scope configuration class, and a class of the same name
    /// declared inside the configuration factory of a `forMakingService:` registration.
    static func aService(fileScopeBase: String, localBase: String) -> String {
        """
        import Foundation
        import ZRouter
        import ZIKRouter
        import ZIKRouter.Internal

        class AService {
            var title: String?
        }

        protocol AServiceInput: class {
            var title: String? { get set }
        }

        protocol AServiceModuleInput: class {
            var title: String? { get set }
        }

        protocol AServiceModuleInput2: class {
            var title: String? { get set }
            func makeDestinationCompletion(_ block: @escaping (AServiceInput) -> Void)
        }

        extension AService: ZIKRoutableService, AServiceInput {}

        extension RoutableServiceModule where Protocol == AServiceModuleInput {
            init() { self.init(declaredProtocol: Protocol.self) }
        }

        extension RoutableServiceModule where Protocol == AServiceModuleInput2 {
            init() { self.init(declaredProtocol: Protocol.self) }
        }

        class AServiceModuleConfiguration: \(fileScopeBase), AServiceModuleInput {
            var title: String?
        }

        class AServiceRouter: ZIKServiceRouter<AnyObject, AServiceModuleConfiguration> {
            override class func registerRoutableDestination() {
                registerService(AService.self)
                register(RoutableServiceModule<AServiceModuleInput>())
            }

            override class func defaultRouteConfiguration() -> AServiceModuleConfiguration {
                return AServiceModuleConfiguration()
            }

            override func destination(with configuration: AServiceModuleConfiguration) -> AnyObject? {
                return AService()
            }
        }

        class AServiceAdapter: ZIKServiceRouteAdapter {
            override static func registerRoutableDestination() {
                ZIKAnyServiceRouter.register(RoutableServiceModule<AServiceModuleInput2>(), forMakingService: AService.self) { () -> AServiceModuleInput2 in
                    class AServiceModuleConfiguration: \(localBase), AServiceModuleInput2 {
                        var title: String?
                        func makeDestinationCompletion(_ block: @escaping (AServiceInput) -> Void) {
                            self.didMakeDestination = block
                        }
                    }
                    let config = AServiceModuleConfiguration({_ in})
                    config.makeDestination = {
                        let destination = AService()
                        return destination
                    }
                    return config
                }
            }
        }
        """
    }

    private func findings(
        _ rule: some CheckRule, _ source: String, path: String = "ZRouterTests/AService.swift"
    )
        -> [String]
    {
        CheckSnippet.findings(rule, [(path, source)])
    }

    /// The local class is the one the factory makes: it adopts `ZIKConfigurationMakeable` through
    /// `ServiceMakeableConfiguration`, whatever the file-scope class of the same name is.
    @Test func configurationFactoryMakesTheClassItDeclares() {
        let source = Self.aService(
            fileScopeBase: "ZIKPerformRouteConfiguration",
            localBase: "ServiceMakeableConfiguration<AServiceInput, (String) -> Void>")
        #expect(findings(MakingConfigurationRule(), source) == [])
        #expect(findings(MakingConformanceRule(), source) == [])
        // The file-scope class is still the router's configuration.
        #expect(findings(ModuleConformanceRule(), source) == [])
    }

    /// And the other way round: the local class is the one that is wrong, and the error names it.
    @Test func aWrongLocalClassIsReportedAsTheLocalOne() {
        let source = Self.aService(
            fileScopeBase: "ServiceMakeableConfiguration<AServiceInput, (String) -> Void>",
            localBase: "ZIKPerformRouteConfiguration")
        let found = findings(MakingConfigurationRule(), source)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.contains(
                "makes AServiceAdapter.(local in registerRoutableDestination at 54:118).AServiceModuleConfiguration (returned at AService.swift:66), which does not adopt ZIKConfigurationMakeable"
            ) == true, "\(found)")
    }

    /// The local class is a declaration of the file's facts, named inside its closure, and private.
    @Test func localClassIsNamedByItsBody() {
        let facts = Snippet.facts(
            Self.aService(fileScopeBase: "ZIKPerformRouteConfiguration", localBase: "ZIKPerformRouteConfiguration"),
            path: "ZRouterTests/AService.swift")
        let names = facts.classes.map(\.name)
        #expect(names.contains("AServiceModuleConfiguration"), "\(names)")
        let local = facts.classes.first { $0.name.hasSuffix(").AServiceModuleConfiguration") }
        #expect(
            local?.name
                == "AServiceAdapter.(local in registerRoutableDestination at 54:118).AServiceModuleConfiguration")
        #expect(local?.access == .private)
        #expect(
            facts.registrations.first { $0.configurationFactory != nil }?.configurationFactory?.madeClass
                == local?.name)
    }

    /// A class nested in the adapter shadows the file's class of the same name, for the factory's
    /// configuration, the destination class and a superclass named inside the adapter.
    static let nested = """
        import UIKit
        import ZIKRouter
        import ZRouter

        protocol LoginViewInput: AnyObject {}
        protocol LoginModuleInput: AnyObject {
            var makeDestinationWith: (_ account: String) -> LoginViewInput? { get }
        }

        extension RoutableViewModule where Protocol == LoginModuleInput {
            init() { self.init(declaredProtocol: LoginModuleInput.self) }
        }
        extension RoutableView where Protocol == LoginViewInput {
            init() { self.init(declaredProtocol: LoginViewInput.self) }
        }

        /// The app's older screen and configuration, under the names the module reuses.
        final class LoginViewController: UIViewController {}
        class ModuleConfiguration: ZIKViewRouteConfiguration {}

        enum Login {
            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}
            class ModuleConfiguration: ViewMakeableConfiguration<LoginViewInput, (String) -> LoginViewInput?> {}
            final class Configuration: ModuleConfiguration, LoginModuleInput {
                var makeDestinationWith: (String) -> LoginViewInput? { { _ in LoginViewController() } }
            }

            final class ViewRouter: ZIKViewRouter<LoginViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<LoginViewInput>())
                }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> LoginViewController? {
                    LoginViewController()
                }
            }

            final class Adapter: ZIKViewRouteAdapter {
                override class func registerRoutableDestination() {
                    register(RoutableViewModule<LoginModuleInput>(), forMakingView: LoginViewController.self) {
                        Configuration()
                    }
                }
            }
        }
        """

    @Test func nestedTypesShadowTheFileScopeOnes() {
        let files = [("Sources/Login/Login.swift", Self.nested)]
        #expect(CheckSnippet.findings(MakingConfigurationRule(), files) == [])
        #expect(CheckSnippet.findings(MakingConformanceRule(), files) == [])
        #expect(CheckSnippet.findings(DestinationConformanceRule(), files) == [])
        #expect(CheckSnippet.findings(UnroutableDestinationRule(), files) == [])
        #expect(CheckSnippet.findings(DestinationClassMismatchRule(), files) == [])
        let graph = Snippet.graph(files)
        let router = graph.routers.first { $0.name == "Login.ViewRouter" }
        #expect(router?.registrations.first?.key == "Login.LoginViewController")
        #expect(router?.returnedDestination?.className == "Login.LoginViewController")
        #expect(
            graph.conformances.first { $0.typeName == "Login.Configuration" }?.inherited
                == ["Login.ModuleConfiguration", "LoginModuleInput"])
    }

    /// Without the nested declarations the same names mean the file's classes, which are wrong.
    @Test func withoutTheNestedTypesTheFileScopeOnesAreMeant() {
        let flat = Self.nested
            .replacingOccurrences(
                of: "    final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}\n",
                with: ""
            )
            .replacingOccurrences(
                of:
                    "    class ModuleConfiguration: ViewMakeableConfiguration<LoginViewInput, (String) -> LoginViewInput?> {}\n",
                with: "")
        let files = [("Sources/Login/Login.swift", flat)]
        #expect(CheckSnippet.findings(MakingConfigurationRule(), files).count == 1)
        #expect(!CheckSnippet.findings(UnroutableDestinationRule(), files).isEmpty)
    }

    /// A router's `defaultRouteConfiguration` that makes a nested class is that class.
    @Test func defaultConfigurationOfANestedClass() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol ProfileModuleInput: AnyObject {}
            extension RoutableViewModule where Protocol == ProfileModuleInput {
                init() { self.init(declaredProtocol: ProfileModuleInput.self) }
            }
            final class ProfileViewController: UIViewController, ZIKRoutableView {}
            /// Another feature's configuration of the same name.
            final class Configuration: ZIKViewRouteConfiguration {}

            final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ZIKViewRouteConfiguration> {
                final class Configuration: ZIKViewRouteConfiguration, ProfileModuleInput {}

                override class func registerRoutableDestination() {
                    registerView(ProfileViewController.self)
                    register(RoutableViewModule<ProfileModuleInput>())
                }
                override class func defaultRouteConfiguration() -> ZIKViewRouteConfiguration {
                    Configuration()
                }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> ProfileViewController? {
                    ProfileViewController()
                }
            }
            """
        #expect(CheckSnippet.findings(ModuleConformanceRule(), source) == [])
        let wrong = source.replacingOccurrences(
            of: "final class Configuration: ZIKViewRouteConfiguration, ProfileModuleInput {}",
            with: "final class Settings: ZIKViewRouteConfiguration, ProfileModuleInput {}")
        #expect(CheckSnippet.findings(ModuleConformanceRule(), wrong).count == 1)
    }

    /// A typealias declared in the register body names the key there, not the file's alias.
    @Test func localTypealiasShadowsTheFileScopeOne() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            protocol EditorViewInput: AnyObject {}
            protocol ReaderViewInput: AnyObject {}
            extension RoutableView where Protocol == EditorViewInput {
                init() { self.init(declaredProtocol: EditorViewInput.self) }
            }
            extension RoutableView where Protocol == ReaderViewInput {
                init() { self.init(declaredProtocol: ReaderViewInput.self) }
            }
            typealias Input = ReaderViewInput

            final class EditorViewController: UIViewController, ZIKRoutableView, EditorViewInput {}

            final class EditorViewRouter: ZIKViewRouter<EditorViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() {
                    typealias Input = EditorViewInput
                    registerView(EditorViewController.self)
                    register(RoutableView<Input>())
                }
                override func destination(with configuration: ZIKViewRouteConfiguration) -> EditorViewController? {
                    EditorViewController()
                }
            }
            """
        let graph = Snippet.graph(source)
        #expect(
            Snippet.registrations(of: "EditorViewRouter", in: graph) == [
                "view EditorViewController", "viewProtocol EditorViewInput",
            ])
    }

    /// A router declared inside a function cannot be named by the registry: it is private there.
    @Test func localRouterIsUnreachable() {
        let source = """
            import UIKit
            import ZIKRouter

            final class DebugViewController: UIViewController, ZIKRoutableView {}

            func installDebugRoutes() {
                final class DebugViewRouter: ZIKViewRouter<DebugViewController, ZIKViewRouteConfiguration> {
                    override class func registerRoutableDestination() {
                        registerView(DebugViewController.self)
                    }
                    override func destination(with configuration: ZIKViewRouteConfiguration) -> DebugViewController? {
                        DebugViewController()
                    }
                }
                DebugViewRouter.registerRoutableDestination()
            }
            """
        let graph = Snippet.graph(source)
        let router = graph.routers.first { $0.name.hasSuffix(".DebugViewRouter") }
        #expect(router?.name == "(local in installDebugRoutes at 6:27).DebugViewRouter")
        #expect(router?.registrable == false)
        #expect(CheckSnippet.findings(UnreachableRouterRule(), source).count == 1)
    }

    /// A nested class compiled only in debug builds shadows the outer one there and not in release
    /// builds: which one a name means is not known, so a rule gives a note, not an error.
    @Test func conditionallyShadowedNameGivesANote() {
        let source = Self.aService(
            fileScopeBase: "ZIKPerformRouteConfiguration",
            localBase: "ServiceMakeableConfiguration<AServiceInput, (String) -> Void>"
        ).replacingOccurrences(
            of: "            class AServiceModuleConfiguration: ServiceMakeableConfiguration",
            with: "            #if DEBUG\n            class AServiceModuleConfiguration: ServiceMakeableConfiguration"
        ).replacingOccurrences(
            of: "            let config = AServiceModuleConfiguration({_ in})",
            with: "            #endif\n            let config = AServiceModuleConfiguration({_ in})")
        let graph = Snippet.graph([("ZRouterTests/AService.swift", source)])
        let found = Checker.run(CheckContext(graph: graph), rules: [MakingConfigurationRule()])
        #expect(found.count == 1 && found.first?.severity == .note, "\(found)")
        #expect(found.first?.message.contains("routegen cannot tell which class is meant") == true, "\(found)")
    }

    // MARK: Names for strings

    static func constants(body: String) -> String {
        """
        import UIKit
        import ZIKRouter

        let routeID = "home"

        final class SettingsViewController: UIViewController, ZIKRoutableView {}

        final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ZIKViewRouteConfiguration> {
            static let routeID = "settings"

            override class func registerRoutableDestination() {
                registerView(SettingsViewController.self)
        \(body)
            }
            override func destination(with configuration: ZIKViewRouteConfiguration) -> SettingsViewController? {
                SettingsViewController()
            }
        }
        """
    }

    /// A type's `static let` shadows the file's `let`; a local `let` shadows both; a local
    /// variable or parameter leaves the key unread.
    @Test func swiftConstantsResolvedByScope() {
        func keys(_ body: String) -> [String] {
            Snippet.registrations(of: "SettingsViewRouter", in: Snippet.graph(Self.constants(body: body)))
        }
        #expect(keys("        registerIdentifier(routeID)") == ["view SettingsViewController", "identifier settings"])
        #expect(
            keys("        let routeID = \"preferences\"\n        registerIdentifier(routeID)")
                == ["view SettingsViewController", "identifier preferences"])
        let graph = Snippet.graph(
            Self.constants(
                body: "        var routeID = \"a\"\n        routeID += \"b\"\n        registerIdentifier(routeID)"))
        #expect(Snippet.registrations(of: "SettingsViewRouter", in: graph) == ["view SettingsViewController"])
        #expect(graph.diagnostics.contains { $0.rule == "dynamic-registration" })
        let outside = Self.constants(body: "").replacingOccurrences(
            of: "    static let routeID = \"settings\"\n", with: ""
        )
        .replacingOccurrences(
            of: "        registerView(SettingsViewController.self)\n",
            with: "        registerView(SettingsViewController.self)\n        registerIdentifier(routeID)\n")
        #expect(
            Snippet.registrations(of: "SettingsViewRouter", in: Snippet.graph(outside))
                == ["view SettingsViewController", "identifier home"])
    }

    /// Objective-C's form: a variable of the method, or its parameter, over a file-scope
    /// `NSString *const` of the same name.
    @Test func objcLocalVariableShadowsAFileScopeConstant() {
        func keys(_ body: String, parameter: Bool = false) -> [String] {
            let header = """
                #import <ZIKRouter/ZIKRouter.h>

                @interface SettingsViewController : UIViewController <ZIKRoutableView>
                @end

                @interface SettingsViewRouter : ZIKViewRouter
                @end
                """
            let implementation = """
                #import "SettingsViewRouter.h"

                NSString *const kSettingsRouteID = @"settings";

                @implementation SettingsViewController
                @end

                @implementation SettingsViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[SettingsViewController class]];
                \(parameter ? "    [self registerIdentifiers:@\"preferences\"];" : body)
                }
                \(parameter ? "+ (void)registerIdentifiers:(NSString *)kSettingsRouteID {\n    [self registerIdentifier:kSettingsRouteID];\n}" : "")
                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [SettingsViewController new];
                }
                @end
                """
            let graph = Snippet.graph([
                ("Sources/Settings/SettingsViewRouter.h", header),
                ("Sources/Settings/SettingsViewRouter.m", implementation),
            ])
            return Snippet.registrations(of: "SettingsViewRouter", in: graph)
        }
        #expect(
            keys("    [self registerIdentifier:kSettingsRouteID];") == [
                "view SettingsViewController", "identifier settings",
            ])
        #expect(
            keys("    NSString *kSettingsRouteID = @\"preferences\";\n    [self registerIdentifier:kSettingsRouteID];")
                == ["view SettingsViewController", "identifier preferences"])
        #expect(
            keys(
                "    NSString *kSettingsRouteID = [self currentRouteID];\n    [self registerIdentifier:kSettingsRouteID];"
            )
                == ["view SettingsViewController"])
        #expect(keys("", parameter: true) == ["view SettingsViewController"])
    }
}
