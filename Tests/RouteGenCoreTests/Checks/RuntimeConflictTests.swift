import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The conflict rules over runtime branches: exclusive branches never conflict, a shared branch
/// does, and a condition routegen cannot read gives a note, never an error.
struct RuntimeConflictTests {
    static func diagnostics(_ rule: some CheckRule, _ source: String, registry: String? = nil) -> [Diagnostic] {
        var files = [("Sources/App/Snippet.swift", source)]
        if let registry { files.append(("Sources/App/Registry.swift", registry)) }
        let graph = Snippet.graph(files)
        let context = CheckContext(graph: graph, registryFiles: registry == nil ? [] : ["Sources/App/Registry.swift"])
        return Checker.run(context, rules: [rule]).filter { $0.rule == rule.id }
    }

    @Test func identifiersInExclusiveBranchesDoNotConflictButInOneBranchDo() {
        let found = Self.diagnostics(
            DuplicateIdentifierRule(),
            """
            final class HomeRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    if AppConfig.variant == "lite" {
                        registerIdentifier("home")
                    } else {
                        registerIdentifier("home")
                        registerIdentifier("home")
                    }
                }
            }
            """)
        // One router registering the key twice: reported once, at the second call.
        #expect(found.map { "\($0.severity) \($0.location!.line)" } == ["error 7"])
    }

    @Test func exclusiveClassInSwitchCases() {
        let found = Self.diagnostics(
            ExclusiveConflictRule(),
            """
            final class AViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    switch Theme.current {
                    case .light: registerExclusiveView(HomeViewController.self)
                    case .dark: break
                    }
                }
            }
            final class BViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    if Theme.current == .dark { registerView(HomeViewController.self) }
                }
            }
            """)
        #expect(found.isEmpty)
    }

    @Test func unreadableConditionGivesANoteNotAnError() {
        let found = Self.diagnostics(
            DuplicateProtocolRule(),
            """
            final class AViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    if let _ = ProcessInfo.processInfo.environment["NEW_HOME"] {
                        register(RoutableView<HomeViewInput>())
                    }
                }
            }
            final class BViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    register(RoutableView<HomeViewInput>())
                }
            }
            """)
        #expect(found.map(\.severity) == [.note, .note])
        #expect(found.first?.message.contains("routegen cannot tell") == true)
    }

    @Test func registryCalledInExclusiveBranchesIsNotCalledTwice() {
        let router = """
            final class HomeViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerView(HomeViewController.self) }
            }
            """
        let found = Self.diagnostics(
            StaleRegistryRule(), router,
            registry: """
                enum AppRegistry {
                    static func registerRoutes() {
                        if LaunchOptions.isUITest {
                            HomeViewRouter.registerRoutableDestination()
                        } else {
                            HomeViewRouter.registerRoutableDestination()
                        }
                    }
                }
                """)
        #expect(found.isEmpty)
        let twice = Self.diagnostics(
            StaleRegistryRule(), router,
            registry: """
                enum AppRegistry {
                    static func registerRoutes() {
                        HomeViewRouter.registerRoutableDestination()
                        if LaunchOptions.isUITest {
                            HomeViewRouter.registerRoutableDestination()
                        }
                    }
                }
                """)
        #expect(twice.map { "\($0.severity) \($0.location!.line)" } == ["error 5"])
    }

    @Test func objcRegistryCalledInExclusiveBranchesIsNotCalledTwice() {
        func stale(_ body: String) -> [String] {
            let files = [
                ("Sources/App/HomeViewRouter.h", "@interface HomeViewRouter : ZIKViewRouter\n@end\n"),
                (
                    "Sources/App/HomeViewRouter.m",
                    "@implementation HomeViewRouter\n+ (void)registerRoutableDestination {\n    [self registerView:[HomeViewController class]];\n}\n@end\n"
                ),
                (
                    "Sources/App/AppRouteRegistry.m",
                    "@implementation AppRouteRegistry\n+ (void)registerRoutes {\n\(body)\n}\n@end\n"
                ),
            ]
            let context = CheckContext(graph: Snippet.graph(files), registryFiles: ["Sources/App/AppRouteRegistry.m"])
            return Checker.run(context, rules: [StaleRegistryRule()]).map { "\($0.severity) \($0.location!.line)" }
        }
        #expect(
            stale(
                """
                    if (UI_TESTING) {
                        [HomeViewRouter registerRoutableDestination];
                    } else {
                        [HomeViewRouter registerRoutableDestination];
                    }
                """) == [])
        #expect(
            stale(
                """
                    [HomeViewRouter registerRoutableDestination];
                    if (UI_TESTING) {
                        [HomeViewRouter registerRoutableDestination];
                    }
                """) == ["error 5"])
    }

    static func objc(_ rule: some CheckRule, _ implementation: String) -> [String] {
        let files = [
            (
                "Sources/App/Routers.h",
                "@interface ARouter : ZIKViewRouter\n@end\n@interface BRouter : ZIKViewRouter\n@end\n"
            ),
            ("Sources/App/Routers.m", "#import \"Routers.h\"\n" + implementation),
        ]
        return Checker.run(CheckContext(graph: Snippet.graph(files)), rules: [rule]).map {
            "\($0.severity) \($0.location!.line)"
        }
    }

    @Test func objcIdentifiersAndExclusiveClassesInBranches() {
        #expect(
            Self.objc(
                DuplicateIdentifierRule(),
                """
                @implementation ARouter
                + (void)registerRoutableDestination {
                    if (TEST_BLOCK_ROUTES == 0) {
                        [self registerIdentifier:@"home"];
                    } else {
                        [self registerIdentifier:@"home"];
                        [self registerIdentifier:@"home"];
                    }
                }
                @end
                """) == ["error 8"])
        #expect(
            Self.objc(
                ExclusiveConflictRule(),
                """
                @implementation ARouter
                + (void)registerRoutableDestination {
                    switch (THEME) {
                        case 0: [self registerExclusiveView:[HomeViewController class]]; break;
                        default: break;
                    }
                }
                @end
                @implementation BRouter
                + (void)registerRoutableDestination {
                    if (THEME == 1) [self registerView:[HomeViewController class]];
                }
                @end
                """) == [])
    }

    @Test func objcMethodCallConditionAgainstUnconditionalIsANote() {
        #expect(
            Self.objc(
                DuplicateProtocolRule(),
                """
                @implementation ARouter
                + (void)registerRoutableDestination {
                    if ([ZIKAppConfiguration usesNewHome]) {
                        [self registerViewProtocol:ZIKRoutable(HomeViewInput)];
                    }
                }
                @end
                @implementation BRouter
                + (void)registerRoutableDestination {
                    [self registerViewProtocol:ZIKRoutable(HomeViewInput)];
                }
                @end
                """) == ["note 5", "note 11"])
    }
}
