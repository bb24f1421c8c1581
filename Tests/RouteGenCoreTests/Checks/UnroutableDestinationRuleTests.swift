import Testing
@testable import RouteGenCore

struct UnroutableDestinationRuleTests {
    let rule = UnroutableDestinationRule()

    @Test func routabilityIsInheritedAndComesFromCategoriesOfFrameworkClassesToo() {
        let router = """
        final class R: ZIKAnyViewRouter {
            override class func registerRoutableDestination() { registerView(AboutVC.self) }
        }
        """
        #expect(CheckSnippet.findings(rule, router + "\nfinal class AboutVC: UIViewController {}").count == 1)
        #expect(CheckSnippet.findings(rule, router + "\nclass Base: UIViewController, ZIKRoutableView {}\nfinal class AboutVC: Base {}").isEmpty)
        #expect(CheckSnippet.findings(rule, router + "\nextension UIViewController: ZIKRoutableView {}\nfinal class AboutVC: UIViewController {}").isEmpty)
        // Unknown: an unscanned superclass, an undeclared class.
        #expect(CheckSnippet.findings(rule, router + "\nfinal class AboutVC: MessagesViewController {}").isEmpty)
        #expect(CheckSnippet.findings(rule, router).isEmpty)
    }

    @Test func swiftFixtures() {
        CheckFixture.verify(rule, language: "Swift")
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
