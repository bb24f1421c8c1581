/// `unregistered-route`: a use site asks for a protocol, identifier or URL that no registered
/// route answers (docs/ZIKRouter-semantics.md#runtime-conflicts-lookup's "Didn't find view router for view protocol"), caught before run time.
///
/// Only registrations that run count: those made in the `registerRoutableDestination` of a
/// router the registry calls. A generic or abstract router's own registrations never run in a
/// manually registered app (the registry never calls it), so a protocol registered only there is
/// reported, with the reason. Registrations sent to a class routegen does not know are trusted.
/// `SomeRouter.perform…` use sites name a class, not a key, and are not checked; nor are URLs
/// that are not literals.
public struct UnregisteredRouteRule: CheckRule {
    public let id = "unregistered-route"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A use site requests a protocol, identifier or URL that no registered route answers."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        context.graph.useSites.compactMap { site in
            guard let key = site.key else { return nil }
            let what: String
            let resolution: Resolution
            switch site.kind {
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                let kind = site.kind.routableKind!
                what = "\(kind.spokenName) \(key)"
                resolution = context.routes.resolve(ProtocolKey(kind: kind, name: key), under: site.condition)
            case .viewIdentifier, .serviceIdentifier:
                let registry = RegistryKind(isService: site.kind == .serviceIdentifier)
                what = "\(registry.rawValue) identifier \"\(key)\""
                resolution = context.routes.resolveIdentifier(key, in: registry, under: site.condition)
            case .viewURL, .serviceURL:
                guard key.contains("://") else { return nil }
                let registry = RegistryKind(isService: site.kind == .serviceURL)
                what = "\(registry.rawValue) URL \"\(key)\""
                resolution = context.routes.resolveURL(key, in: registry, under: site.condition)
                if case .unregistered = resolution {
                    return Finding("\(what) requested by `\(site.api)` matches no registered URL pattern", at: site.location)
                }
            case .routerClass:
                return nil
            }
            guard case .unregistered(let gap) = resolution else { return nil }
            var message = "\(what) requested by `\(site.api)` is not registered: \(gap.explanation)"
            if let declaration = context.graph.routableDeclarations.first(where: { $0.protocolName == key && site.kind.routableKind == $0.kind }),
               gap.chain.count == 1, gap.notRunning.isEmpty {
                message += " (it is declared routable in \(fileName(declaration.location.file)))"
            }
            return Finding(message, at: site.location)
        }
    }
}

extension UseSite.Kind {
    /// The protocol map a protocol use site looks in.
    var routableKind: RoutableKind? {
        switch self {
        case .viewProtocol: .view
        case .viewModuleProtocol: .viewModule
        case .serviceProtocol: .service
        case .serviceModuleProtocol: .serviceModule
        default: nil
        }
    }
}

extension RoutableKind {
    /// `view protocol`, `view module protocol`, …, for messages.
    var spokenName: String {
        switch self {
        case .view: "view protocol"
        case .viewModule: "view module protocol"
        case .service: "service protocol"
        case .serviceModule: "service module protocol"
        }
    }
}
