import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct DuplicateIdentifierRuleTests {
    let rule = DuplicateIdentifierRule()

    @Test func swiftSameRouterTwiceAndURLPatterns() {
        let found = CheckSnippet.findings(
            rule,
            """
            final class HomeRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("home")
                    registerIdentifier("home")
                    registerURLPattern("app://x")
                }
            }
            final class XRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerIdentifier("app://x") }
            }
            """)
        #expect(
            found == [
                // One router, one key twice: one finding, at the call ZIKRouter asserts on, naming the router once.
                "4:9: view identifier \"home\" is registered a second time by router HomeRouter, which registered it already (Snippet.swift); ZIKRouter asserts on the second registration",
                "5:9: view URL pattern \"app://x\" is registered by router HomeRouter and also by router XRouter (Snippet.swift); ZIKRouter asserts on the second registration",
                "9:57: view identifier \"app://x\" is registered by router XRouter and also by router HomeRouter (Snippet.swift); ZIKRouter asserts on the second registration",
            ])
    }

    @Test func swiftElseIfChainsNeverConflict() {
        let found = CheckSnippet.findings(
            rule,
            """
            #if os(iOS)
            final class A: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("home") } }
            #elseif os(macOS)
            final class B: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("home") } }
            #else
            final class C: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("home") } }
            #endif
            final class D: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    #if DEBUG
                    registerIdentifier("debug")
                    #endif
                }
            }
            #if DEBUG
            final class E: ZIKAnyViewRouter { override class func registerRoutableDestination() { registerIdentifier("debug") } }
            #endif
            """)
        // Both `debug` registrations compile under DEBUG: that pair conflicts; the #if/#elseif/#else chain does not.
        #expect(found.map { String($0.prefix(3)) } == ["11:", "16:"])
    }

    @Test func objectiveCFixtures() {
        CheckFixture.verify(rule, language: "ObjC")
    }
}
