/// The Objective-C registration selectors routegen recognises, one row each (docs/ZIKRouter-semantics.md#registration-calls).
/// Adding a ZIKRouter API is one row here and one snippet test in `ObjCScannerTests`.
struct ObjCRegistrationCall: Sendable {
    enum KeySource: Sendable {
        /// `[Cls class]` / `Cls.class`
        case className
        /// `ZIKRoutable(P)` / `@protocol(P)`
        case protocolName
        /// `@"text"`
        case string
    }

    enum KindSource: Sendable {
        case fixed(RegistrationKind)
        /// A view-registry kind that resolution moves to the service registry for service routers.
        case ownersRegistry(RegistrationKind)
    }

    /// The selector parts the send must start with.
    var parts: [String]
    /// Whether more parts may follow (the `factory:` / `making:` tails of easy registrations).
    var allowsMoreParts: Bool = false
    var kind: KindSource
    var key: KeySource
    /// Adapters: the adaptee is a protocol in the second part.
    var hasAdaptee: Bool = false
    var adaptsModules: Bool = false
    var route: RegistrationRoute = .router
    /// `registerURLPattern:` also registers the pattern as an identifier (docs/ZIKRouter-semantics.md#registration-calls-router-scoped).
    var alsoRegistersIdentifier: Bool = false

    func matches(_ parts: [String]) -> Bool {
        guard parts.count >= self.parts.count, Array(parts.prefix(self.parts.count)) == self.parts else { return false }
        return allowsMoreParts || parts.count == self.parts.count
    }

    static let all: [ObjCRegistrationCall] = [
        // 2.1 router-scoped
        .init(parts: ["registerView"], kind: .fixed(.view), key: .className),
        .init(parts: ["registerExclusiveView"], kind: .fixed(.exclusiveView), key: .className),
        .init(parts: ["registerService"], kind: .fixed(.service), key: .className),
        .init(parts: ["registerExclusiveService"], kind: .fixed(.exclusiveService), key: .className),
        .init(parts: ["registerViewProtocol"], kind: .fixed(.viewProtocol), key: .protocolName),
        .init(parts: ["registerServiceProtocol"], kind: .fixed(.serviceProtocol), key: .protocolName),
        .init(parts: ["registerModuleProtocol"], kind: .ownersRegistry(.viewModuleProtocol), key: .protocolName),
        .init(parts: ["registerIdentifier"], kind: .fixed(.identifier), key: .string),
        .init(parts: ["registerURLPattern"], kind: .fixed(.urlPattern), key: .string, alsoRegistersIdentifier: true),
        // 2.3 adapters
        .init(parts: ["registerDestinationAdapter", "forAdaptee"], kind: .ownersRegistry(.adapter), key: .protocolName, hasAdaptee: true),
        .init(parts: ["registerModuleAdapter", "forAdaptee"], kind: .ownersRegistry(.adapter), key: .protocolName, hasAdaptee: true, adaptsModules: true),
        // 2.4 easy registrations: an internal block route makes the destination
        .init(parts: ["registerViewProtocol", "forMakingView"], allowsMoreParts: true, kind: .fixed(.viewProtocol), key: .protocolName, route: .makingDestination),
        .init(parts: ["registerModuleProtocol", "forMakingView"], allowsMoreParts: true, kind: .fixed(.viewModuleProtocol), key: .protocolName, route: .makingDestination),
        .init(parts: ["registerIdentifier", "forMakingView"], allowsMoreParts: true, kind: .fixed(.identifier), key: .string, route: .makingDestination),
        .init(parts: ["registerServiceProtocol", "forMakingService"], allowsMoreParts: true, kind: .fixed(.serviceProtocol), key: .protocolName, route: .makingDestination),
        .init(parts: ["registerModuleProtocol", "forMakingService"], allowsMoreParts: true, kind: .fixed(.serviceModuleProtocol), key: .protocolName, route: .makingDestination),
        .init(parts: ["registerIdentifier", "forMakingService"], allowsMoreParts: true, kind: .fixed(.identifier), key: .string, route: .makingDestination),
    ]

    static func matching(_ parts: [String]) -> ObjCRegistrationCall? {
        all.first { $0.matches(parts) }
    }
}

/// Block routes (docs/ZIKRouter-semantics.md#registration-calls-block-routes): the sends that create one and the block properties that register.
enum ObjCBlockRoute {
    /// Block-route classes and whether each is a service route. Macros (`ZIKModuleViewRoute(P)`)
    /// and typedefs are read by their name.
    static func isServiceRoute(_ typeName: String) -> Bool? {
        switch typeName {
        case "ZIKViewRoute", "ZIKAnyViewRoute", "ZIKDestinationViewRoute", "ZIKModuleViewRoute": false
        case "ZIKServiceRoute", "ZIKAnyServiceRoute", "ZIKDestinationServiceRoute", "ZIKModuleServiceRoute": true
        default: nil
        }
    }

    /// The creating selector's first part and whether it registers its destination exclusively;
    /// `initWithMakeDestination:` makes an unregistered temporary route and is not listed.
    static let creators: [String: Bool] = [
        "makeRouteWithDestination": false,
        "makeRouteWithExclusiveDestination": true,
        "initWithDestination": false,
        "initWithExclusiveDestination": true,
    ]

    enum Property {
        case destination(exclusive: Bool)
        case destinationProtocol, moduleProtocol, identifier, urlPattern
    }

    static let properties: [String: Property] = [
        "registerDestination": .destination(exclusive: false),
        "registerExclusiveDestination": .destination(exclusive: true),
        "registerDestinationProtocol": .destinationProtocol,
        "registerModuleProtocol": .moduleProtocol,
        "registerIdentifier": .identifier,
        "registerURLPattern": .urlPattern,
    ]
}
