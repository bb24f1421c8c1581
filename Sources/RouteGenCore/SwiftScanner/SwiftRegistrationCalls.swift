/// The registration calls routegen recognises in Swift, one row each (docs/ZIKRouter-semantics.md#registration-calls).
/// Adding a ZIKRouter API is one row here and one snippet test.
struct SwiftRegistrationCall: Sendable {
    enum KindSource: Sendable {
        case fixed(RegistrationKind)
        /// From the `RoutableView`/`RoutableService…` entry in the argument at this index.
        case routableEntry(Int)
        /// A view-registry kind that resolution moves to the service registry for service routers
        /// (`registerModuleProtocol`, the selector-style adapters).
        case ownersRegistry(RegistrationKind)
    }

    enum KeySource: Sendable {
        /// `Cls.self`
        case metatype(Int)
        /// A string literal.
        case string(Int)
        /// The protocol named by a `Routable…<P>()` entry.
        case routableEntry(Int)
    }

    var method: String
    /// Argument labels the call must start with (`_` for none).
    var labels: [String]
    /// Whether labels after `labels` are allowed (the `making:` / `factory:` tails).
    var allowsMoreLabels: Bool = false
    var kind: KindSource
    var key: KeySource
    /// Adapters: where the adaptee is.
    var adaptee: KeySource? = nil
    /// Adapters registered with ObjC-style selectors: module protocols or not.
    var adaptsModules: Bool = false
    var route: RegistrationRoute = .router
    /// `registerURLPattern` also registers the pattern as an identifier.
    var alsoRegistersIdentifier: Bool = false

    func matches(method name: String, labels callLabels: [String]) -> Bool {
        guard name == method, callLabels.count >= labels.count else { return false }
        guard Array(callLabels.prefix(labels.count)) == labels else { return false }
        return allowsMoreLabels || callLabels.count == labels.count
    }

    static let all: [SwiftRegistrationCall] = [
        // 2.1 router-scoped calls
        .init(method: "registerView", labels: ["_"], kind: .fixed(.view), key: .metatype(0)),
        .init(method: "registerExclusiveView", labels: ["_"], kind: .fixed(.exclusiveView), key: .metatype(0)),
        .init(method: "registerService", labels: ["_"], kind: .fixed(.service), key: .metatype(0)),
        .init(method: "registerExclusiveService", labels: ["_"], kind: .fixed(.exclusiveService), key: .metatype(0)),
        .init(method: "registerViewProtocol", labels: ["_"], kind: .fixed(.viewProtocol), key: .metatype(0)),
        .init(method: "registerServiceProtocol", labels: ["_"], kind: .fixed(.serviceProtocol), key: .metatype(0)),
        .init(method: "registerModuleProtocol", labels: ["_"], kind: .ownersRegistry(.viewModuleProtocol), key: .metatype(0)),
        .init(method: "registerIdentifier", labels: ["_"], kind: .fixed(.identifier), key: .string(0)),
        .init(method: "registerURLPattern", labels: ["_"], kind: .fixed(.urlPattern), key: .string(0), alsoRegistersIdentifier: true),
        // 2.2 ZRouter
        .init(method: "register", labels: ["_"], kind: .routableEntry(0), key: .routableEntry(0)),
        // 2.3 adapters
        .init(method: "registerDestinationAdapter", labels: ["_", "forAdaptee"], kind: .ownersRegistry(.adapter), key: .metatype(0), adaptee: .metatype(1)),
        .init(method: "registerModuleAdapter", labels: ["_", "forAdaptee"], kind: .ownersRegistry(.adapter), key: .metatype(0), adaptee: .metatype(1), adaptsModules: true),
        .init(method: "register", labels: ["adapter", "forAdaptee"], kind: .fixed(.adapter), key: .routableEntry(0), adaptee: .routableEntry(1)),
        // 2.4 class-level "easy" registrations that make the destination with an internal block route
        .init(method: "register", labels: ["_", "forMakingView"], allowsMoreLabels: true, kind: .routableEntry(0), key: .routableEntry(0), route: .makingDestination),
        .init(method: "register", labels: ["_", "forMakingService"], allowsMoreLabels: true, kind: .routableEntry(0), key: .routableEntry(0), route: .makingDestination),
        .init(method: "registerViewProtocol", labels: ["_", "forMakingView"], allowsMoreLabels: true, kind: .fixed(.viewProtocol), key: .metatype(0), route: .makingDestination),
        .init(method: "registerServiceProtocol", labels: ["_", "forMakingService"], allowsMoreLabels: true, kind: .fixed(.serviceProtocol), key: .metatype(0), route: .makingDestination),
        .init(method: "registerModuleProtocol", labels: ["_", "forMakingView"], allowsMoreLabels: true, kind: .fixed(.viewModuleProtocol), key: .metatype(0), route: .makingDestination),
        .init(method: "registerModuleProtocol", labels: ["_", "forMakingService"], allowsMoreLabels: true, kind: .fixed(.serviceModuleProtocol), key: .metatype(0), route: .makingDestination),
        .init(method: "registerIdentifier", labels: ["_", "forMakingView"], allowsMoreLabels: true, kind: .fixed(.identifier), key: .string(0), route: .makingDestination),
        .init(method: "registerIdentifier", labels: ["_", "forMakingService"], allowsMoreLabels: true, kind: .fixed(.identifier), key: .string(0), route: .makingDestination),
    ]

