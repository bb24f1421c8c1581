/// The cheap test that keeps Swift files that cannot contribute a fact away from the parser.
/// What can hold what (every fact `SwiftFactsVisitor` records):
/// - a class that is or may lead to a router (a custom base's name need not say "Router"), and a
///   `class func registerRoutableDestination` / `isAbstractRouter`: `class`;
/// - the same methods declared `static` in an extension: `registerRoutableDestination`
///   (through `register`) and `isAbstractRouter`;
/// - a typealias of a router base: `typealias`;
/// - registrations (also the warnings about ones outside `registerRoutableDestination`): the
///   registration forms' spellings;
/// - routable declarations and `Routable…<P>()` use sites, `Switchable…(Routable…)`: `Routable`;
/// - `Router.to(viewIdentifier:)`, `Router.perform…`: `Router`; `toIdentifier`; `performURL` and
///   direct `SomeRouter.perform…` calls: `perform`; `makeDestination`; `routerForURL`;
///   `routersToClass`;
/// - conformance a destination or configuration class gets from an extension, and protocol
///   inheritance: `extension`, `protocol` with an inheritance clause (`class_addProtocol`
///   contains `class`).
/// A file with none of these yields no facts, so skipping it changes no output. What a skipped
/// file loses is only its syntax-error warning, which the compiler reports anyway.
import RouteGenModel

package enum SwiftPrefilter {
    /// Words that count only when an inheritance clause follows the declared name.
    private static let conformanceWords = ["extension", "protocol"]
    /// Every spelling that can start a fact, also the conformance words wherever they stand.
    package static let words = NonFormMarkers.swiftDeclarations + PrefilterMarkers.swift + conformanceWords
    package static let markers = ByteMarkerSet(words)
    private static let conformanceMarkers = Set(conformanceWords.compactMap { words.lastIndex(of: $0) })

    package static func mayHoldRoutes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            markers.containsAny(in: buffer) { buffer, end, marker in
                !conformanceMarkers.contains(marker) || inherits(buffer, after: end)
            }
        }
    }

    /// After `extension` / `protocol`: a (dotted) name, then `:` or a generic clause (which may
    /// lead to one).
    private static func inherits(_ buffer: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var lexer = ByteLexer(buffer, nestedComments: true, at: start)
        guard lexer.current.map({ !ByteLexer.isIdentifierByte($0) }) ?? false else { return false }
        lexer.skipTrivia()
        guard !lexer.dottedPath().isEmpty else { return false }
        lexer.skipTrivia()
        if lexer.current == 0x3C { return true }
        return lexer.current == 0x3A
    }
}
