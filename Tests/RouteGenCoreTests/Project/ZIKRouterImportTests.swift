import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// The import of ZIKRouter's Internal headers follows what the project says about modules.
struct ZIKRouterImportTests {
    static let shop = Repository.path("Fixtures/Xcode/ShopPodsApp")

    @Test func thePodfileSaysWhetherZIKRouterIsAModule() {
        #expect(
            !PodfileIntegration("platform :ios, '13.0'\ntarget 'App' do\n  pod 'ZIKRouter'\nend\n").zikRouterIsModule)
        #expect(PodfileIntegration("target 'App' do\n  use_frameworks!\n  pod 'ZIKRouter'\nend\n").zikRouterIsModule)
        #expect(PodfileIntegration("use_frameworks! :linkage => :static\n").zikRouterIsModule)
        #expect(PodfileIntegration("use_modular_headers!\ntarget 'App' do\nend\n").zikRouterIsModule)
        #expect(PodfileIntegration("pod 'ZIKRouter', '~> 1.1', :modular_headers => true\n").zikRouterIsModule)
        #expect(PodfileIntegration("pod 'ZIKRouter/ServiceRouter', modular_headers: true\n").zikRouterIsModule)
        // Commented out, or for another pod, it says nothing about ZIKRouter.
        #expect(!PodfileIntegration("# use_frameworks!\npod 'ZIKRouter' # use_modular_headers!\n").zikRouterIsModule)
        #expect(!PodfileIntegration("pod 'Masonry', :modular_headers => true\npod 'ZIKRouter'\n").zikRouterIsModule)
        #expect(
            !PodfileIntegration("pod 'ZIKRouter', :git => 'https://example.com/#use_frameworks!'\n").zikRouterIsModule)
    }

    /// The fixture's Podfile builds static libraries, and the pods are not installed.
    @Test func aStaticLibraryPodIsImportedByItsHeaders() throws {
        let layout = try XcodeFixtures.layout(
            ProjectLoader.Request(workspace: Self.shop + "/Shop.xcworkspace", target: "Shop"))
        #expect(layout.zikRouterImport == .headers)
        #expect(layout.inputFiles.contains(Self.shop + "/Podfile"))
    }

    @Test func aPodfileWithFrameworksOrModularHeadersImportsTheModule() throws {
        for line in ["use_frameworks!", "use_modular_headers!"] {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let app = folder.path + "/ShopPodsApp"
            try FileManager.default.copyItem(atPath: Self.shop, toPath: app)
            let podfile = try String(contentsOfFile: app + "/Podfile", encoding: .utf8)
            try podfile.replacingOccurrences(
                of: "project 'Shop/Shop.xcodeproj'\n", with: "project 'Shop/Shop.xcodeproj'\n\(line)\n"
            )
            .write(toFile: app + "/Podfile", atomically: true, encoding: .utf8)
            let layout = try XcodeFixtures.layout(
                ProjectLoader.Request(workspace: app + "/Shop.xcworkspace", target: "Shop"))
            #expect(layout.zikRouterImport == .module, "\(line)")
        }
    }

    /// ZIKRouter's ServiceRouter subspec alone cannot build the `Internal` submodule, which lists
    /// the view router headers: the header form, even with `use_frameworks!`.
    @Test func theServiceRouterSubspecAloneImportsTheHeaders() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.shop, toPath: app)
        let podfile = app + "/Podfile"
        try (try String(contentsOfFile: podfile, encoding: .utf8)).replacingOccurrences(
            of: "pod 'ZIKRouter', '~> 1.1'", with: "use_frameworks!\n  pod 'ZIKRouter/ServiceRouter', '~> 1.1'"
        ).write(toFile: podfile, atomically: true, encoding: .utf8)
        let lock = app + "/Podfile.lock"
        try (try String(contentsOfFile: lock, encoding: .utf8)).replacingOccurrences(
            of: """
                  - ZIKRouter (1.1.1):
                    - ZIKRouter/ServiceRouter (= 1.1.1)
                    - ZIKRouter/ViewRouter (= 1.1.1)
                  - ZIKRouter/ServiceRouter (1.1.1)
                  - ZIKRouter/ViewRouter (1.1.1):
                    - ZIKRouter/ServiceRouter

                """,
            with: "  - ZIKRouter/ServiceRouter (1.1.1)\n\n"
        ).write(toFile: lock, atomically: true, encoding: .utf8)
        #expect(!(try String(contentsOfFile: lock, encoding: .utf8)).contains("ViewRouter"))
        let layout = try XcodeFixtures.layout(
            ProjectLoader.Request(workspace: app + "/Shop.xcworkspace", target: "Shop"))
        #expect(layout.zikRouterImport == .headers)
    }

    /// Installed pods: the pod target says it (the PodsApp fixture builds frameworks).
    @Test func anInstalledFrameworkPodImportsTheModule() throws {
        let layout = try XcodeFixtures.layout(
            ProjectLoader.Request(workspace: XcodeFixtures.podsApp + "/NoteApp.xcworkspace", target: "NoteApp"))
        #expect(layout.zikRouterImport == .module)
    }

    /// `CLANG_ENABLE_MODULES = NO` rules out `@import` whatever the pods are.
    @Test func modulesTurnedOffImportTheHeaders() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ShopPodsApp"
        try FileManager.default.copyItem(atPath: Self.shop, toPath: app)
        let podfile = app + "/Podfile"
        try (try String(contentsOfFile: podfile, encoding: .utf8) + "use_frameworks!\n").write(
            toFile: podfile, atomically: true, encoding: .utf8)
        let project = app + "/Shop/Shop.xcodeproj/project.pbxproj"
        try (try String(contentsOfFile: project, encoding: .utf8)).replacingOccurrences(
            of: "CLANG_ENABLE_MODULES = YES;", with: "CLANG_ENABLE_MODULES = NO;"
        ).write(toFile: project, atomically: true, encoding: .utf8)
        let layout = try XcodeFixtures.layout(
            ProjectLoader.Request(workspace: app + "/Shop.xcworkspace", target: "Shop"))
        #expect(layout.zikRouterImport == .headers)
    }

    /// A project without CocoaPods says nothing: ZIKRouter from a sub-project or a framework is a module.
    @Test func withoutCocoaPodsTheDefaultStays() throws {
        let layout = try XcodeFixtures.layout(
            ProjectLoader.Request(project: XcodeFixtures.objcApp + "/ZIKDemo.xcodeproj"))
        #expect(layout.zikRouterImport == nil)
        var config = RouteGenConfig()
        layout.apply(to: &config)
        #expect(config.output.frameworkImport == .module)
    }

    /// The header form imports the Internal header of each kind of router registered, and the registry's.
    @Test func theHeaderFormNamesTheHeadersOfTheKindsRegistered() {
        let graph = Snippet.graph([
            (
                "Sources/App/SearchServiceRouter.h",
                """
                #import <ZIKRouter/ZIKRouter.h>
                @interface SearchService : NSObject <ZIKRoutableService>
                @end
                @interface SearchServiceRouter : ZIKServiceRouter
                @end
                """
            ),
            (
                "Sources/App/SearchServiceRouter.m",
                """
                #import "SearchServiceRouter.h"
                @implementation SearchServiceRouter
                + (void)registerRoutableDestination {
                    [self registerService:[SearchService class]];
                }
                @end
                """
            ),
        ])
        #expect(graph.routers.map(\.registrable) == [true])
        #expect(
            ObjCRegistryEmitter.frameworkImports(graph, form: .headers) == [
                "#import <ZIKRouter/ZIKServiceRouterInternal.h>", "#import <ZIKRouter/ZIKRouteRegistry.h>",
            ])
        #expect(ObjCRegistryEmitter.frameworkImports(graph, form: .module) == ["@import ZIKRouter.Internal;"])
        var config = RouteGenConfig()
        config.output.entry = .objc
        config.output.frameworkImport = .headers
        #expect(
            ObjCRegistryEmitter.emitImplementation(graph, config: config).contains(
                "#import <ZIKRouter/ZIKServiceRouterInternal.h>\n"))
        config.output.objcImports = ["#import \"ZIKRouteRegistry.h\""]
        let explicit = ObjCRegistryEmitter.emitImplementation(graph, config: config)
        #expect(explicit.contains("#import \"ZIKRouteRegistry.h\"\n") && !explicit.contains("<ZIKRouter/"))
    }
}
