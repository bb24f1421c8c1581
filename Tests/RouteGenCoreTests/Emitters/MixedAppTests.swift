import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `Fixtures/MixedApp`: Objective-C and Swift routers in two modules. Whichever language holds
/// the entry point, every registrable router is registered exactly once. That the generated
/// `RouteRegistry.m` compiles is checked by `MixedAppCompileTests`, in the app-build tier.
struct MixedAppTests {
    static func run(entry: RegistryEntry) -> (graph: RouteGraph, config: RouteGenConfig) {
        MixedAppFixture.run(entry: entry)
    }

    /// Router names called in generated text: `[Name registerRoutableDestination];` and
    /// `Name.registerRoutableDestination()`.
    static func registeredNames(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), trimmed.hasSuffix(" registerRoutableDestination];") {
                return String(trimmed.dropFirst().dropLast(" registerRoutableDestination];".count))
            }
            if trimmed.hasSuffix(".registerRoutableDestination()") {
                return String(trimmed.dropLast(".registerRoutableDestination()".count))
            }
            return nil
        }
    }

    @Test func graphOfTheFixture() {
        let (graph, _) = Self.run(entry: .swift)
        #expect(
            graph.routers.map { "\($0.name) \($0.language.rawValue) \($0.registrable)" } == [
                "AppBaseViewRouter objc false", "AvatarServiceRouter objc true", "ChatServiceRouter swift true",
                "DebugMenuViewRouter objc true", "HomeViewRouter objc true", "LoginAdapter objc true",
                "LoginModuleRouter objc true", "LoginViewRouter objc true", "ProfileViewRouter objc true",
                "ScratchViewRouter objc false", "SettingsViewRouter swift true", "SplashViewRouter swift true",
            ])
        let root = Repository.path("Fixtures/MixedApp/Sources") + "/"
        let headers = graph.routers.filter { $0.language == .objc }.map {
            "\($0.name) \($0.header.map { String($0.dropFirst(root.count)) } ?? "-")"
        }
        #expect(
            headers == [
                "AppBaseViewRouter App/AppViewRouters.h", "AvatarServiceRouter ProfileKit/AvatarService.h",
                "DebugMenuViewRouter App/AppViewRouters.h", "HomeViewRouter App/AppViewRouters.h",
                "LoginAdapter App/AppViewRouters.h", "LoginModuleRouter App/AppViewRouters.h",
                "LoginViewRouter App/LoginViewRouter.h", "ProfileViewRouter ProfileKit/ProfileViewController.h",
                "ScratchViewRouter -",
            ])
        #expect(graph.diagnostics.isEmpty)
        #expect(Checker.withExclusionWarnings(graph).map(\.rule) == ["header-less-router"])
        #expect(
            Set(graph.routableDeclarations.map(\.protocolName)) == [
                "LoginViewInput", "QuickLoginViewInput", "LoginModuleInput", "ProfileViewInput", "AvatarServiceInput",
            ])
        #expect(
            graph.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-")" }.sorted() == [
                "viewProtocol ProfileViewInput", "viewProtocol QuickLoginViewInput",
            ])
    }

    @Test(arguments: RegistryEntry.allCases)
    func everyRouterIsRegisteredExactlyOnce(entry: RegistryEntry) {
        let (graph, config) = Self.run(entry: entry)
        let files = RegistryFileSet.files(graph, config: config)
        let registered = files.flatMap { Self.registeredNames(in: $0.contents) }
        #expect(registered.sorted() == graph.registrableRouters.map(\.name).sorted())
        #expect(Set(registered).count == registered.count)
        switch entry {
        case .swift:
            #expect(files.map(\.name) == ["RouteRegistry.swift"])
        case .objc:
            #expect(files.map(\.name) == ["RouteRegistry.h", "RouteRegistry.m", "RouteRegistrySwiftRoutes.swift"])
            let swift = files[2].contents
            #expect(!swift.contains("ZIKRouteRegistry.notifyRegistrationFinished()"))
            #expect(swift.contains("@objc(RouteRegistrySwiftRoutes) final class RouteRegistrySwiftRoutes: NSObject {"))
        }
        // Exactly one file finishes the registration.
        let finishing = files.filter {
            $0.contents.contains("[ZIKRouteRegistry notifyRegistrationFinished];")
                || $0.contents.contains("ZIKRouteRegistry.notifyRegistrationFinished()")
        }
        #expect(finishing.map(\.name) == [entry == .swift ? "RouteRegistry.swift" : "RouteRegistry.m"])
    }

    @Test func swiftEntryRegistersObjCRoutersWithSwiftConditions() {
        let (graph, config) = Self.run(entry: .swift)
        let swift = SwiftRegistryEmitter.emit(graph, config: config)
        #expect(swift.contains("#if DEBUG\n        DebugMenuViewRouter.registerRoutableDestination()\n        #endif"))
        #expect(
            swift.contains(
                "        LoginViewRouter.registerRoutableDestination()\n        SplashViewRouter.registerRoutableDestination()\n    }"
            ))
    }

    @Test func objcRegistryText() {
        let (graph, config) = Self.run(entry: .objc)
        let text = ObjCRegistryEmitter.emitImplementation(graph, config: config)
        #expect(
            text == """
                // clang-format off
                // Generated by routegen. Do not edit: changes are lost the next time it runs.
                // Registers 7 Objective-C routers and calls RouteRegistrySwiftRoutes for the Swift ones, for apps that set `ZIKRouteRegistry.autoRegister = NO`.

                #import "RouteRegistry.h"
                @import ZIKRouter.Internal;
                #import "AppViewRouters.h"
                #import "LoginViewRouter.h"
                #import <ProfileKit/AvatarService.h>
                #import <ProfileKit/ProfileViewController.h>
                #import "App-Swift.h"

                @implementation RouteRegistry

                + (void)registerEarlyRoutes {
                    // View routers
                    [LoginViewRouter registerRoutableDestination];
                    [RouteRegistrySwiftRoutes registerEarlyRoutes];
                }

                + (void)registerRoutes {
                    // View routers
                    #if DEBUG
                    [DebugMenuViewRouter registerRoutableDestination];
                    #endif
                    [HomeViewRouter registerRoutableDestination];
                    [LoginModuleRouter registerRoutableDestination];
                    [ProfileViewRouter registerRoutableDestination];
                    // View route adapters
                    [LoginAdapter registerRoutableDestination];
                    // Service routers
                    [AvatarServiceRouter registerRoutableDestination];
                    [RouteRegistrySwiftRoutes registerRoutes];
                    [ZIKRouteRegistry notifyRegistrationFinished];
                }

                + (void)registerAllRoutes {
                    [self registerEarlyRoutes];
                    [self registerRoutes];
                }

                @end

                """)
        #expect(
            ObjCImportList.routerImports(graph, config: config) == [
                "#import \"AppViewRouters.h\"", "#import \"LoginViewRouter.h\"",
                "#import <ProfileKit/AvatarService.h>", "#import <ProfileKit/ProfileViewController.h>",
            ])
    }

    @Test func objcOnlyAppGetsNoSwiftFile() {
        var config = RouteGenConfig()
        config.output.entry = .objc
        let graph = Snippet.graph(
            [
                ("Sources/App/R.h", "@interface R : ZIKViewRouter\n@end\n"),
                ("Sources/App/R.m", "@implementation R\n+ (void)registerRoutableDestination {}\n@end\n"),
            ], config: config)
        let files = RegistryFileSet.files(graph, config: config)
        #expect(files.map(\.name) == ["RouteRegistry.h", "RouteRegistry.m"])
        #expect(!files[1].contents.contains("Swift"))
    }
}
