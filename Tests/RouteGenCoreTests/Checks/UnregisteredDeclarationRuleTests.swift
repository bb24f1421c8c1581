import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct UnregisteredDeclarationRuleTests {
    let rule = UnregisteredDeclarationRule()

    /// ZIKRouter's launch check lists every declared routable protocol that does not resolve and
    /// asserts, whether anything requests it or not: an error at the declaration.
    @Test func swiftDeclarationWithoutRegistrationIsAnErrorAtTheDeclaration() {
        let found = CheckSnippet.findings(
            rule,
            """
            extension RoutableService where Protocol == Analytics {
                init() { self.init(declaredProtocol: Protocol.self) }
            }
            """)
        #expect(
            found == [
                "1:45: service protocol Analytics is declared routable but not registered: no router, adapter, `forMaking…` registration or block route registers it; ZIKRouter asserts when registration finishes in debug builds"
            ])
        #expect(rule.defaultSeverity == .error)
    }

    @Test func swiftBlockRoutesAndAdaptersRegisterDeclarations() {
        let found = CheckSnippet.findings(
            rule,
            """
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
