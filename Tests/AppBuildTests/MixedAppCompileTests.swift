import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// The `RouteRegistry.m` generated for `Fixtures/MixedApp`, and the fixture's own sources, pass
/// `clang -fsyntax-only -fmodules` against the stub headers in `Fixtures/ZIKRouterObjCStub`.
struct MixedAppCompileTests {
    @Test func generatedRegistryCompilesAgainstTheStubHeaders() throws {
        let (graph, config) = MixedAppFixture.run(entry: .objc)
        let output = try MixedAppFixture.compileObjCRegistry(RegistryFileSet.files(graph, config: config))
        #expect(output.status == 0, "clang rejected RouteRegistry.m:\n\(output.stderr)")
    }

    /// The check has teeth: a registry that calls a router whose header it does not import fails.
    @Test func compileCheckRejectsAMissingImport() throws {
        let (graph, config) = MixedAppFixture.run(entry: .objc)
        var files = RegistryFileSet.files(graph, config: config)
        let position = try #require(files.firstIndex { $0.name == "RouteRegistry.m" })
        files[position].contents = files[position].contents.replacingOccurrences(
            of: "#import \"LoginViewRouter.h\"\n", with: "")
        let output = try MixedAppFixture.compileObjCRegistry(files)
        #expect(output.status != 0)
        #expect(output.stderr.contains("LoginViewRouter"))
    }

    @Test func fixtureSourcesCompileAgainstTheStubHeaders() throws {
        let sources = [
            "App/LoginViewRouter.m", "App/AppViewRouters.m", "ProfileKit/ProfileViewController.m",
            "ProfileKit/AvatarService.m",
        ]
        for source in sources {
            let text = try String(
                contentsOfFile: Repository.path("Fixtures/MixedApp/Sources/" + source), encoding: .utf8)
            let output = try MixedAppFixture.compileObjCRegistry(
                [],
                extraSource: text.replacingOccurrences(
                    of: "#import \"", with: "#import \"" + (source.hasPrefix("App/") ? "" : "ProfileKit/")))
            #expect(output.status == 0, "\(source):\n\(output.stderr)")
        }
    }
}
