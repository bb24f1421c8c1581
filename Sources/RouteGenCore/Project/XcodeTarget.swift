/// What a project says about one target, reduced to what scanning needs.
import RouteGenModel

package struct XcodeTarget: Hashable, Sendable {
    package enum Kind: String, Hashable, Codable, Sendable {
        case application, framework
        case staticLibrary = "static-library"
        case other

        init(productType: String?) {
            switch productType ?? "" {
            case "com.apple.product-type.application", "com.apple.product-type.application.messages":
                self = .application
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": self = .framework
            case "com.apple.product-type.library.static": self = .staticLibrary
            default: self = .other
            }
        }

        /// Frameworks and static libraries expose headers as `<Module/Header.h>`.
        var isLibrary: Bool { self == .framework || self == .staticLibrary }
    }

    package enum HeaderVisibility: String, Hashable, Codable, Sendable {
        case `public`, `private`, project
    }

    /// Another target this one depends on, possibly in another project.
    struct Reference: Hashable, Sendable {
        var projectPath: String
        /// The target's object id, or nil when only its product is known.
        var targetID: String?
        /// The product's file reference id, for a framework linked through a `PBXReferenceProxy`.
        var productID: String?
    }

    package var name: String
    var id: String
    package var projectPath: String
    package var kind: Kind
    package var moduleName: String
    /// The Objective-C interface header Swift writes for this module.
    package var swiftHeaderName: String
    /// Swift and Objective-C files of the Sources phase (or the synchronised folders), sorted.
    package var sources: [String]
    /// Headers of the Headers phase (or the synchronised folders) and their visibility.
    package var headers: [String: HeaderVisibility]
    /// The preprocessor's defines (`NAME` or `NAME=value`), sorted.
    package var defines: [String]
    /// Swift's active compilation conditions, sorted.
    package var swiftConditions: [String]
    package var prefixHeader: String?
    /// `HEADER_SEARCH_PATHS` and `USER_HEADER_SEARCH_PATHS`, absolute (a trailing `/**` kept: the
    /// folder is searched recursively).
    package var headerSearchPaths: [String]
    package var userHeaderSearchPaths: [String] = []
    /// `ALWAYS_SEARCH_USER_PATHS`: the user paths serve `#import <…>` too.
    package var alwaysSearchUserPaths = false
    /// `USE_HEADERMAP` (on unless set to NO): any header of the project is found by its name.
    package var usesHeaderMap = true
    /// `SWIFT_OBJC_BRIDGING_HEADER`: the Objective-C the target's Swift sees.
    package var bridgingHeader: String?
    /// `PODS_ROOT` when a setting names it (CocoaPods' configuration files do).
    package var podsRoot: String?
    /// C and C++ files of the Sources phase: not scanned, but the headers they include are
    /// compiled too.
    package var otherSources: [String] = []
    var dependencies: [Reference]
    /// The product's file reference id, matched against frameworks other targets link.
    var productID: String?
    /// The product's file name (`Login.framework`).
    var productName: String?
    /// Products linked from the build folder that no target of this project builds: in a
    /// workspace, another project's target may (Xcode's implicit dependencies).
    var linkedProducts: [String] = []
    /// `CLANG_ENABLE_MODULES` when a layer sets it: whether `@import` compiles in this target.
    var enablesModules: Bool?
    /// `DEFINES_MODULE = YES`: the product comes with a module map (a pod built with modular headers).
    var definesModule = false
}
