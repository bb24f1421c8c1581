import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The imports a file's translation unit reads, from its bytes: every spelling the preprocessor
/// accepts, nothing a comment, a string or `#if 0` hides.
struct ObjCIncludeDirectivesTests {
    private func read(_ text: String) -> [String] {
        ObjCIncludeDirectives.read(Array(text.utf8)).map { directive in
            let form =
                switch directive.form {
                case .quoted: "quoted"
                case .angled: "angled"
                case .module: "module"
                case .computed: "computed"
                }
            return "\(directive.line) \(form) \(directive.spelling)"
        }
    }

    @Test func everyFormWithItsLine() {
        let text = """
            #import "LoginViewInput.h"
            #include <stdio.h>
              #  import   <LoginModule/LoginModule.h> // the module's umbrella
            @import ZIKRouter.Internal;
            #import APP_CONFIG_HEADER
            #include_next <limits.h>
            @interface A : NSObject
            @end
            """
        #expect(
            read(text) == [
                "1 quoted LoginViewInput.h", "2 angled stdio.h", "3 angled LoginModule/LoginModule.h",
                "4 module ZIKRouter", "5 computed APP_CONFIG_HEADER",
            ])
    }

    @Test func commentsAndStringsHideNothingTheyDoNotContain() {
        let text = """
            // #import "Commented.h"
            /* #import "Blocked.h"
               #import "StillBlocked.h" */
            NSString *glob = @"image/*";
            #import "AfterTheString.h"
            char quote = '"';
            #import "AfterTheCharacter.h"
            x = 1; #import "NotAtLineStart.h"
            /* a comment */ #import "AfterAComment.h"
            #define HEADER "Defined.h" /* #import "InADefine.h" */
            """
        #expect(
            read(text) == ["5 quoted AfterTheString.h", "7 quoted AfterTheCharacter.h", "9 quoted AfterAComment.h"])
    }

    @Test func deadBranchesAreSkippedAndEveryOtherConditionCounts() {
        let text = """
            #if 0
            #import "Dead.h"
            #if DEBUG
            #import "DeadToo.h"
            #endif
            It's text the preprocessor skips, with an open quote.
            #else
            #import "Else.h"
            #endif
            #if DEBUG
            #import "Debug.h"
            #else
            #import "Release.h"
            #endif
            #if (1)
            #import "One.h"
            #elif FEATURE
            #import "AfterOne.h"
            #else
            #import "ElseOfOne.h"
            #endif
            #ifdef __OBJC__
            @import UIKit;
            #endif
            #if 0 // disabled
            @import Hidden;
            #elif FEATURE
            #import "Feature.h"
            #endif
            """
        #expect(
            read(text) == [
                "8 quoted Else.h", "11 quoted Debug.h", "13 quoted Release.h", "16 quoted One.h", "23 module UIKit",
                "28 quoted Feature.h",
            ])
    }

    @Test func splicedLinesKeepTheCount() {
        let text = "#define LONG \\\n  1\n#import \\\n  \"Spliced.h\"\n@import\n  Later;\n#import \"Last.h\"\n"
        #expect(read(text) == ["3 quoted Spliced.h", "5 module Later", "7 quoted Last.h"])
    }

    @Test func brokenInputEndsWithoutAFault() {
        for text in [
            "#import \"Open.h", "#import <Open.h", "/* never closed #import \"A.h\"", "#", "@", "#if 0", "#endif",
        ] {
            #expect(read(text).isEmpty, "\(text)")
        }
    }
}
