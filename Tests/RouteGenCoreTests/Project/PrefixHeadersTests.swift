import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore

/// The Objective-C files of a target are read with its prefix header in front, as the compiler
/// reads them. The framework targets of one project usually share a prefix header.
struct PrefixHeadersTests {
    @Test func modulesSharingAPrefixHeaderEachGetItAndAMissingOneIsReportedPerModule() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let shared = "#import <UIKit/UIKit.h>\n#define MODULES_PREFIX 1\n"
        try folder.write("Modules/Config/Modules-Prefix.pch", shared)
        try folder.write("App/App-Prefix.pch", "#define APP_PREFIX 1\n")
        let sharedPath = folder.path + "/Modules/Config/Modules-Prefix.pch"
        let missing = folder.path + "/Legacy/Legacy-Prefix.pch"
        func module(_ prefix: String?) -> ProjectModule {
            ProjectModule(kind: .framework, importableHeaders: [], defines: [], prefixHeader: prefix)
        }
        var layout = ProjectLayout()
        layout.moduleInfo = [
            "LoginKit": module(sharedPath), "ProfileKit": module(sharedPath),
            "App": module(folder.path + "/App/App-Prefix.pch"), "LegacyA": module(missing), "LegacyB": module(missing),
            "SwiftKit": module(nil), "Folder": module(folder.path + "/Modules/Config"),
        ]
        layout.modules = [
            "/src/LoginKit/LoginViewRouter.m": "LoginKit", "/src/ProfileKit/ProfileViewRouter.m": "ProfileKit",
            "/src/ProfileKit/ProfileViewRouter.swift": "ProfileKit", "/src/App/AppDelegate.m": "App",
            "/src/Legacy/A.m": "LegacyA", "/src/Legacy/B.m": "LegacyB", "/src/SwiftKit/Kit.m": "SwiftKit",
            "/src/Folder/F.m": "Folder",
        ]
        let expectedWarnings = [
            "cannot read the prefix header of module Folder; its Objective-C files are read without it",
            "cannot read the prefix header of module LegacyA; its Objective-C files are read without it",
            "cannot read the prefix header of module LegacyB; its Objective-C files are read without it",
        ]
        // Headers are read when a file needs one; the warnings do not wait for that.
        #expect(PrefixHeaders(layout).diagnostics.map(\.message) == expectedWarnings)
        let prefixes = PrefixHeaders(layout)
        #expect(prefixes.bytes(forFile: "/src/LoginKit/LoginViewRouter.m") == Array(shared.utf8))
        #expect(prefixes.bytes(forFile: "/src/ProfileKit/ProfileViewRouter.m") == Array(shared.utf8))
        #expect(prefixes.bytes(forFile: "/src/App/AppDelegate.m") == Array("#define APP_PREFIX 1\n".utf8))
        // Swift files, files of a module without one, and files of no module get none.
        #expect(prefixes.bytes(forFile: "/src/ProfileKit/ProfileViewRouter.swift").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/SwiftKit/Kit.m").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/Other/Unlisted.m").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/Legacy/A.m").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/Folder/F.m").isEmpty)
        #expect(prefixes.diagnostics.map(\.message) == expectedWarnings)
    }

    /// A file the cache answered by its stamp, skipped by the pre-filter, and read again in a
    /// later run because a name it extends became a router base, is read with its target's prefix
    /// header as the first run would have read it: its `@interface` follows two macros that only
    /// the prefix header defines, which libclang cannot read past without them.
    @Test func aCachedSkipReadAgainUnderANewClosureGetsItsPrefixHeader() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let app = tree.path + "/App/"
        try tree.write(
            "App/App-Prefix.pch",
            "#define APP_AVAILABLE(version) __attribute__((annotate(\"app_since_\" #version)))\n"
                + "#define APP_EXPORT __attribute__((visibility(\"default\")))\n")
        try tree.write(
            "App/GizmoViewRouter.h",
            "#import \"GizmoBaseRouter.h\"\n\nAPP_AVAILABLE(3_0) APP_EXPORT @interface GizmoViewRouter : GizmoBaseRouter\n@end\n"
        )
        try tree.write(
            "App/GizmoBaseRouter.h",
            "#import <Foundation/Foundation.h>\n\n@interface GizmoBaseRouter : NSObject\n@end\n")
        try tree.write(
            "App/GizmoViewRouter.m",
            "#import \"GizmoViewRouter.h\"\n\n@implementation GizmoViewRouter\n"
                + "+ (void)registerRoutableDestination {\n    [self registerIdentifier:@\"gizmo\"];\n}\n@end\n")
        for file in ["App-Prefix.pch", "GizmoViewRouter.h", "GizmoBaseRouter.h", "GizmoViewRouter.m"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: app + file)
        }
        var layout = ProjectLayout()
        layout.moduleInfo = [
            "App": ProjectModule(
                kind: .application, importableHeaders: [], defines: [], prefixHeader: app + "App-Prefix.pch")
        ]
        layout.modules = Dictionary(
            uniqueKeysWithValues: ["App-Prefix.pch", "GizmoViewRouter.h", "GizmoBaseRouter.h", "GizmoViewRouter.m"].map
            {
                (app + $0, "App")
            })
        func run(cached: Bool) -> Pipeline.Outcome {
            let store = cached ? FactsStore(directory: tree.path + "/cache", scanDigest: ScanSettings().digest) : nil
            var input = Pipeline.Input(paths: [], cache: store, jobs: 2, prefilter: cached)
            input.sources.project = layout
            return Pipeline.run(input)
        }

        let first = run(cached: true)
        #expect(first.skippedPaths.contains(app + "GizmoViewRouter.h"))
        #expect(run(cached: true).timings.files.cacheHitsByStamp == 4)

        try tree.write(
            "App/GizmoBaseRouter.h",
            "#import <ZIKRouter/ZIKRouter.h>\n\n@interface GizmoBaseRouter : ZIKViewRouter\n@end\n")
        let second = run(cached: true)
        let router = try #require(second.graph.routers.first { $0.name == "GizmoViewRouter" })
        #expect(router.ancestry == ["GizmoBaseRouter", "ZIKViewRouter"])
        #expect(second.graph == run(cached: false).graph)
    }
}
