/// Follows a superclass chain through user classes and typealiases until it reaches a ZIKRouter
/// base (docs/ZIKRouter-semantics.md#router-base-classes) or a configured extra base.
import RouteGenModel

struct RouterAncestry {
    var kind: RouterKind
    /// The classes and aliases passed on the way, nearest first, ending with the framework base.
    var chain: [String]
    /// The user classes of `chain`, in the same order, as the classes they resolved to.
    var classes: [ClassIdentity] = []

    static func resolve(
        _ reference: TypeReference, scope: [String], module: String?,
        index: DeclarationIndex, config: RouteGenConfig, visiting: inout Set<String>
    ) -> RouterAncestry? {
        if let kind = FrameworkBases.kind(of: reference.name) {
            return RouterAncestry(kind: kind, chain: [reference.nameWithoutFrameworkModule])
        }
        if let kind = config.scan.extraBaseRouters[reference.name] {
            return RouterAncestry(kind: kind, chain: [reference.name])
        }
        if let entry = index.lookupClass(reference.name, in: scope, preferring: module) {
            let declaration = entry.declaration
            guard !FrameworkBases.isFrameworkClass(declaration.name),
                visiting.insert(declaration.name).inserted,
                let superclass = declaration.superclass,
                let parent = resolve(
                    superclass, scope: declaration.scope, module: entry.module, index: index, config: config,
                    visiting: &visiting)
            else { return nil }
            return RouterAncestry(
                kind: parent.kind, chain: [declaration.name] + parent.chain, classes: [entry.identity] + parent.classes)
        }
        if let alias = index.lookupAlias(reference.name, in: scope) {
            guard visiting.insert("typealias " + alias.name).inserted,
                let parent = resolve(
                    alias.target, scope: alias.scope, module: module, index: index, config: config, visiting: &visiting)
            else { return nil }
            return RouterAncestry(kind: parent.kind, chain: [alias.name] + parent.chain, classes: parent.classes)
        }
        return nil
    }
}
