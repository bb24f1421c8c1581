import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The conformance facts each scanner records: what a declaration inherits and adopts, the
/// configuration class a router returns, and `class_addProtocol` calls.
struct ConformanceFactsTests {
    private static func describe(_ facts: FileFacts) -> [String] {
        facts.conformances.map { declaration in
            var text = "\(declaration.form.rawValue) \(declaration.typeName)"
            if let superclass = declaration.superclass { text += " : \(superclass)" }
            text += " <\(declaration.inherited.joined(separator: ", "))>"
            if declaration.isConditional { text += " conditional" }
            if !declaration.condition.isAlways {
                text += " if \(declaration.condition.clauses.joined(separator: " && "))"
            }
            return text
        }
    }

    @Test func swiftClassesExtensionsAndProtocols() {
        let facts = Snippet.facts(
            """
            protocol LoginViewInput: AnyObject, Presentable {}
            final class LoginViewController: BaseViewController<LoginModel>, LoginViewInput {
                final class Header: UIView {}
            }
            extension LoginViewController: ZIKRouter.ZIKRoutableView {}
            extension LoginKit.ProfileViewController: ProfileViewInput, Shareable {}
            extension Box: Routable where Content: Equatable {}
            extension Box<Int>: CustomStringConvertible {}
            #if DEBUG
            extension LoginViewController: DebugMenuProviding {}
            #endif
            extension LoginViewController {}
            """)
        #expect(
            Self.describe(facts) == [
                "swiftProtocol LoginViewInput <Presentable>",
                "swiftClass LoginViewController <BaseViewController, LoginViewInput>",
                "swiftClass LoginViewController.Header <UIView>",
                "swiftExtension LoginViewController <ZIKRoutableView>",
                "swiftExtension LoginKit.ProfileViewController <ProfileViewInput, Shareable>",
                "swiftExtension Box <Routable> conditional",
                "swiftExtension Box <CustomStringConvertible> conditional",
                "swiftExtension LoginViewController <DebugMenuProviding> if DEBUG",
            ])
    }

    @Test func swiftConfigurationAndRuntimeConformance() {
        let facts = Snippet.facts(
            """
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, LoginConfig> {
                override class func defaultRouteConfiguration() -> LoginConfig {
                    return LoginConfig()
                }
            }
            extension ProfileViewRouter {
                override class func defaultRouteConfiguration() -> ViewRouteConfig { ProfileConfig(userID: nil) }
            }
            final class ChatViewRouter: ZIKAnyViewRouter {
                override class func defaultRouteConfiguration() -> ViewRouteConfig {
                    if useCompact { return CompactChatConfig() }
                    return ChatConfig()
                }
            }
            final class NotesViewRouter: ZIKAnyViewRouter {
                override class func defaultRouteConfiguration() -> ViewRouteConfig {
                    let config = NotesConfig()
                    config.routeType = .presentModally
                    return config
                }
            }
            final class DraftViewRouter: ZIKAnyViewRouter {
                override class func defaultRouteConfiguration() -> ViewRouteConfig {
                    var config = DraftConfig()
                    config = makeConfig()
                    return config
                }
            }
            func install() {
                class_addProtocol(NotesViewController.self, notesProtocol)
                class_addProtocol(objc_getClass("LegacyNotesViewController") as! AnyClass, notesProtocol)
                class_addProtocol(someClass, notesProtocol)
            }
            """)
        #expect(
            facts.configurations.map { "\($0.routerName) \($0.className ?? "?")" } == [
                "LoginViewRouter LoginConfig", "ProfileViewRouter ProfileConfig", "ChatViewRouter ?",
                "NotesViewRouter NotesConfig", "DraftViewRouter ?",
            ])
        #expect(facts.runtimeConformances.map { $0.className ?? "?" } == ["NotesViewController", "?", "?"])
    }

    @Test func objectiveCInterfacesCategoriesAndProtocols() {
        let facts = ObjCFileScanner.facts(
            path: "Sources/App/Login.h",
            source: """
                @protocol LoginViewInput <ZIKViewRoutable, LoginViewOutput>
                @end
                @protocol Empty
                @end
                @interface LoginViewController : UIViewController <LoginViewInput, UITableViewDataSource>
                @end
                @interface LoginViewController (Routable) <ZIKRoutableView>
                @end
                @interface LoginViewController () <Shareable>
                @end
                #if DEBUG
                @interface LoginViewController (Debug) <DebugMenuProviding>
                @end
                #endif
                @interface Box<T> : NSObject <NSCopying>
                @end
                DeclareRoutableService(LocationService, LocationServiceRouter)
                ZIX_ADD_CATEGORY(LegacyService, LegacyServiceInput)
                """)
        #expect(
            Self.describe(facts) == [
                "objcProtocol LoginViewInput <ZIKViewRoutable, LoginViewOutput>",
                "objcProtocol Empty <>",
                "objcClass LoginViewController : UIViewController <LoginViewInput, UITableViewDataSource>",
                "objcCategory LoginViewController <ZIKRoutableView>",
                "objcClassExtension LoginViewController <Shareable>",
                "objcCategory LoginViewController <DebugMenuProviding> if DEBUG",
                "objcClass Box : NSObject <NSCopying>",
                "objcCategory LocationService <ZIKRoutableService>",
                "objcCategory LegacyService <LegacyServiceInput>",
            ])
    }

    @Test func objectiveCConfigurationAndRuntimeConformance() {
        let facts = ObjCFileScanner.facts(
            path: "Sources/App/LoginViewRouter.m",
            source: """
                @implementation LoginViewRouter
                + (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                    return [LoginConfig new];
                }
                @end
                @implementation ProfileViewRouter
                + (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                    return [[ProfileConfig alloc] initWithUserID:nil];
                }
                @end
                @implementation ChatViewRouter
                + (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                    return [self makeConfiguration];
                }
                @end
                @implementation AlertViewRouter
                + (__kindof ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                    AlertConfiguration *config = [AlertConfiguration new];
                    config.routeType = ZIKViewRouteTypeCustom;
                    return config;
                }
                @end
                @implementation DraftViewRouter
                + (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
                    DraftConfiguration *config = [DraftConfiguration new];
                    if (compact) config = [CompactDraftConfiguration new];
                    return config;
                }
                @end
                void InstallConformances(Class cls) {
                    class_addProtocol([NotesViewController class], @protocol(NotesViewInput));
                    class_addProtocol(NSClassFromString(@"LegacyNotesViewController"), @protocol(NotesViewInput));
                    class_addProtocol(cls, @protocol(NotesViewInput));
                }
                """)
        #expect(
            facts.configurations.map { "\($0.routerName) \($0.className ?? "?")" } == [
                "LoginViewRouter LoginConfig", "ProfileViewRouter ProfileConfig", "ChatViewRouter ?",
                "AlertViewRouter AlertConfiguration", "DraftViewRouter ?",
            ])
        #expect(
            facts.runtimeConformances.map { $0.className ?? "?" } == [
                "NotesViewController", "LegacyNotesViewController", "?",
            ])
    }

    /// Alone, a file is kept from the parser only when it can hold no fact: a category adding a
    /// protocol, a Swift extension or protocol now can.
    @Test func singleFilePrefilterKeepsConformanceFiles() {
        #expect(!Snippet.facts("extension LoginViewController: LoginViewInput {}").conformances.isEmpty)
        #expect(!Snippet.facts("protocol EditableInput: LoginViewInput {}").conformances.isEmpty)
        #expect(
            !ObjCFileScanner.facts(
                path: "Sources/App/A+Input.h", source: "@interface A (Input) <LoginViewInput>\n@end\n"
            ).conformances.isEmpty)
        #expect(
            ObjCFileScanner.facts(path: "Sources/App/A.m", source: "@interface A ()\n@property int x;\n@end\n")
                .conformances.isEmpty)
    }
}
