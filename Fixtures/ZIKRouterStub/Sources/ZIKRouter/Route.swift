// Block routes: route objects made with closures instead of router subclasses. Their registrations are recorded
// under "ZIKViewRoute" / "ZIKServiceRoute". A made route registers itself and lives forever, like in ZIKRouter.

open class ZIKRoute<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration, RemoveConfig: ZIKRemoveRouteConfiguration> {
    public typealias MakeDestination = (RouteConfig, ZIKRouter<Destination, RouteConfig, RemoveConfig>) -> Destination?
    public typealias PrepareDestination = (Destination, RouteConfig, ZIKRouter<Destination, RouteConfig, RemoveConfig>) -> Void

    package var _makeDestination: MakeDestination?
    package var _makeDefaultConfiguration: (() -> RouteConfig)?
    package var _prepareDestination: PrepareDestination?
    package var _didFinishPrepareDestination: PrepareDestination?
    /// Set by `nameAs`.
    public internal(set) var name: String?

    public required init() {}

    /// Makes a route with a destination maker; the route is not registered until a `register…` call.
    public convenience init(makeDestination: @escaping MakeDestination) {
        self.init()
        _makeDestination = makeDestination
    }

    /// Makes a route and registers `destinationClass` with it (shared).
    public class func make(withDestination destinationClass: AnyClass,
                           makeDestination: @escaping MakeDestination) -> Self {
        let route = self.init()
        route._makeDestination = makeDestination
        ZIKRouteRegistry._registerDestination(destinationClass, exclusive: false, route: route._entry)
        return route
    }

    /// Makes a route and registers `destinationClass` exclusively with it.
    public class func make(withExclusiveDestination destinationClass: AnyClass,
                           makeDestination: @escaping MakeDestination) -> Self {
        let route = self.init()
        route._makeDestination = makeDestination
        ZIKRouteRegistry._registerDestination(destinationClass, exclusive: true, route: route._entry)
        return route
    }

    /// Overridden by ZIKViewRoute / ZIKServiceRoute.
    package class var _routeKind: ZIKRouteKind { .service }

    /// The registry entry of this route (the route object is its identity).
    package private(set) lazy var _entry: ZIKRouteEntry = ZIKRouteEntry(
        id: ObjectIdentifier(self), name: type(of: self)._routeKind.blockRouteName, kind: type(of: self)._routeKind,
        isRouterClass: false,
        makeDefaultConfiguration: { self._defaultConfiguration() },  // strong: a made route lives forever
        makeDestination: { config in self._performMakeDestination(config) })

    package func _defaultConfiguration() -> RouteConfig {
        _makeDefaultConfiguration?() ?? RouteConfig()
    }

    package func _performMakeDestination(_ config: ZIKPerformRouteConfiguration) -> Any? {
        let configuration = (config as? RouteConfig) ?? _defaultConfiguration()
        let router = ZIKRouter<Destination, RouteConfig, RemoveConfig>()
        guard let destination = _makeDestination?(configuration, router) else { return nil }
        configuration.prepareDestination?(destination)
        _prepareDestination?(destination, configuration, router)
        _didFinishPrepareDestination?(destination, configuration, router)
        configuration.successHandler?(destination)
        return destination
    }

    // Shared implementations of the closure properties of the subclasses.

    package func _registerDestinationClass(_ cls: AnyClass, exclusive: Bool) {
        ZIKRouteRegistry._registerDestination(cls, exclusive: exclusive, route: _entry)
    }

    package func _registerProtocol(_ p: Any, module: Bool) {
        ZIKRouteRegistry._registerProtocol(String(describing: p), module: module, swift: false, route: _entry)
    }

    package func _registerIdentifier(_ identifier: String) {
        ZIKRouteRegistry._registerIdentifier(identifier, route: _entry)
    }

    package func _registerURLPattern(_ pattern: String) {
        ZIKRouteRegistry._registerURLPattern(pattern, route: _entry)
    }
}

/// Block view route. Swift spelling: `ZIKViewRoute<D, C>.make(withDestination: Cls.self, makeDestination: { config, router in … })`
/// followed by chained registrations, e.g. `.registerDestinationProtocol(P.self).registerIdentifier("x")`.
open class ZIKViewRoute<Destination: AnyObject, RouteConfig: ZIKViewRouteConfiguration>: ZIKRoute<Destination, RouteConfig, ZIKViewRemoveConfiguration> {
    public typealias Route = ZIKViewRoute<Destination, RouteConfig>

