/// One `#import`, `#include` or `@import` of an Objective-C or C file, as written: what the
/// compiler looks up to decide which headers a translation unit reads.
package struct IncludeDirective: Hashable, Sendable {
    package enum Form: UInt8, Hashable, Sendable {
        /// `#import "Name.h"`: the including file's folder is searched first.
        case quoted
        /// `#import <Module/Name.h>`.
        case angled
        /// `@import Module;` (or `@import Module.Submodule;`): the spelling is the module's name.
        case module
        /// `#import NAME`, a macro that expands to the name: the spelling is the macro's name.
        case computed
    }

    package var form: Form
    /// The text between the quotes or angle brackets, the top module's name, or the macro's name.
    package var spelling: String
    /// The 1-based line the directive starts on.
    package var line: Int

    package init(_ form: Form, _ spelling: String, line: Int) {
        self.form = form
        self.spelling = spelling
        self.line = line
    }
}
