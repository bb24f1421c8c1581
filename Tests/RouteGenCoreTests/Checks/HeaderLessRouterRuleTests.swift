import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct HeaderLessRouterRuleTests {
    let rule = HeaderLessRouterRule()

    /// The graph marks such routers `notImportable` (and leaves them out of the registry); an
    /// abstract one is excluded for its own reason and a Swift one never needs a header.
    @Test func onlyObjectiveCRoutersLeftOutForWantOfAHeader() {
        func router(
            _ name: String, _ language: SourceLanguage, header: String?, exclusion: ExclusionReason? = nil
        ) -> Router {
            Router(
                name: name, language: language, kind: .view, superclass: "ZIKViewRouter", ancestry: ["ZIKViewRouter"],
                location: SourceLocation(file: "Sources/App/\(name).m", line: 4, column: 12), module: "App",
                header: header,
                access: .public, condition: .always, isEarly: false, exclusion: exclusion, registrations: [])
        }
        let graph = RouteGraph(routers: [
            router("SecretRouter", .objc, header: nil, exclusion: .notImportable(file: "Sources/App/SecretRouter.m")),
            router("VisibleRouter", .objc, header: "VisibleRouter.h"),
            router("AbstractRouter", .objc, header: nil, exclusion: .abstract(decidedBy: "AbstractRouter")),
            router("SwiftRouter", .swift, header: nil),
        ])
        #expect(
            rule.findings(in: CheckContext(graph: graph)).map(\.message) == [
                "Objective-C router SecretRouter is declared only in SecretRouter.m; move its @interface to a header so the registry can import it"
            ])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
