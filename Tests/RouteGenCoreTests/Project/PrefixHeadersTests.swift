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
            "SwiftKit": module(nil),
        ]
        layout.modules = [
            "/src/LoginKit/LoginViewRouter.m": "LoginKit", "/src/ProfileKit/ProfileViewRouter.m": "ProfileKit",
            "/src/ProfileKit/ProfileViewRouter.swift": "ProfileKit", "/src/App/AppDelegate.m": "App",
            "/src/Legacy/A.m": "LegacyA", "/src/Legacy/B.m": "LegacyB", "/src/SwiftKit/Kit.m": "SwiftKit",
        ]
        let prefixes = PrefixHeaders(layout)
        #expect(prefixes.bytes(forFile: "/src/LoginKit/LoginViewRouter.m") == Array(shared.utf8))
        #expect(prefixes.bytes(forFile: "/src/ProfileKit/ProfileViewRouter.m") == Array(shared.utf8))
        #expect(prefixes.bytes(forFile: "/src/App/AppDelegate.m") == Array("#define APP_PREFIX 1\n".utf8))
        // Swift files, files of a module without one, and files of no module get none.
        #expect(prefixes.bytes(forFile: "/src/ProfileKit/ProfileViewRouter.swift").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/SwiftKit/Kit.m").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/Other/Unlisted.m").isEmpty)
        #expect(prefixes.bytes(forFile: "/src/Legacy/A.m").isEmpty)
        #expect(
            prefixes.diagnostics.map(\.message) == [
                "cannot read the prefix header of module LegacyA; its Objective-C files are read without it",
                "cannot read the prefix header of module LegacyB; its Objective-C files are read without it",
            ])
    }
}