    static func matching(method: String, labels: [String]) -> SwiftRegistrationCall? {
        all.first { $0.matches(method: method, labels: labels) }
    }
}

/// The calls on a `ZIKViewRoute` / `ZIKServiceRoute` block route (docs/ZIKRouter-semantics.md#registration-calls-block-routes), in a chain that
/// starts with `make(withDestination:makeDestination:)` or on a variable holding such a route.
struct SwiftBlockRouteCall: Sendable {
    enum Kind: Sendable {
        case destination(exclusive: Bool)
        case destinationProtocol
        case moduleProtocol
        case identifier
        case urlPattern
        case routableEntry
    }

    var method: String
    var firstLabel: String
    var kind: Kind

    static let all: [SwiftBlockRouteCall] = [
        .init(method: "make", firstLabel: "withDestination", kind: .destination(exclusive: false)),
        .init(method: "make", firstLabel: "withExclusiveDestination", kind: .destination(exclusive: true)),
        .init(method: "registerDestination", firstLabel: "_", kind: .destination(exclusive: false)),
        .init(method: "registerExclusiveDestination", firstLabel: "_", kind: .destination(exclusive: true)),
        .init(method: "registerDestinationProtocol", firstLabel: "_", kind: .destinationProtocol),
        .init(method: "registerModuleProtocol", firstLabel: "_", kind: .moduleProtocol),
        .init(method: "registerIdentifier", firstLabel: "_", kind: .identifier),
        .init(method: "registerURLPattern", firstLabel: "_", kind: .urlPattern),
        .init(method: "register", firstLabel: "_", kind: .routableEntry),
    ]

    static func matching(method: String, firstLabel: String?) -> SwiftBlockRouteCall? {
        all.first { $0.method == method && $0.firstLabel == (firstLabel ?? "_") }
    }

    /// Block-route types a chain may start from, and whether they are service routes.
    static func routeType(named name: String) -> Bool? {
        let bare = name.hasPrefix("ZIKRouter.") ? String(name.dropFirst("ZIKRouter.".count)) : name
        let view: Set<String> = ["ZIKViewRoute", "ZIKAnyViewRoute", "ZIKDestinationViewRoute", "ZIKModuleViewRoute"]
        let service: Set<String> = ["ZIKServiceRoute", "ZIKAnyServiceRoute", "ZIKDestinationServiceRoute", "ZIKModuleServiceRoute"]
        if view.contains(bare) { return false }
        if service.contains(bare) { return true }
        return nil
    }
}
