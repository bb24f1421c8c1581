/// The cheap test that keeps Swift files that cannot contribute a fact away from the parser.
/// What can hold what (every fact `SwiftFactsVisitor` records):
/// - a class that is or may lead to a router (a custom base's name need not say "Router"), and a
///   `class func registerRoutableDestination` / `isAbstractRouter`: `class`;
/// - the same methods declared `static` in an extension: `registerRoutableDestination`
///   (through `register`) and `isAbstractRouter`;
/// - a typealias of a router base: `typealias`;
/// - registrations (also the warnings about ones outside `registerRoutableDestination`): `register`;
/// - routable declarations and `Routable…<P>()` use sites, `Switchable…(Routable…)`: `Routable`;
/// - `Router.to(viewIdentifier:)`, `Router.perform…`: `Router`; `toIdentifier`; `performURL` and
///   direct `SomeRouter.perform…` calls: `perform`; `makeDestination`; `routerForURL`;
/// - conformance a destination or configuration class gets from an extension, and protocol
///   inheritance: `extension`, `protocol` (`class_addProtocol` contains `class`).
/// A file with none of these yields no facts, so skipping it changes no output. What a skipped
/// file loses is only its syntax-error warning, which the compiler reports anyway.
enum SwiftPrefilter {
    static let markers = ByteMarkerSet([
        "class", "typealias", "register", "isAbstractRouter", "Routable", "Router",
        "toIdentifier", "perform", "makeDestination", "routerForURL", "extension", "protocol",
    ])

    static func mayHoldRoutes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { markers.containsAny(in: $0) }
    }
}
