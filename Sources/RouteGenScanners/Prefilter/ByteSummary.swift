/// What the byte pass found in one file: enough to decide, with every other file's summary in
/// view, whether the file can hold a fact. Stored in the facts cache with the file's entry, so a
/// warm run can recompute the set of names that may be routers without reading unchanged files.
import RouteGenModel

package struct ByteSummary: Hashable, Sendable {
    /// The file holds a spelling that can start a fact whatever the other files say (a ZIKRouter
    /// API, a routable protocol, a comment command), or a declaration the pass could not follow.
    package var mustParse: Bool
    /// Simple names of the types the file declares, extends or implements (nested and
    /// module-qualified names reduced to their last component, plus the other components of an
    /// extended path): a file declaring a name that may be a router is parsed.
    package var declared: [String]
    /// Name → names it may stand for or inherit from: a class's inherited types, a typealias's,
    /// typedef's or macro's identifiers. A name joins the router closure when one of its targets is in it.
    package var links: [Link]

    package struct Link: Hashable, Sendable {
        package var name: String
        package var targets: [String]

        package init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    package init(mustParse: Bool = false, declared: [String] = [], links: [Link] = []) {
        self.mustParse = mustParse
        self.declared = declared
        self.links = links
    }

    /// Whether the file declares anything the pass follows (only used to explain a skip).
    package var declaresTypes: Bool { !declared.isEmpty || !links.isEmpty }
}
