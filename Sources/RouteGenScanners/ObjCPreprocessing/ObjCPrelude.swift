/// Text clang reads in front of each scanned file. The framework headers are never
/// available to the scanner, and an unknown function-like macro at file scope or in a superclass
/// position derails clang's parser for the declarations after it. Defining the ZIKRouter and
/// common Foundation macros keeps the AST whole.
///
/// The prelude only steadies the AST: every spelling routegen reads (superclass, protocol
/// lists, macro arguments, message sends) comes from the file's own tokens, which are lexed
/// without macro expansion. So a macro here needs no faithful expansion, only a harmless one.
import RouteGenModel

package enum ObjCPrelude {
    /// Encoded once: every parse puts these bytes in front of its buffer.
    package static let bytes = Array(text.utf8)

    /// The prelude followed by a target's prefix header, ending in a newline so the file
    /// after it starts a line, as it does after the prelude alone.
    package static func with(_ prefixHeader: [UInt8]) -> [UInt8] {
        guard !prefixHeader.isEmpty else { return bytes }
        return bytes + prefixHeader + (prefixHeader.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")])
    }

    package static let text = """
        // routegen prelude: stand-ins for macros of ZIKRouter and Foundation.
        #define ZIKModuleViewRouter(...) ZIKViewRouter
        #define ZIKDestinationViewRouter(...) ZIKViewRouter
        #define ZIKModuleServiceRouter(...) ZIKServiceRouter
        #define ZIKDestinationServiceRouter(...) ZIKServiceRouter
        #define ZIKModuleViewRoute(...) ZIKViewRoute
        #define ZIKDestinationViewRoute(...) ZIKViewRoute
        #define ZIKModuleServiceRoute(...) ZIKServiceRoute
        #define ZIKDestinationServiceRoute(...) ZIKServiceRoute
        #define ZIKRoutable(P) @protocol(P)
        #define DeclareRoutableView(...)
        #define DeclareRoutableService(...)
        #define DeclareRoutableViewModuleProtocol(...)
        #define DeclareRoutableServiceModuleProtocol(...)
        #define ZIX_ADD_CATEGORY(...)
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_SWIFT_NAME(...)
        #define NS_SWIFT_UNAVAILABLE(...)
        #define NS_REFINED_FOR_SWIFT
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_CLASS_AVAILABLE_IOS(...)
        #define NS_ENUM(T, N) enum N : T N; enum N : T
        #define NS_OPTIONS(T, N) enum N : T N; enum N : T
        #define FOUNDATION_EXPORT extern
        #define UIKIT_EXTERN extern

        """
}
