// Router base classes: ZIKRouter, ZIKViewRouter, ZIKServiceRouter, the adapters and the router-type wrappers.
//
// Registration class methods bind keys to the *receiver* (`self`), recorded as `String(describing: self)`.

open class ZIKRouter<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration, RemoveConfig: ZIKRemoveRouteConfiguration> {
    public internal(set) var state: ZIKRouterState = .unrouted
    public internal(set) var configuration: RouteConfig

    public required init() {
        configuration = RouteConfig()
    }

    /// Abstract routers are never registered. Default: only the framework class itself (each exact
    /// specialisation, e.g. `ZIKViewRouter<SomeVC, ViewRouteConfig>`) is abstract. Override to mark custom bases.
    open class func isAbstractRouter() -> Bool {
        self == ZIKRouter<Destination, RouteConfig, RemoveConfig>.self
    }

    open class func isAdapter() -> Bool { false }

    open class func defaultRouteConfiguration() -> RouteConfig { RouteConfig() }

    open class func defaultRemoveConfiguration() -> RemoveConfig { RemoveConfig() }

    /// Called on each router class by `ZIKRouteRegistry.notifyRegistrationFinished()`.
    open class func _didFinishRegistration() {}

    public class func isRegistrationFinished() -> Bool { ZIKRouteRegistry.registrationFinished }

    open func destination(with configuration: RouteConfig) -> Destination? { nil }

    open func prepareDestination(_ destination: Destination, configuration: RouteConfig) {}

    open func didFinishPrepareDestination(_ destination: Destination, configuration: RouteConfig) {}

    // MARK: Stub internals

    package class func _routeEntry(kind: ZIKRouteKind) -> ZIKRouteEntry {
        ZIKRouteEntry(id: ObjectIdentifier(self), name: String(describing: self), kind: kind, isRouterClass: true,
                      makeDefaultConfiguration: { self.defaultRouteConfiguration() },
                      makeDestination: { config in self._makeDestination(with: config) },
                      didFinishRegistration: { self._didFinishRegistration() })
    }

    /// Instantiates the router and runs destination(with:) / prepareDestination / didFinishPrepareDestination.
    package class func _makeDestination(with config: ZIKPerformRouteConfiguration) -> Any? {
        let router = self.init()
        let configuration = (config as? RouteConfig) ?? defaultRouteConfiguration()
        router.configuration = configuration
        router.state = .routing
        guard let destination = router.destination(with: configuration) else {
            router.state = .unrouted
            return nil
        }
        configuration.prepareDestination?(destination)
        router.prepareDestination(destination, configuration: configuration)
        router.didFinishPrepareDestination(destination, configuration: configuration)
        router.state = .routed
        configuration.successHandler?(destination)
        return destination
    }
}

// MARK: - View router

open class ZIKViewRouter<Destination: AnyObject, RouteConfig: ZIKViewRouteConfiguration>: ZIKRouter<Destination, RouteConfig, ZIKViewRemoveConfiguration> {
    public required init() { super.init() }

    open override class func isAbstractRouter() -> Bool {
        self == ZIKViewRouter<Destination, RouteConfig>.self
    }

    /// Override in every concrete router to register its destinations, protocols and identifiers.
    open class func registerRoutableDestination() {
        if !isAbstractRouter() {
            zikRouterTrap("Subclass (\(self)) must override +registerRoutableDestination to register destination.")
        }
    }

    open class func supportedRouteTypes() -> ZIKViewRouteTypeMask { .viewControllerDefault }

    package class var _viewRoute: ZIKRouteEntry { _routeEntry(kind: .view) }

    // MARK: Router-scoped registration

    public class func registerView(_ viewClass: AnyClass) {
        ZIKRouteRegistry._registerDestination(viewClass, exclusive: false, route: _viewRoute)
    }

    public class func registerExclusiveView(_ viewClass: AnyClass) {
        ZIKRouteRegistry._registerDestination(viewClass, exclusive: true, route: _viewRoute)
    }

