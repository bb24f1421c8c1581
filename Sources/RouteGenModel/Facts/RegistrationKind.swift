/// What one registration call binds to a route. The raw values are the kinds the ZIKRouter stub
/// records and the `dump` format reports.
package enum RegistrationKind: String, Sendable, CaseIterable {
    case view, exclusiveView, service, exclusiveService
    case viewProtocol, viewModuleProtocol, serviceProtocol, serviceModuleProtocol
    case identifier, urlPattern, adapter

    /// The key in `dump`'s `registers` object.
    package var pluralKey: String {
        switch self {
        case .view: "views"
        case .exclusiveView: "exclusiveViews"
        case .service: "services"
        case .exclusiveService: "exclusiveServices"
        case .viewProtocol: "viewProtocols"
        case .viewModuleProtocol: "viewModuleProtocols"
        case .serviceProtocol: "serviceProtocols"
        case .serviceModuleProtocol: "serviceModuleProtocols"
        case .identifier: "identifiers"
        case .urlPattern: "urlPatterns"
        case .adapter: "adapters"
        }
    }
}

/// The four kinds of routable entry (`RoutableView`, `RoutableViewModule`, `RoutableService`,
/// `RoutableServiceModule`) and of Objective-C routable protocol.
package enum RoutableKind: String, Sendable, CaseIterable {
    case view, viewModule, service, serviceModule

    /// The Swift entry type that names this kind, e.g. `RoutableViewModule`.
    package var swiftEntryType: String {
        switch self {
        case .view: "RoutableView"
        case .viewModule: "RoutableViewModule"
        case .service: "RoutableService"
        case .serviceModule: "RoutableServiceModule"
        }
    }

    package init?(swiftEntryType: String) {
        guard let kind = Self.allCases.first(where: { $0.swiftEntryType == swiftEntryType }) else { return nil }
        self = kind
    }

    /// The protocol registration this entry kind performs.
    package var protocolRegistration: RegistrationKind {
        switch self {
        case .view: .viewProtocol
        case .viewModule: .viewModuleProtocol
        case .service: .serviceProtocol
        case .serviceModule: .serviceModuleProtocol
        }
    }

    package var isService: Bool { self == .service || self == .serviceModule }

    /// The kind a protocol gets by inheriting one of ZIKRouter's routable roots
    /// (`@protocol P <ZIKViewRoutable>`, `@objc protocol P: ZIKViewRoutable`).
    package init?(rootProtocol name: String) {
        switch name {
        case "ZIKViewRoutable": self = .view
        case "ZIKViewModuleRoutable": self = .viewModule
        case "ZIKServiceRoutable": self = .service
        case "ZIKServiceModuleRoutable": self = .serviceModule
        default: return nil
        }
    }

    /// The same kind in the service registry.
    package var inServiceRegistry: RoutableKind {
        switch self {
        case .view: .service
        case .viewModule: .serviceModule
        case .service, .serviceModule: self
        }
    }
}

extension RegistrationKind {
    /// The same registration in the service registry, for selectors whose registry is the owner's.
    package var inServiceRegistry: RegistrationKind {
        switch self {
        case .viewProtocol: .serviceProtocol
        case .viewModuleProtocol: .serviceModuleProtocol
        default: self
        }
    }
}

/// How a registration reaches the registry.
package enum RegistrationRoute: String, Sendable {
    /// An ordinary registration bound to a router class.
    case router
    /// A class-level `…forMakingView:` / `…forMakingService:` registration, which creates an
    /// internal block route for the destination class.
    case makingDestination
    /// A `ZIKViewRoute` / `ZIKServiceRoute` block route.
    case blockRoute
}