    package var _makeSupportedRouteTypes: (() -> ZIKViewRouteTypeMask)?

    public required init() { super.init() }

    package override class var _routeKind: ZIKRouteKind { .view }

    public var registerDestination: (AnyClass) -> Route {
        return { [self] cls in _registerDestinationClass(cls, exclusive: false); return self }
    }
    public var registerExclusiveDestination: (AnyClass) -> Route {
        return { [self] cls in _registerDestinationClass(cls, exclusive: true); return self }
    }
    /// Pass the protocol type (`P.self`).
    public var registerDestinationProtocol: (Any) -> Route {
        return { [self] p in _registerProtocol(p, module: false); return self }
    }
    /// Pass the module-config protocol type (`P.self`).
    public var registerModuleProtocol: (Any) -> Route {
        return { [self] p in _registerProtocol(p, module: true); return self }
    }
    public var registerIdentifier: (String) -> Route {
        return { [self] identifier in _registerIdentifier(identifier); return self }
    }
    public var registerURLPattern: (String) -> Route {
        return { [self] pattern in _registerURLPattern(pattern); return self }
    }
    public var nameAs: (String) -> Route {
        return { [self] name in self.name = name; return self }
    }
    public var makeDefaultConfiguration: (@escaping () -> RouteConfig) -> Route {
        return { [self] block in _makeDefaultConfiguration = block; return self }
    }
    public var prepareDestination: (@escaping PrepareDestination) -> Route {
        return { [self] block in _prepareDestination = block; return self }
    }
    public var didFinishPrepareDestination: (@escaping PrepareDestination) -> Route {
        return { [self] block in _didFinishPrepareDestination = block; return self }
    }
    public var makeSupportedRouteTypes: (@escaping () -> ZIKViewRouteTypeMask) -> Route {
        return { [self] block in _makeSupportedRouteTypes = block; return self }
    }
}

/// Block service route. Swift spelling: `ZIKServiceRoute<D, C>.make(withDestination: Cls.self, makeDestination: { config, router in … })`.
open class ZIKServiceRoute<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration>: ZIKRoute<Destination, RouteConfig, ZIKRemoveRouteConfiguration> {
    public typealias Route = ZIKServiceRoute<Destination, RouteConfig>

    public required init() { super.init() }

    package override class var _routeKind: ZIKRouteKind { .service }

    public var registerDestination: (AnyClass) -> Route {
        return { [self] cls in _registerDestinationClass(cls, exclusive: false); return self }
    }
    public var registerExclusiveDestination: (AnyClass) -> Route {
        return { [self] cls in _registerDestinationClass(cls, exclusive: true); return self }
    }
    /// Pass the protocol type (`P.self`).
    public var registerDestinationProtocol: (Any) -> Route {
        return { [self] p in _registerProtocol(p, module: false); return self }
    }
    /// Pass the module-config protocol type (`P.self`).
    public var registerModuleProtocol: (Any) -> Route {
        return { [self] p in _registerProtocol(p, module: true); return self }
    }
    public var registerIdentifier: (String) -> Route {
        return { [self] identifier in _registerIdentifier(identifier); return self }
    }
    public var registerURLPattern: (String) -> Route {
        return { [self] pattern in _registerURLPattern(pattern); return self }
    }
    public var nameAs: (String) -> Route {
        return { [self] name in self.name = name; return self }
    }
    public var makeDefaultConfiguration: (@escaping () -> RouteConfig) -> Route {
        return { [self] block in _makeDefaultConfiguration = block; return self }
    }
    public var prepareDestination: (@escaping PrepareDestination) -> Route {
        return { [self] block in _prepareDestination = block; return self }
    }
    public var didFinishPrepareDestination: (@escaping PrepareDestination) -> Route {
        return { [self] block in _didFinishPrepareDestination = block; return self }
    }
}

public typealias ZIKAnyViewRoute = ZIKViewRoute<AnyObject, ZIKViewRouteConfiguration>
public typealias ZIKAnyServiceRoute = ZIKServiceRoute<AnyObject, ZIKPerformRouteConfiguration>
