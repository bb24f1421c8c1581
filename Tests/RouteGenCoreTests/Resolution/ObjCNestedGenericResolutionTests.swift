import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Routers whose Objective-C superclass has generic type arguments of its own reach the graph
/// registrable, with or without the framework headers in the scan; Swift's never were a problem.
struct ObjCNestedGenericResolutionTests {
    /// The router as ZIKRouter's documentation declares it: the final `*` missing, so `>>` closes both.
    static let editorHeader = """
        #import <ZIKRouter/ZIKRouter.h>

        @interface EditorViewRouter : ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<UIViewController *>>
        @end

        @interface NotesViewRouter : ZIKViewRouter
        @end

        @implementation NotesViewRouter
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"notes"];
        }
        @end
        """

    @Test func theRoutersResolveWithAndWithoutTheFrameworkHeadersInTheScan() {
        let app = [
            ("Sources/Editor/EditorViewRouter.h", ObjCNestedGenericResolutionTests.editorHeader),
            (
                "Sources/Editor/EditorViewRouter.m",
                """
                #import "EditorViewRouter.h"
                @implementation EditorViewRouter
                + (void)registerRoutableDestination {
                    [self registerIdentifier:@"editor"];
                }
                @end
                """
            ),
        ]
        let stubHeaders = ["ZIKViewRouter.h", "ZIKServiceRouter.h", "ZIKViewRouteConfiguration.h"].compactMap {
            name -> (String, String)? in
            let path = Repository.path("Fixtures/ZIKRouterObjCStub/include/ZIKRouter/" + name)
            return (try? String(contentsOfFile: path, encoding: .utf8)).map {
                ("Fixtures/ZIKRouterObjCStub/include/ZIKRouter/" + name, $0)
            }
        }
        #expect(!stubHeaders.isEmpty, "the stub headers moved")
        for files in [app, app + stubHeaders] {
            let graph = Snippet.graph(files.map { (path: $0.0, source: $0.1) })
            let routers = graph.routers.filter { $0.location.file.hasPrefix("Sources/") }
            #expect(routers.map(\.name) == ["EditorViewRouter", "NotesViewRouter"])
            #expect(routers.filter { !$0.registrable }.map(\.name) == [])
            #expect(graph.diagnostics.filter { $0.rule == "unknown-registration-owner" }.isEmpty)
        }
    }

    @Test func swiftNestedGenericSuperclassesWereNeverAProblem() {
        let graph = Snippet.graph(
            """
            final class EditorViewRouter: ZIKViewRouter<UIViewController, ZIKViewMakeableConfiguration<UIViewController>> {
                override class func registerRoutableDestination() { registerIdentifier("editor") }
            }
            final class NotesViewRouter: ZIKAnyViewRouter {
                override class func registerRoutableDestination() { registerIdentifier("notes") }
            }
            """)
        #expect(graph.routers.map(\.name) == ["EditorViewRouter", "NotesViewRouter"])
        #expect(graph.routers.filter { !$0.registrable }.map(\.name) == [])
    }
}
