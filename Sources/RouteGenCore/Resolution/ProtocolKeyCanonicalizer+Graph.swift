/// Puts every protocol key of the graph in canonical form, keeping the spelling as written beside
/// it when the two differ. An Objective-C key is a protocol name, which no typealias or composition
/// can rename; only a `#define` can, before `@protocol(…)` sees it. A class key (`[self
/// registerView:[AppLoginScreen class]]`, `registerView(AppLoginScreen.self)`, the class a
/// `forMaking…` registration makes, the receiver of `[AppLoginRouter performPath:…]`) is the class
/// a Swift typealias, or an Objective-C `#define`, `typedef` or `@compatibility_alias`, names.
import RouteGenModel

extension ProtocolKeyCanonicalizer {
    func canonicalize(_ fact: RegistrationFact) -> RegistrationFact {
        let isSwift = Self.isSwift(fact.location)
        var fact = classesCanonical(fact, isSwift: isSwift)
        guard Self.holdsProtocolKey(fact.kind) else { return fact }
        let key = isSwift ? canonical(fact.key, scope: fact.enclosingScope) : objcCanonical(fact.key)
        if key != fact.key {
            fact.writtenKey = fact.key
            fact.key = key
        }
        if let adaptee = fact.adaptee {
            let canonicalAdaptee = isSwift ? canonical(adaptee, scope: fact.enclosingScope) : objcCanonical(adaptee)
            if canonicalAdaptee != adaptee {
                fact.writtenAdaptee = adaptee
                fact.adaptee = canonicalAdaptee
            }
        }
        return fact
    }

    func canonicalize(_ site: UseSite) -> UseSite {
        guard let written = site.key else { return site }
        switch site.kind {
        // A requested destination class goes through typealiases as a registered one does.
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol, .viewClass, .serviceClass:
            break
        case .routerClass:
            if Self.isSwift(site.location) {
                // `typealias AppRouter = ZIKAnyViewRouter`: one of ZIKRouter's own classes under an
                // app's name. A scanned router keeps the name it is called by.
                let target = String(canonical(written, scope: site.scope).prefix { $0 != "<" })
                guard target != written, FrameworkBases.isFrameworkClass(target) else { return site }
                var site = site
                site.writtenKey = written
                site.key = target
                return site
            }
            let key = objcCanonical(written)
            guard key != written else { return site }
            var site = site
            site.writtenKey = written
            site.key = key
            return site
        case .viewIdentifier, .serviceIdentifier, .viewURL, .serviceURL: return site
        }
        let key = Self.isSwift(site.location) ? canonical(written, scope: site.scope) : objcCanonical(written)
        guard key != written else { return site }
        var site = site
        site.writtenKey = written
        site.key = key
        return site
    }

    /// `extension RoutableView where Protocol == X` is written at file scope.
    func canonicalize(_ declaration: RoutableDeclaration) -> RoutableDeclaration {
        guard Self.isSwift(declaration.location) else { return declaration }
        let name = canonical(declaration.protocolName, scope: [])
        guard name != declaration.protocolName else { return declaration }
        var declaration = declaration
        declaration.writtenName = declaration.protocolName
        declaration.protocolName = name
        return declaration
    }

    /// `LoginInput` after `#define LoginInput LoginViewInput` (chains followed) is the protocol
    /// `LoginViewInput`: the preprocessor renames it before `ZIKRoutable(…)` or
    /// `ZIKRouterToView(…)` reach `@protocol(…)`. Only aliases an Objective-C file declares count;
    /// a Swift typealias means nothing to Objective-C code.
    func objcCanonical(_ name: String) -> String {
        var current = name
        var visiting: Set<String> = []
        while let alias = index.lookupAlias(current, in: []), !Self.isSwift(alias.location),
            visiting.insert(current).inserted
        {
            current = alias.target.name
        }
        return current
    }

    /// A destination class registration's key and the class a `forMaking…` registration makes,
    /// through typealiases (Swift) or the preprocessor's names (Objective-C):
    /// `registerView(AppLoginScreen.self)` after `typealias AppLoginScreen = LoginViewController`
    /// registers LoginViewController.
    private func classesCanonical(_ fact: RegistrationFact, isSwift: Bool) -> RegistrationFact {
        let canonicalClass = { (name: String) in
            isSwift ? self.canonical(name, scope: fact.enclosingScope) : self.objcCanonical(name)
        }
        var fact = fact
        switch fact.kind {
        case .view, .exclusiveView, .service, .exclusiveService:
            let key = canonicalClass(fact.key)
            if key != fact.key {
                fact.writtenKey = fact.key
                fact.key = key
            }
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol, .adapter, .identifier,
            .urlPattern:
            break
        }
        fact.madeClass = fact.madeClass.map(canonicalClass)
        return fact
    }

    private static func isSwift(_ location: SourceLocation) -> Bool {
        SourceDiscovery.language(ofFile: location.file) == .swift
    }

    private static func holdsProtocolKey(_ kind: RegistrationKind) -> Bool {
        switch kind {
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol, .adapter: true
        case .view, .exclusiveView, .service, .exclusiveService, .identifier, .urlPattern: false
        }
    }
}
