/// Decides which protocols are routable once every file is known: those declared routable
/// directly (a Swift `extension RoutableView where Protocol == P`, a protocol that lists a
/// `…Routable` root) and protocols that inherit a root through other protocols, in any file
/// (docs/ZIKRouter-semantics.md#routable-protocols-objc: routability is transitive).
///
/// Only inheriting a root is transitive. A pure Swift protocol made routable by a `RoutableView`
/// extension passes nothing on to the protocols that inherit it: ZRouter needs an extension for
/// each, and ZIKRouter's launch check never sees Swift-only protocols.
import RouteGenModel

package enum RoutableProtocolResolver {
    package static func resolve(_ files: [FileFacts]) -> [RoutableDeclaration] {
        var declarations = files.flatMap(\.routableDeclarations)
        // Files come in path order, so the entries usually are in order already: sorting copies each.
        let gathered = files.flatMap(\.protocolInheritance)
        let inOrder = zip(gathered, gathered.dropFirst()).allSatisfy { !($1.location < $0.location) }
        let inheritance = inOrder ? gathered : gathered.sorted { $0.location < $1.location }
        var kindsByProtocol: [String: Set<RoutableKind>] = [:]
        for entry in inheritance {
            for parent in entry.parents {
                if let kind = RoutableKind(rootProtocol: parent) {
                    kindsByProtocol[entry.protocolName, default: []].insert(kind)
                }
            }
        }

        // Propagate kinds down the inheritance edges until nothing changes (chains are short;
        // cycles, which clang rejects, simply stop changing).
        var changed = true
        while changed {
            changed = false
            for entry in inheritance {
                // Most protocols inherit no routable kind: then no set is made.
                var inherited: Set<RoutableKind> = []
                for parent in entry.parents {
                    if let kinds = kindsByProtocol[parent] { inherited.formUnion(kinds) }
                }
                guard !inherited.isEmpty else { continue }
                let known = kindsByProtocol[entry.protocolName] ?? []
                for kind in inherited.subtracting(known).sorted(by: { $0.rawValue < $1.rawValue }) {
                    kindsByProtocol[entry.protocolName, default: []].insert(kind)
                    declarations.append(
                        RoutableDeclaration(
                            kind: kind, protocolName: entry.protocolName, location: entry.location,
                            condition: entry.condition))
                    changed = true
                }
            }
        }
        return declarations
    }
}
