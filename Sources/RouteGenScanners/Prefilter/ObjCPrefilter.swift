/// The cheap test that keeps files away from libclang (~2–3 ms each) when they cannot hold a
/// fact. What can hold what:
/// - a router or base class: `@interface Name : Super` (any superclass may lead to a router
///   through a user base class, so every class declaration counts — but a category or class
///   extension, `@interface Name (…)`, declares no class unless it adds a protocol list, which a
///   conformance check may need);
/// - a routable protocol: `@protocol` (also the start of every `@protocol(P)` argument);
/// - a routable class: `ZIKRoutableView` / `ZIKRoutableService` in a conformance list,
///   `DeclareRoutable…`, `ZIX_ADD_CATEGORY`;
/// - a method fact or registrations: `registerRoutableDestination`, `isAbstractRouter`, and the
///   registration forms' selectors (reported when sent elsewhere) and block-route creators;
/// - a use site: `ZIKRouterTo…`, `toView`, `toModule`, `toService`, `toIdentifier`, `performURL`, `routerForURL`,
///   `routersToClass`;
/// - a conformance added at run time: `class_addProtocol`;
/// - a macro expanded at file scope, whose expansion may declare types (`ObjCMacroExpansionLines`);
/// - an alias a superclass may name: a `#define`, `typedef` or `@compatibility_alias` that
///   links a name to another (the byte survey's links, an over-approximation of the aliases
///   `ObjCFactsReader.readAliases` records).
/// (`NonFormMarkers` and `PrefilterMarkers` hold the lists.)
/// So an `@implementation` of a view controller that names none of these is skipped. The one
/// fact this loses: `[SomeRouter perform…]` router-class use sites in such a file (`perform` is
/// too common a word to filter on).
import RouteGenModel

package enum ObjCPrefilter {
    /// `@interface` first: `mayHoldRoutes` checks what follows it.
    package static let markers = ByteMarkerSet(
        [NonFormMarkers.objcClassDeclaration] + PrefilterMarkers.objc + [NonFormMarkers.runtimeConformance])

    package static func mayHoldRoutes(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            // Marker 0 is `@interface`: it counts only when it declares a class.
            markers.containsAny(in: buffer) { buffer, end, marker in marker != 0 || declaresClass(buffer, after: end) }
                || !ObjCByteSurvey.summary(of: buffer).links.isEmpty
                || !ObjCMacroExpansionLines.lines(buffer).isEmpty
        }
    }

    /// After `@interface`: false only for `Name (…)` without a protocol list, a category or class
    /// extension that adds no conformance.
    private static func declaresClass(_ buffer: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var index = start
        func skipSpace() {
            while index < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[index]) { index += 1 }
        }
        skipSpace()
        while index < buffer.count, ByteLexer.isIdentifierByte(buffer[index]) { index += 1 }
        skipSpace()
        guard index < buffer.count, buffer[index] == 0x28 else { return true }
        while index < buffer.count, buffer[index] != 0x29 { index += 1 }
        index += 1
        skipSpace()
        return index < buffer.count && buffer[index] == 0x3C
    }
}
