/// Decides which protocols are routable once every file is known: those declared routable
/// directly (a Swift `extension RoutableView where Protocol == P`, an Objective-C protocol that
/// lists a `…Routable` root) and Objective-C protocols that inherit one of those through other
/// protocols, in any file (docs/ZIKRouter-semantics.md#routable-protocols-objc: routability is transitive).
public enum RoutableProtocolResolver {
    public static func resolve(_ files: [FileFacts]) -> [RoutableDeclaration] {
        var declarations = files.flatMap(\.routableDeclarations)
        var kindsByProtocol: [String: Set<RoutableKind>] = [:]
        for declaration in declarations { kindsByProtocol[declaration.protocolName, default: []].insert(declaration.kind) }
        // Files come in path order, so the entries usually are in order already: sorting copies each.
        let gathered = files.flatMap(\.protocolInheritance)
        let inOrder = zip(gathered, gathered.dropFirst()).allSatisfy { !($1.location < $0.location) }
        let inheritance = inOrder ? gathered : gathered.sorted { $0.location < $1.location }

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
                    declarations.append(RoutableDeclaration(kind: kind, protocolName: entry.protocolName, location: entry.location, condition: entry.condition))
                    changed = true
                }
            }
        }
        return declarations
    }
}
