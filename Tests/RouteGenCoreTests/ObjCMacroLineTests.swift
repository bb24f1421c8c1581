import Testing
@testable import RouteGenCore

/// A line that is only a call of a macro libclang cannot see (its definition is in a header the
/// one-file parse does not read) must not swallow the router declaration or method after it.
struct ObjCMacroLineTests {
    static let header = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "AppMacros.h"

        APP_AVAILABLE(3_0)
        @interface SettingsViewRouter : ZIKViewRouter
        @end
        """

    static let implementation = """
        #import "SettingsViewRouter.h"
        #import "AppMacros.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        @implementation SettingsViewRouter
        APP_LOG_CLASS(SettingsViewRouter)

        + (void)registerRoutableDestination {
            [self registerIdentifier:@"settings"];
        }

        @end
        """

    @Test func aRouterAfterUnknownMacroLinesKeepsItsDeclarationAndRegistrations() {
        let graph = Snippet.graph([("Sources/App/SettingsViewRouter.h", Self.header), ("Sources/App/SettingsViewRouter.m", Self.implementation)])
        let router = graph.routers.first { $0.name == "SettingsViewRouter" }
        #expect(router?.registrable == true, "\(graph.diagnostics.map(\.rendered))")
        #expect(router?.registrations.map(\.key) == ["settings"])
        #expect(!graph.diagnostics.contains { $0.rule == "registration-outside-register" || $0.rule == "objc-unread-declaration" })
    }

    @Test func batchedAndAloneReadTheSame() {
        let sources = [("Sources/App/SettingsViewRouter.h", Self.header), ("Sources/App/SettingsViewRouter.m", Self.implementation)].map {
            ObjCSource(path: $0.0, bytes: Array($0.1.utf8), prelude: ObjCPrelude.bytes)
        }
        let batched = ObjCFileScanner.parseBatch(sources)
        let alone = sources.map { ObjCFileScanner.scan(path: $0.path, source: String(decoding: $0.bytes, as: UTF8.self)) }
        #expect(batched == alone)
    }

    @Test func whichLinesAreBlanked() {
        func blanked(_ text: String, prelude: String = "") -> [String] {
            let bytes = Array(text.utf8)
            return ObjCMacroLineBlanking.lines(bytes, prelude: Array(prelude.utf8)).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(blanked("APP_LOG_CLASS(R)\n@interface R : ZIKViewRouter\n@end\n") == ["APP_LOG_CLASS(R)"])
        #expect(blanked("  APP_ROUTABLE_VIEW(A, B(c)) // wrapper\n") == ["  APP_ROUTABLE_VIEW(A, B(c))"])
        // Defined where clang sees it: the file itself or the prelude (prefix header).
        #expect(blanked("#define APP_LOG_CLASS(x)\nAPP_LOG_CLASS(R)\n").isEmpty)
        #expect(blanked("APP_LOG_CLASS(R)\n", prelude: "#  define APP_LOG_CLASS(x)\n").isEmpty)
        // Not a lone call: statements, declarations, keywords, bodies, continued lines, comments.
        #expect(blanked("NSLog(@\"x\");\nif (x)\nwhile (y)\ntypedef NS_ENUM(NSInteger, K) {\n  KA,\n};\n").isEmpty)
        #expect(blanked("void f(void) {\n    g(x)\n}\nAPP_X(a) + 1\n").isEmpty)
        #expect(blanked("/* APP_X(a)\n */\n// APP_Y(b)\n@\"APP_Z(c)\"\n").isEmpty)
        #expect(blanked("APP_X(a,\n b)\n").isEmpty)
    }
}