    /// Pass the protocol type (`P.self`); the key is `String(describing:)` of it.
    public class func registerViewProtocol(_ viewProtocol: Any) {
        ZIKRouteRegistry._registerProtocol(String(describing: viewProtocol), module: false, swift: false, route: _viewRoute)
    }

    /// Pass the module-config protocol type (`P.self`).
    public class func registerModuleProtocol(_ configProtocol: Any) {
        ZIKRouteRegistry._registerProtocol(String(describing: configProtocol), module: true, swift: false, route: _viewRoute)
    }

    public class func registerIdentifier(_ identifier: String) {
        ZIKRouteRegistry._registerIdentifier(identifier, route: _viewRoute)
    }

    /// Registers the pattern with the URL matcher and as identifier.
    public class func registerURLPattern(_ pattern: String) {
        ZIKRouteRegistry._registerURLPattern(pattern, route: _viewRoute)
    }

    // MARK: Easy registration (no router subclass; recorded under "ZIKViewRoute")

    public class func registerViewProtocol(_ viewProtocol: Any, forMakingView viewClass: AnyClass) {
        _easy(.view, kind: ZIKRouteKind.view.protocolKind, key: String(describing: viewProtocol), viewClass, nil, nil)
    }

    public class func registerViewProtocol(_ viewProtocol: Any, forMakingView viewClass: AnyClass,
                                           making: @escaping (ZIKViewRouteConfiguration) -> Any?) {
        _easy(.view, kind: ZIKRouteKind.view.protocolKind, key: String(describing: viewProtocol), viewClass, nil, _erase(making))
    }

    /// ObjC takes a C function pointer here; the stub takes a closure.
    public class func registerViewProtocol(_ viewProtocol: Any, forMakingView viewClass: AnyClass,
                                           factory: @escaping (ZIKViewRouteConfiguration) -> Any?) {
        _easy(.view, kind: ZIKRouteKind.view.protocolKind, key: String(describing: viewProtocol), viewClass, nil, _erase(factory))
    }

    public class func registerModuleProtocol(_ configProtocol: Any, forMakingView viewClass: AnyClass,
                                             making: @escaping () -> ZIKViewRouteConfiguration) {
        _easy(.view, kind: ZIKRouteKind.view.moduleKind, key: String(describing: configProtocol), viewClass, making, nil)
    }

