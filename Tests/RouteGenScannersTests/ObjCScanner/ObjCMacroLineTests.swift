import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

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

    /// The older Apple-header style: the availability or export macro on the container's own line.
    static let sameLineHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "AppMacros.h"

        NS_ASSUME_NONNULL_BEGIN

        APP_AVAILABLE(3_0) @interface SettingsViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>
        @end

        APP_EXPORT @interface ProfileViewRouter : ZIKViewRouter {
            NSInteger _visits;
        }
        @end

        NS_ASSUME_NONNULL_END
        """

    static let sameLineImplementation = """
        #import "SettingsViewRouter.h"
        #import <ZIKRouter/ZIKViewRouterInternal.h>

        APP_AVAILABLE(3_0) @implementation SettingsViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[UIViewController class]];
            [self registerIdentifier:@"settings"];
        }

        @end

        APP_EXPORT @implementation ProfileViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[UIViewController class]];
            [self registerIdentifier:@"profile"];
        }

        @end
        """

    @Test func batchedAndAloneReadTheSame() {
        let sources = [
            ("Sources/App/SettingsViewRouter.h", Self.header),
            ("Sources/App/SettingsViewRouter.m", Self.implementation),
            ("Sources/App/ProfileViewRouter.h", Self.sameLineHeader),
            ("Sources/App/ProfileViewRouter.m", Self.sameLineImplementation),
        ].map {
            ObjCSource(path: $0.0, bytes: Array($0.1.utf8), prelude: ObjCPrelude.bytes)
        }
        let batched = ObjCFileScanner.parseBatch(sources)
        let alone = sources.map {
            ObjCFileScanner.facts(path: $0.path, source: String(decoding: $0.bytes, as: UTF8.self))
        }
        #expect(batched == alone)
    }

    @Test func whichLinesAreBlanked() {
        func blanked(_ text: String, prelude: String = "") -> [String] {
            let bytes = Array(text.utf8)
            return ObjCMacroLineBlanking.lines(bytes, prelude: Array(prelude.utf8)).map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
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
        // In front of a container on its line: the macro alone, called or bare.
        #expect(blanked("APP_AVAILABLE(3_0) @interface R : ZIKViewRouter\n@end\n") == ["APP_AVAILABLE(3_0)"])
        #expect(blanked("  APP_EXPORT\t@implementation R\n@end\n") == ["  APP_EXPORT"])
        #expect(
            blanked("APP_DEPRECATED(\"use X\") @protocol P <ZIKViewRoutable>\n@end\n") == ["APP_DEPRECATED(\"use X\")"])
        #expect(blanked("APP_EXPORT @interface R : ZIKViewRouter {\n  int _a;\n}\n@end\n") == ["APP_EXPORT"])
        // Left alone: defined macros, keywords, words that are not in front of a container.
        #expect(blanked("#define APP_EXPORT\nAPP_EXPORT @interface R : ZIKViewRouter\n@end\n").isEmpty)
        #expect(blanked("__attribute__((objc_subclassing_restricted)) @interface R : ZIKViewRouter\n@end\n").isEmpty)
        #expect(blanked("APP_X(a) @interfaceBuilder\nAPP_Y @end\nAPP_Z @class R;\n").isEmpty)
        #expect(blanked("@implementation R\n- (void)f {\n    APP_X(a) @interface\n}\n@end\n").isEmpty)
    }
}
