import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// Both forms of ZIKRouter import the generated `RouteRegistry.m` can start with, compiled
/// (`clang -fsyntax-only`) against ZIKRouter 1.1.1's own headers, as the real-runtime build lays
/// them out on GNUstep's Foundation (docs/real-runtime.md): `#import <ZIKRouter/…Internal.h>` in
/// CocoaPods' flat header folder of a static library, which has no module map, and
/// `@import ZIKRouter.Internal;` in a framework with ZIKRouter's real `module.modulemap`.
///
/// It needs the GNUstep build of the real-runtime tests (their cache, which `.ci/run` fills
/// before `swift test`) and the ZIKRouter tarball; CI fails without them, a machine without them
/// skips with the reason.
struct RealZIKRouterImportTests {
    /// What the compile needs, found where the real-runtime script keeps it.
    struct Toolchain {
        var clang: String
        var gnustep: String
        var shims: String
        var appKit: String
        var swiftLib: String
        var tarball: String

        static func find() -> Toolchain? {
            let environment = ProcessInfo.processInfo.environment
            let cache =
                environment["ROUTEGEN_REAL_RUNTIME_CACHE"]
                ?? (environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")) + "/routegen-real-runtime"
            let builds = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter {
                $0.hasPrefix("gnustep-") && FileManager.default.fileExists(atPath: cache + "/" + $0 + "/.complete")
            }.sorted()
            let thirdParty = environment["ROUTEGEN_THIRD_PARTY"] ?? Repository.path("../shared/third_party")
            let tarball = ((try? FileManager.default.contentsOfDirectory(atPath: thirdParty)) ?? []).first {
                $0.hasPrefix("ZIKRouter-") && $0.hasSuffix(".tar.gz")
            }
            // The real-runtime build's compiler, else any clang (the Swift toolchain has one).
            let clang =
                ["/usr/bin/clang-14", "/usr/lib/llvm-14/bin/clang"].first {
                    FileManager.default.isExecutableFile(atPath: $0)
                } ?? (try? MixedAppFixture.clang())
            let swiftLib = ["/opt/swift/usr/lib/swift", "/usr/lib/swift"].first {
                FileManager.default.fileExists(atPath: $0 + "/dispatch/dispatch.h")
            }
            guard let gnustep = builds.last, let tarball, let clang, let swiftLib else { return nil }
            return Toolchain(
                clang: clang, gnustep: cache + "/" + gnustep, shims: Repository.path("scripts/real-runtime/shims"),
                appKit: Repository.path("scripts/real-runtime/appkit/include"), swiftLib: swiftLib,
                tarball: thirdParty + "/" + tarball)
        }

        /// The real-runtime build's flags (scripts/real-runtime/flags.sh), for a syntax check.
        var flags: [String] {
            [
                "-fsyntax-only", "-fobjc-arc", "-fobjc-runtime=gnustep-2.2", "-fblocks", "-fobjc-exceptions",
                "-DGNUSTEP", "-DGNUSTEP_RUNTIME=1", "-D_NONFRAGILE_ABI=1", "-DGNUSTEP_BASE_LIBRARY=1", "-DDEBUG=1",
                "-I" + gnustep + "/include", "-I" + shims + "/include", "-I" + appKit, "-I" + swiftLib,
                "-include", shims + "/include/ZIKRouterLinuxPrefix.h",
            ]
        }
    }

    static let toolchain = Toolchain.find()
    static let inCI = ProcessInfo.processInfo.environment["CI"].map { !["", "false", "0"].contains($0) } ?? false