    public class func registerModuleProtocol(_ configProtocol: Any, forMakingView viewClass: AnyClass,
                                             factory: @escaping () -> ZIKViewRouteConfiguration) {
        _easy(.view, kind: ZIKRouteKind.view.moduleKind, key: String(describing: configProtocol), viewClass, factory, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingView viewClass: AnyClass) {
        _easy(.view, kind: "identifier", key: identifier, viewClass, nil, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingView viewClass: AnyClass,
                                         making: @escaping (ZIKViewRouteConfiguration) -> Any?) {
        _easy(.view, kind: "identifier", key: identifier, viewClass, nil, _erase(making))
    }

    public class func registerIdentifier(_ identifier: String, forMakingView viewClass: AnyClass,
                                         factory: @escaping (ZIKViewRouteConfiguration) -> Any?) {
        _easy(.view, kind: "identifier", key: identifier, viewClass, nil, _erase(factory))
    }

    public class func registerIdentifier(_ identifier: String, forMakingView viewClass: AnyClass,
                                         configurationMaking: @escaping () -> ZIKViewRouteConfiguration) {
        _easy(.view, kind: "identifier", key: identifier, viewClass, configurationMaking, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingView viewClass: AnyClass,
                                         configurationFactory: @escaping () -> ZIKViewRouteConfiguration) {
        _easy(.view, kind: "identifier", key: identifier, viewClass, configurationFactory, nil)
    }

    // MARK: Discovery

    public class var toIdentifier: (String) -> ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>? {
        return { identifier in
            ZIKRouteRegistry._route(kind: .view, identifier: identifier).map { ZIKViewRouterType(route: $0) }
        }
    }

    /// Finds the route whose URL pattern matches `url` and makes its destination (the stub performs no
    /// transition). Returns the matched router type, or nil.
    @discardableResult
    public class func performURL(_ url: String, fromSource source: AnyObject?) -> ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>? {
        guard let routerType = routerForURL(url) else { return nil }
        _ = routerType.makeDestination()
        return routerType
    }

    @discardableResult
    public class func performURL(_ url: String, path: ZIKViewRoutePath) -> ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>? {
        performURL(url, fromSource: path.source)
    }

    public class func routerForURL(_ url: String) -> ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>? {
        ZIKRouteRegistry._route(kind: .view, url: url).map { ZIKViewRouterType(route: $0) }
    }
}

// MARK: - Service router

open class ZIKServiceRouter<Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration>: ZIKRouter<Destination, RouteConfig, ZIKRemoveRouteConfiguration> {
    public required init() { super.init() }

    open override class func isAbstractRouter() -> Bool {
        self == ZIKServiceRouter<Destination, RouteConfig>.self
    }

    /// Override in every concrete router to register its destinations, protocols and identifiers.
    open class func registerRoutableDestination() {
        if !isAbstractRouter() {
            zikRouterTrap("Subclass (\(self)) must override +registerRoutableDestination to register destination.")
        }
    }

    package class var _serviceRoute: ZIKRouteEntry { _routeEntry(kind: .service) }

    // MARK: Router-scoped registration

    public class func registerService(_ serviceClass: AnyClass) {
        ZIKRouteRegistry._registerDestination(serviceClass, exclusive: false, route: _serviceRoute)
    }

    public class func registerExclusiveService(_ serviceClass: AnyClass) {
        ZIKRouteRegistry._registerDestination(serviceClass, exclusive: true, route: _serviceRoute)
    }

    /// Pass the protocol type (`P.self`); the key is `String(describing:)` of it.
    public class func registerServiceProtocol(_ serviceProtocol: Any) {
        ZIKRouteRegistry._registerProtocol(String(describing: serviceProtocol), module: false, swift: false, route: _serviceRoute)
    }

    /// Pass the module-config protocol type (`P.self`).
    public class func registerModuleProtocol(_ configProtocol: Any) {
        ZIKRouteRegistry._registerProtocol(String(describing: configProtocol), module: true, swift: false, route: _serviceRoute)
    }

    public class func registerIdentifier(_ identifier: String) {
        ZIKRouteRegistry._registerIdentifier(identifier, route: _serviceRoute)
    }

    /// Registers the pattern with the URL matcher and as identifier.
    public class func registerURLPattern(_ pattern: String) {
        ZIKRouteRegistry._registerURLPattern(pattern, route: _serviceRoute)
    }

    // MARK: Easy registration (no router subclass; recorded under "ZIKServiceRoute")

    public class func registerServiceProtocol(_ serviceProtocol: Any, forMakingService serviceClass: AnyClass) {
        _easy(.service, kind: ZIKRouteKind.service.protocolKind, key: String(describing: serviceProtocol), serviceClass, nil, nil)
    }

    public class func registerServiceProtocol(_ serviceProtocol: Any, forMakingService serviceClass: AnyClass,
                                              making: @escaping (ZIKPerformRouteConfiguration) -> Any?) {
        _easy(.service, kind: ZIKRouteKind.service.protocolKind, key: String(describing: serviceProtocol), serviceClass, nil, _erase(making))
    }

    /// ObjC takes a C function pointer here; the stub takes a closure.
    public class func registerServiceProtocol(_ serviceProtocol: Any, forMakingService serviceClass: AnyClass,
                                              factory: @escaping (ZIKPerformRouteConfiguration) -> Any?) {
        _easy(.service, kind: ZIKRouteKind.service.protocolKind, key: String(describing: serviceProtocol), serviceClass, nil, _erase(factory))
    }

    public class func registerModuleProtocol(_ configProtocol: Any, forMakingService serviceClass: AnyClass,
                                             making: @escaping () -> ZIKPerformRouteConfiguration) {
        _easy(.service, kind: ZIKRouteKind.service.moduleKind, key: String(describing: configProtocol), serviceClass, making, nil)
    }

    public class func registerModuleProtocol(_ configProtocol: Any, forMakingService serviceClass: AnyClass,
                                             factory: @escaping () -> ZIKPerformRouteConfiguration) {
        _easy(.service, kind: ZIKRouteKind.service.moduleKind, key: String(describing: configProtocol), serviceClass, factory, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingService serviceClass: AnyClass) {
        _easy(.service, kind: "identifier", key: identifier, serviceClass, nil, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingService serviceClass: AnyClass,
                                         making: @escaping (ZIKPerformRouteConfiguration) -> Any?) {
        _easy(.service, kind: "identifier", key: identifier, serviceClass, nil, _erase(making))
    }

    public class func registerIdentifier(_ identifier: String, forMakingService serviceClass: AnyClass,
                                         factory: @escaping (ZIKPerformRouteConfiguration) -> Any?) {
        _easy(.service, kind: "identifier", key: identifier, serviceClass, nil, _erase(factory))
    }

    public class func registerIdentifier(_ identifier: String, forMakingService serviceClass: AnyClass,
                                         configurationMaking: @escaping () -> ZIKPerformRouteConfiguration) {
        _easy(.service, kind: "identifier", key: identifier, serviceClass, configurationMaking, nil)
    }

    public class func registerIdentifier(_ identifier: String, forMakingService serviceClass: AnyClass,
                                         configurationFactory: @escaping () -> ZIKPerformRouteConfiguration) {
        _easy(.service, kind: "identifier", key: identifier, serviceClass, configurationFactory, nil)
    }

    // MARK: Discovery

    public class var toIdentifier: (String) -> ZIKServiceRouterType<AnyObject, ZIKPerformRouteConfiguration>? {
        return { identifier in
            ZIKRouteRegistry._route(kind: .service, identifier: identifier).map { ZIKServiceRouterType(route: $0) }
        }
    }

    /// Finds the route whose URL pattern matches `url` and makes its destination. Returns the router type or nil.
    @discardableResult
    public class func performURL(_ url: String) -> ZIKServiceRouterType<AnyObject, ZIKPerformRouteConfiguration>? {
        guard let routerType = routerForURL(url) else { return nil }
        _ = routerType.makeDestination()
        return routerType
    }

    public class func routerForURL(_ url: String) -> ZIKServiceRouterType<AnyObject, ZIKPerformRouteConfiguration>? {
        ZIKRouteRegistry._route(kind: .service, url: url).map { ZIKServiceRouterType(route: $0) }
    }
}

// MARK: - Easy registration helper

/// Builds the internal route of an easy registration and registers `key` (protocol or identifier) with it.
/// `makeConfiguration` is the module-config maker (module protocols, configuration makers); `makeDestination`
/// the destination maker.
package func _easy(_ routeKind: ZIKRouteKind, kind: String, key: String, _ destinationClass: AnyClass,
                   _ makeConfiguration: (() -> ZIKPerformRouteConfiguration)?,
                   _ makeDestination: ((ZIKPerformRouteConfiguration) -> Any?)?) {
    let route = ZIKRouteEntry.easyRoute(
        kind: routeKind,
        makeDefaultConfiguration: {
            if let makeConfiguration { return makeConfiguration() }
            return routeKind == .view ? ZIKViewRouteConfiguration() : ZIKPerformRouteConfiguration()
        },
        makeDestination: { config in
            if let makeDestination { return makeDestination(config) }
            // Module configurations may carry a maker; otherwise the stub cannot instantiate an arbitrary AnyClass.
            return (config as? ZIKDestinationMakeable)?._makeAnyDestination()
        })
    ZIKRouteRegistry._registerEasy(kindName: kind, key: key, making: destinationClass, route: route)
}

/// Type-erases a destination maker taking a specific configuration class.
package func _erase<C: ZIKPerformRouteConfiguration>(_ make: @escaping (C) -> Any?) -> (ZIKPerformRouteConfiguration) -> Any? {
    return { config in
        guard let config = config as? C else { return nil }
        return make(config)
    }
}

// MARK: - Adapters

/// Adapts one view protocol to another (`isAdapter() == true`). Subclasses override `registerRoutableDestination`.
open class ZIKViewRouteAdapter: ZIKViewRouter<AnyObject, ZIKViewRouteConfiguration> {
    public required init() { super.init() }

    open override class func isAbstractRouter() -> Bool { self == ZIKViewRouteAdapter.self }

    open override class func isAdapter() -> Bool { true }

    open override class func registerRoutableDestination() {}

    /// Pass protocol types (`A.self`, `B.self`). Recorded as "<AdapterClass> adapter A->B".
    public class func registerDestinationAdapter(_ adapterProtocol: Any, forAdaptee adapteeProtocol: Any) {
        ZIKRouteRegistry._registerAdapter(String(describing: adapterProtocol), forAdaptee: String(describing: adapteeProtocol),
                                          module: false, route: _viewRoute)
    }

    public class func registerModuleAdapter(_ adapterProtocol: Any, forAdaptee adapteeProtocol: Any) {
        ZIKRouteRegistry._registerAdapter(String(describing: adapterProtocol), forAdaptee: String(describing: adapteeProtocol),
                                          module: true, route: _viewRoute)
    }
}

/// Adapts one service protocol to another (`isAdapter() == true`).
open class ZIKServiceRouteAdapter: ZIKServiceRouter<AnyObject, ZIKPerformRouteConfiguration> {
    public required init() { super.init() }

    open override class func isAbstractRouter() -> Bool { self == ZIKServiceRouteAdapter.self }

    open override class func isAdapter() -> Bool { true }

    open override class func registerRoutableDestination() {}

    /// Pass protocol types (`A.self`, `B.self`). Recorded as "<AdapterClass> adapter A->B".
    public class func registerDestinationAdapter(_ adapterProtocol: Any, forAdaptee adapteeProtocol: Any) {
        ZIKRouteRegistry._registerAdapter(String(describing: adapterProtocol), forAdaptee: String(describing: adapteeProtocol),
                                          module: false, route: _serviceRoute)
    }

    public class func registerModuleAdapter(_ adapterProtocol: Any, forAdaptee adapteeProtocol: Any) {
        ZIKRouteRegistry._registerAdapter(String(describing: adapterProtocol), forAdaptee: String(describing: adapteeProtocol),
                                          module: true, route: _serviceRoute)
    }
}

// MARK: - Router types (lookup results)

/// A found view route (router class or block route). ObjC `ZIKViewRouterType<Destination, RouteConfig>`.
public class ZIKViewRouterType<Destination, RouteConfig> {
    package let route: ZIKRouteEntry

    package init(route: ZIKRouteEntry) { self.route = route }

    /// Stub only: the name recorded for the route ("LoginViewRouter", "ZIKViewRoute").
    public var routeName: String { route.name }

    public func defaultRouteConfiguration() -> RouteConfig? {
        route.makeDefaultConfiguration() as? RouteConfig
    }

    public func makeDestination() -> Destination? {
        route.makeDestination(route.makeDefaultConfiguration()) as? Destination
    }
}

/// A found service route. ObjC `ZIKServiceRouterType<Destination, RouteConfig>`.
public class ZIKServiceRouterType<Destination, RouteConfig> {
    package let route: ZIKRouteEntry

    package init(route: ZIKRouteEntry) { self.route = route }

    /// Stub only: the name recorded for the route ("SettingsServiceRouter", "ZIKServiceRoute").
    public var routeName: String { route.name }

    public func defaultRouteConfiguration() -> RouteConfig? {
        route.makeDefaultConfiguration() as? RouteConfig
    }

    public func makeDestination() -> Destination? {
        route.makeDestination(route.makeDefaultConfiguration()) as? Destination
    }
}

public typealias ZIKAnyViewRouter = ZIKViewRouter<AnyObject, ZIKViewRouteConfiguration>
public typealias ZIKAnyServiceRouter = ZIKServiceRouter<AnyObject, ZIKPerformRouteConfiguration>
public typealias ZIKAnyViewRouterType = ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>
public typealias ZIKAnyServiceRouterType = ZIKServiceRouterType<AnyObject, ZIKPerformRouteConfiguration>
