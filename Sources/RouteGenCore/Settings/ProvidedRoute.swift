/// A route that modules outside the scan register: a module's demo app links only some of the
/// app's modules, and the routes it requests from the others are registered where those are
/// linked. `check` treats each as registered; `generate` writes nothing for it.
import RouteGenModel

package struct ProvidedRoute: Hashable, Codable, Sendable {
    package var kind: ProvidedRouteKind
    /// A protocol name, an identifier or a URL pattern, by `kind`.
    package var name: String
    /// Where the route comes from, as the team wrote it: the entry's justification.
    package var reason: String
    /// The entry's place in the config file, for findings about the entry itself.
    package var file: String
    package var line: Int
    package var column: Int

    package init(
        kind: ProvidedRouteKind, name: String, reason: String, file: String = RouteGenConfig.fileName, line: Int = 1,
        column: Int = 1
    ) {
        self.kind = kind
        self.name = name
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
    }

    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// `view protocol CartViewInput`, `view identifier "cart"`, for messages.
    package var spokenName: String {
        switch kind.target {
        case .protocol(let routable): "\(routable.spokenName) \(name)"
        case .identifier(let registry): "\(registry.rawValue) identifier \"\(name)\""
        case .url(let registry): "\(registry.rawValue) URL pattern \"\(name)\""
        }
    }
}

/// What a provided route names, spelled in the config file the way ZRouter's entry types and
/// lookups name them.
package enum ProvidedRouteKind: String, Hashable, Codable, Sendable, CaseIterable {
    case view
    case viewModule = "view-module"
    case service
    case serviceModule = "service-module"
    case viewIdentifier = "view-identifier"
    case serviceIdentifier = "service-identifier"
    case viewURL = "view-url"
    case serviceURL = "service-url"

    init(_ kind: RoutableKind) {
        switch kind {
        case .view: self = .view
        case .viewModule: self = .viewModule
        case .service: self = .service
        case .serviceModule: self = .serviceModule
        }
    }

    enum Target: Hashable {
        case `protocol`(RoutableKind)
        case identifier(RegistryKind)
        case url(RegistryKind)
    }

    var target: Target {
        switch self {
        case .view: .protocol(.view)
        case .viewModule: .protocol(.viewModule)
        case .service: .protocol(.service)
        case .serviceModule: .protocol(.serviceModule)
        case .viewIdentifier: .identifier(.view)
        case .serviceIdentifier: .identifier(.service)
        case .viewURL: .url(.view)
        case .serviceURL: .url(.service)
        }
    }
}