    /// A service app, as the ServiceRouter part of ZIKRouter can run it on GNUstep.
    static let app: [(String, String)] = [
        (
            "App/SearchServiceRouter.h",
            """
            #import <ZIKRouter/ZIKServiceRouter.h>
            #import <ZIKRouter/ZIKServiceRoutable.h>

            @protocol SearchServiceInput <ZIKServiceRoutable>
            - (NSArray<NSString *> *)resultsForQuery:(NSString *)query;
            @end

            @interface SearchService : NSObject <ZIKRoutableService, SearchServiceInput>
            @end

            @interface SearchServiceRouter : ZIKServiceRouter<SearchService *, ZIKPerformRouteConfiguration *>
            @end
            """
        ),
        (
            "App/SearchServiceRouter.m",
            """
            #import "SearchServiceRouter.h"
            #import <ZIKRouter/ZIKServiceRouterInternal.h>

            @implementation SearchService
            - (NSArray<NSString *> *)resultsForQuery:(NSString *)query { return @[query]; }
            @end

            @implementation SearchServiceRouter
            + (void)registerRoutableDestination {
                [self registerService:[SearchService class]];
                [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];
            }
            - (nullable SearchService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
                return [[SearchService alloc] init];
            }
            @end
            """
        ),
    ]

    /// The registry files routegen writes for the app with the given form.
    static func registry(in folder: String, form: FrameworkImport) throws -> String {
        for (path, text) in app {
            try FileManager.default.createDirectory(
                atPath: ((folder + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        var config = RouteGenConfig()
        config.output.entry = .objc
        config.resolve.registryModule = "App"
        config.output.frameworkImport = form
        let result = Pipeline.run(Pipeline.Input(paths: [folder + "/App"], config: config))
        #expect(result.graph.routers.filter(\.registrable).map(\.name) == ["SearchServiceRouter"])
        try ObjCRegistryEmitter.emitHeader(config: config).write(
            toFile: folder + "/App/RouteRegistry.h", atomically: true, encoding: .utf8)
        let implementation = ObjCRegistryEmitter.emitImplementation(result.graph, config: config)
        try implementation.write(toFile: folder + "/App/RouteRegistry.m", atomically: true, encoding: .utf8)
        return implementation
    }

    /// ZIKRouter's ServiceRouter headers, laid out as CocoaPods lays out a static library pod
    /// (`Headers/Public/ZIKRouter`, flat, no module map) and as a framework with the real module
    /// map (`ZIKRouter.framework/Headers`, `Modules/module.modulemap`).
    static func layOutZIKRouter(_ toolchain: Toolchain, in folder: String) throws -> (pod: String, frameworks: String) {
        let source = folder + "/ZIKRouter-src"
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        let untar = try ProcessRunner.run("/bin/tar", ["xzf", toolchain.tarball, "-C", source, "--strip-components=1"])
        #expect(untar.status == 0, "\(untar.stderr)")
        let z = source + "/ZIKRouter"
        let pod = folder + "/Pods/Headers/Public"
        let framework = folder + "/Frameworks/ZIKRouter.framework"
        for destination in [pod + "/ZIKRouter", framework + "/Headers", framework + "/Modules"] {
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        }
        // Every header of the pod's default subspecs, as `public_header_files` lists them.
        let enumerator = FileManager.default.enumerator(atPath: z)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".h"), !relative.contains("/Private/"), !relative.hasPrefix("URLRouter/"),
                !relative.contains("Debug/")
            else { continue }
            let name = (relative as NSString).lastPathComponent
            for destination in [pod + "/ZIKRouter/" + name, framework + "/Headers/" + name]
            where !FileManager.default.fileExists(atPath: destination) {
                try FileManager.default.createSymbolicLink(atPath: destination, withDestinationPath: z + "/" + relative)
            }
        }
        try FileManager.default.copyItem(
            atPath: z + "/Framework/module.modulemap", toPath: framework + "/Modules/module.modulemap")
        return (pod, folder + "/Frameworks")
    }

    /// A module is built without the prefix header the real-runtime build forces in: what it
    /// supplies comes as `-D`s. libdispatch's headers must not see the `TARGET_OS_MAC` meant for
    /// ZIKRouter's platform switch. ZIKRouter's view headers reach AppKit, which the real-runtime
    /// build's AppKit stand-in supplies.
    static func moduleBuildSetting(in folder: String) throws -> [String] {
        let include = folder + "/ModuleBuildIncludes"
        try FileManager.default.createDirectory(atPath: include + "/dispatch", withIntermediateDirectories: true)
        try """
        #pragma push_macro("TARGET_OS_MAC")
        #undef TARGET_OS_MAC
        #include_next <dispatch/dispatch.h>
        #pragma pop_macro("TARGET_OS_MAC")
        """.write(toFile: include + "/dispatch/dispatch.h", atomically: true, encoding: .utf8)
        return [
            "-I" + include, "-DTARGET_OS_MAC=1", "-DFOUNDATION_EXTERN=extern", "-DNS_SWIFT_NAME(name)=",
            "-DNS_REFINED_FOR_SWIFT=", "-DNS_SWIFT_UNAVAILABLE(message)=",
            "-DNS_REQUIRES_SUPER=__attribute__((objc_requires_super))", "-DNS_EXTENSIBLE_STRING_ENUM=",
            "-DNS_ENUM_DEPRECATED_IOS(...)=", "-DAPI_DEPRECATED_WITH_REPLACEMENT(...)=", "-D__nullable=_Nullable",
        ]
    }

    @Test(
        .enabled(
            if: toolchain != nil || inCI,
            "no GNUstep build of the real-runtime tests or no ZIKRouter tarball: run scripts/real-runtime-test.sh once")
    )
    func bothImportFormsCompileAgainstZIKRoutersOwnHeaders() throws {
        let toolchain = try #require(
            Self.toolchain, "the real-runtime GNUstep build or the ZIKRouter tarball is missing")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (pod, frameworks) = try Self.layOutZIKRouter(toolchain, in: folder.path)

        // A static library pod: the header form compiles.
        let headers = try Self.registry(in: folder.path + "/headers", form: .headers)
        #expect(
            headers.contains("#import <ZIKRouter/ZIKServiceRouterInternal.h>\n#import <ZIKRouter/ZIKRouteRegistry.h>\n")
        )
        let podFlags = ["-I" + pod, "-I" + pod + "/ZIKRouter", "-I" + folder.path + "/headers/App"]
        let plain = try ProcessRunner.run(
            toolchain.clang, toolchain.flags + podFlags + [folder.path + "/headers/App/RouteRegistry.m"])
        #expect(plain.status == 0, "\(plain.stderr)")
        // …where the module form cannot: there is no module map.
        let module = try Self.registry(in: folder.path + "/module", form: .module)
        #expect(module.contains("@import ZIKRouter.Internal;\n"))
        let moduleWithoutMap = try ProcessRunner.run(
            toolchain.clang,
            toolchain.flags + ["-fmodules", "-fmodules-cache-path=" + folder.path + "/ModuleCache"] + podFlags
                + [folder.path + "/module/App/RouteRegistry.m"])
        #expect(moduleWithoutMap.status != 0)
        #expect(moduleWithoutMap.stderr.contains("module 'ZIKRouter' not found"), "\(moduleWithoutMap.stderr)")

        // A framework with ZIKRouter's module map: the module form compiles, `Internal` and all.
        let frameworkFlags =
            [
                "-fmodules", "-fmodules-cache-path=" + folder.path + "/ModuleCache", "-fno-implicit-module-maps",
                "-fmodule-map-file=" + frameworks + "/ZIKRouter.framework/Modules/module.modulemap", "-F" + frameworks,
                "-I" + folder.path + "/module/App", "-Wno-non-modular-include-in-framework-module",
            ]
        // Its search path first: it stands in front of libdispatch's header.
        let moduleBuild = try Self.moduleBuildSetting(in: folder.path)
        let modular = try ProcessRunner.run(
            toolchain.clang,
            moduleBuild + toolchain.flags + frameworkFlags + [folder.path + "/module/App/RouteRegistry.m"])
        #expect(modular.status == 0, "\(modular.stderr)")
    }
}
