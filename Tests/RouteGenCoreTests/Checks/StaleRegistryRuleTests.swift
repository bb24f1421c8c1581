import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct StaleRegistryRuleTests {
    let rule = StaleRegistryRule()

    @Test func swiftRegistryFindings() {
        let found = CheckSnippet.findings(
            rule,
            [
                (
                    "Sources/App/Routers.swift",
                    """
                    final class A: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
                    final class B: ZIKAnyServiceRouter { override class func registerRoutableDestination() {} }
                    #if DEBUG
                    final class D: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
                    #endif
                    """
                ),
                (
                    "Sources/App/Registry.swift",
                    """
                    enum Registry {
                        static func early() { A.registerRoutableDestination() }
                        static func normal() {
                            A.registerRoutableDestination()
                            #if DEBUG
                            D.registerRoutableDestination()
                            #else
                            D.registerRoutableDestination()
                            #endif
                            App.NotARouter.registerRoutableDestination()
                        }
                    }
                    """
                ),
            ], registryFiles: ["Sources/App/Registry.swift"])
        #expect(
            found == [
                "2:27: the registry does not register service router B (declared in Routers.swift)",
                "4:9: A is registered twice: in `Registry.early()` (Registry.swift) and again in `Registry.normal()` (Registry.swift); running its `registerRoutableDestination` twice traps on its exclusive, identifier and Swift-protocol registrations",
                "10:9: App.NotARouter.registerRoutableDestination() calls a class that is not a router routegen knows",
            ])
    }

    @Test func withoutRegistryFilesTheRuleIsSilentAndCallsElsewhereAreIgnored() {
        let files: [(path: String, source: String)] = [
            (
                "Sources/App/Routers.swift",
                "final class A: ZIKAnyViewRouter { override class func registerRoutableDestination() { super.registerRoutableDestination() } }"
            ),
            (
                "Sources/App/Other.swift",
                "func f() { A.registerRoutableDestination(); A.registerRoutableDestination() }"
            ),
        ]
        #expect(CheckSnippet.findings(rule, files).isEmpty)
        #expect(Snippet.graph(files).registryCalls.map(\.receiver) == ["A", "A"], "super calls are not registry calls")
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift", registryFiles: ["AppRouteRegistry.swift"])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC", registryFiles: ["AppRouteRegistry.m"])
    }
}
