import Testing
@testable import RouteGenCore

struct HeaderLessRouterRuleTests {
    let rule = HeaderLessRouterRule()

    @Test func onlyRegistrableObjectiveCRoutersWithoutAHeader() {
        func router(_ name: String, _ language: SourceLanguage, header: String?, exclusion: ExclusionReason? = nil) -> Router {
            Router(name: name, language: language, kind: .view, superclass: "ZIKViewRouter", ancestry: ["ZIKViewRouter"],
                   location: SourceLocation(file: "Sources/App/\(name).m", line: 4, column: 12), module: "App", header: header,
                   access: .public, condition: .always, isEarly: false, exclusion: exclusion, registrations: [])
        }
        let graph = RouteGraph(routers: [
            router("SecretRouter", .objc, header: nil),
            router("VisibleRouter", .objc, header: "VisibleRouter.h"),
            router("AbstractRouter", .objc, header: nil, exclusion: .abstract(decidedBy: "AbstractRouter")),
            router("SwiftRouter", .swift, header: nil),
        ])
        #expect(rule.findings(in: CheckContext(graph: graph)).map(\.message) == [
            "Objective-C router SecretRouter is declared only in SecretRouter.m; move its @interface to a header so the registry can import it",
        ])
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift", hasFailing: false)
    }

    @Test(.enabled(if: CheckFixture.objectiveCScanned))
    func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
