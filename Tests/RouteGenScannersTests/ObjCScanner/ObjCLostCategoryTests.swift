import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// `objc-unread-declaration` warns where a router may hide in what libclang could not read; a
/// category declares no router.
struct ObjCLostCategoryTests {
    /// A category on a framework class spelled through a `#define`, and one category opened on
    /// two classes in the branches of one `#if`: libclang reads both, and neither can hide a router.
    @Test func categoriesBehindADefineAreRead() {
        let screen = Snippet.facts(
            """
            #if TARGET_OS_IPHONE
            #define OSScreen UIScreen
            #else
            #define OSScreen NSScreen
            #endif

            @implementation OSScreen (Center)
            - (CGPoint)center {
                return CGPointZero;
            }
            @end

            #if TARGET_OS_IPHONE
            @interface UIView (Routing)
            #else
            @interface NSView (Routing)
            #endif
            @property (nonatomic, readonly) BOOL routed;
            @end
            """, path: "Login/LoginViewController.m")
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.rendered))")
    }

    /// A category libclang loses: what it adopts is read from its tokens; an implementation is
    /// reported only when a router's method may be in it.
    @Test func lostCategoriesAreReportedOnlyWhereARouterMayHide() {
        // An unclosed type-argument list: clang cannot recover what follows it.
        let facts = ObjCFileScanner.facts(
            path: "Login/LoginViewRouter.m",
            source: """
                @interface BrokenViewRouter : ZIKViewRouter<UIViewController *, Config<A *> *
                @end

                @interface LoginViewController (Routable) <ZIKRoutableView>
                @end
                @implementation LoginViewController (Layout)
                - (void)layout {
                }
                @end
                @implementation LoginViewRouter (Registration)
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                }
                @end
                """)
        let lost = Set(facts.diagnostics.filter { $0.rule == "objc-unread-declaration" }.compactMap(\.location?.line))
        #expect(!lost.contains(4) && !lost.contains(6), "\(facts.diagnostics.map(\.rendered))")
        #expect(
            facts.conformances.contains { $0.typeName == "LoginViewController" && $0.inherited == ["ZIKRoutableView"] })
        #expect(facts.routableClasses.map(\.className) == ["LoginViewController"])
        // The router's category is read, or reported.
        #expect(facts.methods.contains { $0.typeName == "LoginViewRouter" } || lost.contains(10), "\(lost)")
    }
}
