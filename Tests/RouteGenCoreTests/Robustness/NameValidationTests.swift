import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Names written into the generated code are refused when they are not identifiers of both
/// languages; a router with the registry's name is an error, not a registry that fails to compile.
struct NameValidationTests {
    private let app = Repository.path("Fixtures/SwiftApp/Sources")

    @Test func identifiers() {
        for good in ["App", "LoginKit", "_Private", "Module2", "RouteRegistry"] {
            #expect(SourceIdentifier.isValid(good), "\(good)")
        }
        for bad in ["", "App Kit", "2App", "App-Kit", "App\nimport Evil", "Läden", "class", "id", "App.Kit"] {
            #expect(!SourceIdentifier.isValid(bad), "\(bad.debugDescription)")
        }
        #expect(SourceIdentifier.isValidModulePath("ZIKRouter.Internal"))
        for bad in ["ZIKRouter.", ".Internal", "ZIKRouter..Internal", "Foundation\nlet x = 1", ""] {
            #expect(!SourceIdentifier.isValidModulePath(bad), "\(bad.debugDescription)")
        }
        #expect(
            SourceIdentifier.problem("App\nKit", as: "--module")?.contains("App\\u{a}Kit") == true,
            "the newline is shown, not printed")
    }

    @Test func configImportWithANewlineIsRefused() {
        let yaml = "imports:\n  - \"ZIKRouter.Internal\\nlet injected = 1\"\n"
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(yaml, path: ".routegen.yml") }
    }

    @Test func configModuleMapWithAnEmptyFolderIsRefused() {
        let yaml = "module-map:\n  \"\": App\n"
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(yaml, path: ".routegen.yml") }
    }

    @Test func fileListModuleThatIsNotAnIdentifierIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/CheckoutViewRouter.swift", HostileSources.swiftRouter)
        try tree.write("files.txt", "App Kit\t\(tree.path)/Sources/App/CheckoutViewRouter.swift\n")
        let result = Pipeline.run(Pipeline.Input(paths: [], fileLists: [tree.path + "/files.txt"]))
        #expect(result.exitStatus == 1)
        #expect(result.graph.diagnostics.contains { $0.severity == .error && $0.message.contains("'App Kit'") })
    }
}
