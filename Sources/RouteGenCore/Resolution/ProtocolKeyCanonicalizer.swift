import RouteGenModel
import RouteGenScanners

/// The one spelling of a Swift protocol key that every registration, use site, routable
/// declaration and adapter is compared under. Swift sees a typealias and what it stands for as
/// the same type, and `A & B` as the same type as `B & A`; so ZRouter, which keys a Swift
/// routable type by its type name, stores one key for all of these spellings. Here typealiases
/// are followed (chains, any scanned file, nested scopes) and the members of a composition are
/// sorted and joined with ` & `.
struct ProtocolKeyCanonicalizer: Sendable {
    let index: DeclarationIndex

    /// The canonical key of `spelling` written inside the types `scope` (outermost first).
    func canonical(_ spelling: String, scope: [String]) -> String {
        // Most keys are one plain name that no typealias declares: nothing to parse.
        if NameSpelling.isPlain(spelling), index.lookupAlias(spelling, in: scope) == nil {
            return spelling
        }
        var visiting: Set<String> = []
        guard let members = members(of: spelling, scope: scope, visiting: &visiting) else { return spelling }
        return Set(members).sorted().joined(separator: " & ")
    }

    /// The members of the composition a spelling stands for; nil when it does not parse as a type.
    private func members(of spelling: String, scope: [String], visiting: inout Set<String>) -> [String]? {
        SwiftTypeSpelling.parse(spelling).map { members(of: $0, scope: scope, visiting: &visiting) }
    }

    private func members(of type: SwiftTypeSpelling, scope: [String], visiting: inout Set<String>) -> [String] {
        switch type {
        case .composition(let elements):
            return elements.flatMap { members(of: $0, scope: scope, visiting: &visiting) }
        case .name(let name, let isPlain):
            guard isPlain, let alias = index.lookupAlias(name, in: scope), visiting.insert(alias.name).inserted else {
                return [name]
            }
            defer { visiting.remove(alias.name) }
            return members(of: alias.target.spelling, scope: alias.scope, visiting: &visiting) ?? [name]
        }
    }
}
