/// Puts every Swift protocol key of the graph in canonical form, keeping the spelling as written
/// beside it when the two differ. Objective-C keys are protocol names, which no typealias or
/// composition can rename, and are left alone.
extension ProtocolKeyCanonicalizer {
    func canonicalize(_ fact: RegistrationFact) -> RegistrationFact {
        guard Self.isSwift(fact.location), Self.holdsProtocolKey(fact.kind) else { return fact }
        var fact = fact
        let key = canonical(fact.key, scope: fact.enclosingScope)
        if key != fact.key {
            fact.writtenKey = fact.key
            fact.key = key
        }
        if let adaptee = fact.adaptee {
            let canonicalAdaptee = canonical(adaptee, scope: fact.enclosingScope)
            if canonicalAdaptee != adaptee {
                fact.writtenAdaptee = adaptee
                fact.adaptee = canonicalAdaptee
            }
        }
        return fact
    }

    func canonicalize(_ site: UseSite) -> UseSite {
        guard Self.isSwift(site.location), let written = site.key else { return site }
        switch site.kind {
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol: break
        case .viewIdentifier, .serviceIdentifier, .viewURL, .serviceURL, .routerClass: return site
        }
        let key = canonical(written, scope: site.scope)
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
