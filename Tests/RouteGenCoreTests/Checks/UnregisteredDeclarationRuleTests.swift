import Testing
@testable import RouteGenCore

struct UnregisteredDeclarationRuleTests {
    let rule = UnregisteredDeclarationRule()

    @Test func swiftDeclarationWithoutRegistrationIsAWarningAtTheDeclaration() {
        let found = CheckSnippet.findings(rule, """
        extension RoutableService where Protocol == Analytics {
            init() { self.init(declaredProtocol: Protocol.self) }
        }
        """)
        #expect(found == ["1:45: service protocol Analytics is declared routable but not registered: no router, adapter, `forMaking…` registration or block route registers it"])
        #expect(rule.defaultSeverity == .warning)
    }

    @Test func swiftBlockRoutesAndAdaptersRegisterDeclarations() {
        let found = CheckSnippet.findings(rule, """
        extension RoutableView where Protocol == Feedback { init() { self.init(declaredProtocol: Protocol.self) } }
        extension RoutableView where Protocol == RequiredFeedback { init() { self.init(declaredProtocol: Protocol.self) } }
        final class Routes: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                ZIKViewRoute<FeedbackViewController, ViewRouteConfig>
                    .make(withDestination: FeedbackViewController.self, makeDestination: { _, _ in FeedbackViewController() })
                    .register(RoutableView<Feedback>())
                register(adapter: RoutableView<RequiredFeedback>(), forAdaptee: RoutableView<Feedback>())
            }
        }
        """)
        #expect(found.isEmpty)
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
