/// A view router's `+supportedRouteTypes`: the nearest override in its class chain decides, as at
/// run time; without one, ZIKRouter's default (`ZIKViewRouteTypeMaskViewControllerDefault`).
import RouteGenModel

enum RouteTypesResolution {
    static func mask(
        of router: ClassIdentity, language: SourceLanguage, ancestry: RouterAncestry, index: DeclarationIndex,
        config: RouteGenConfig
    ) -> RouterRouteTypes.Mask {
        for (position, owner) in ([router] + ancestry.classes).enumerated() {
            if let overrides = index.routeTypeOverrides[owner] {
                return mask(of: owner.name, overrides)
            }
            // An Objective-C class whose `@implementation` is not scanned may override it.
            let ownerLanguage =
                position == 0 ? language : index.lookupClass(owner.name, in: [], preferring: owner.module)?.language
            if ownerLanguage == .objc, !index.objcImplementations.contains(owner.name) {
                return .unknown("no `@implementation` of \(owner.name) is scanned")
            }
        }
        if let base = ancestry.chain.last, FrameworkBases.kind(of: base) == nil {
            return .unknown("its chain reaches \(base), a base router routegen does not scan")
        }
        return .known(.viewControllerDefault, decidedBy: nil)
    }

    static func chainImplementsPerform(
        of router: ClassIdentity, language: SourceLanguage, ancestry: RouterAncestry, index: DeclarationIndex
    ) -> Bool? {
        var known = FrameworkBases.kind(of: ancestry.chain.last ?? "") != nil
        for (position, owner) in ([router] + ancestry.classes).enumerated() {
            if index.customRouteMethods[owner]?.contains(.perform) == true { return true }
            let ownerLanguage =
                position == 0 ? language : index.lookupClass(owner.name, in: [], preferring: owner.module)?.language
            if ownerLanguage == .objc, !index.objcImplementations.contains(owner.name) { known = false }
        }
        return known ? false : nil
    }

    private static func mask(of owner: String, _ overrides: [MethodFact]) -> RouterRouteTypes.Mask {
        let verdicts = Set(overrides.map(\.kind))
        guard verdicts.count == 1, case .supportedRouteTypes(let verdict)? = verdicts.first else {
            return .unknown("`supportedRouteTypes` of \(owner) returns different values in different `#if` branches")
        }
        switch verdict {
        case .literal(let mask):
            if overrides.contains(where: { $0.condition != .always }) {
                // Another branch may inherit instead of override.
                return .unknown("`supportedRouteTypes` of \(owner) is defined only under a build condition")
            }
            return .known(mask, decidedBy: owner)
        case .unknown(let expression):
            return .unknown("`supportedRouteTypes` of \(owner) returns `\(expression)`, which routegen cannot evaluate")
        }
    }
}
