// ZRouter registration: `register(RoutableView<P>())` and friends, adapters, easy registrations, block routes.
// A ZRouter protocol registration traps when the key is already registered, even by the same route.

extension ZIKViewRouter {
    /// Registers view protocol P with the receiver router.
    public static func register<Protocol>(_ routableView: RoutableView<Protocol>) {
        ZIKRouteRegistry._registerProtocol(routableView.typeName, module: false, swift: true, route: _viewRoute)
    }

    /// Registers view module (configuration) protocol P with the receiver router.
    public static func register<Protocol>(_ routableViewModule: RoutableViewModule<Protocol>) {
        ZIKRouteRegistry._registerProtocol(routableViewModule.typeName, module: true, swift: true, route: _viewRoute)
    }

    /// Easy registration: `ZIKAnyViewRouter.register(RoutableView<P>(), forMakingView: SomeVC.self)`.
    public static func register<Protocol>(_ routableView: RoutableView<Protocol>, forMakingView viewClass: AnyClass) {
        _easy(.view, kind: ZIKRouteKind.view.protocolKind, key: routableView.typeName, viewClass, nil, nil)
    }

    public static func register<Protocol>(_ routableView: RoutableView<Protocol>, forMakingView viewClass: AnyClass,
                                          making: @escaping (ViewRouteConfig) -> Protocol?) {
        _easy(.view, kind: ZIKRouteKind.view.protocolKind, key: routableView.typeName, viewClass, nil,
              _erase { (config: ViewRouteConfig) -> Any? in making(config) })
    }

    public static func register<Protocol>(_ routableViewModule: RoutableViewModule<Protocol>, forMakingView viewClass: AnyClass,
                                          making: @escaping () -> Protocol) {
        _easy(.view, kind: ZIKRouteKind.view.moduleKind, key: routableViewModule.typeName, viewClass,
              { (making() as? ZIKPerformRouteConfiguration) ?? ViewRouteConfig() }, nil)
    }
}

extension ZIKServiceRouter {
    /// Registers service protocol P with the receiver router.
    public static func register<Protocol>(_ routableService: RoutableService<Protocol>) {
        ZIKRouteRegistry._registerProtocol(routableService.typeName, module: false, swift: true, route: _serviceRoute)
    }

    /// Registers service module (configuration) protocol P with the receiver router.
    public static func register<Protocol>(_ routableServiceModule: RoutableServiceModule<Protocol>) {
        ZIKRouteRegistry._registerProtocol(routableServiceModule.typeName, module: true, swift: true, route: _serviceRoute)
    }

    /// Easy registration: `ZIKAnyServiceRouter.register(RoutableService<P>(), forMakingService: SomeService.self)`.
    public static func register<Protocol>(_ routableService: RoutableService<Protocol>, forMakingService serviceClass: AnyClass) {
        _easy(.service, kind: ZIKRouteKind.service.protocolKind, key: routableService.typeName, serviceClass, nil, nil)
    }

    public static func register<Protocol>(_ routableService: RoutableService<Protocol>, forMakingService serviceClass: AnyClass,
                                          making: @escaping (PerformRouteConfig) -> Protocol?) {
        _easy(.service, kind: ZIKRouteKind.service.protocolKind, key: routableService.typeName, serviceClass, nil,
              _erase { (config: PerformRouteConfig) -> Any? in making(config) })
    }

    public static func register<Protocol>(_ routableServiceModule: RoutableServiceModule<Protocol>, forMakingService serviceClass: AnyClass,
                                          making: @escaping () -> Protocol) {
        _easy(.service, kind: ZIKRouteKind.service.moduleKind, key: routableServiceModule.typeName, serviceClass,
              { (making() as? ZIKPerformRouteConfiguration) ?? PerformRouteConfig() }, nil)
    }
}

// MARK: Adapters

extension ZIKViewRouteAdapter {
    /// Adapts view protocol A to B: lookups of A find B's route. Recorded as "<AdapterClass> adapter A->B".
    public static func register<Adapter, Adaptee>(adapter: RoutableView<Adapter>, forAdaptee adaptee: RoutableView<Adaptee>) {
        ZIKRouteRegistry._registerAdapter(adapter.typeName, forAdaptee: adaptee.typeName, module: false, route: _viewRoute)
    }

    public static func register<Adapter, Adaptee>(adapter: RoutableViewModule<Adapter>, forAdaptee adaptee: RoutableViewModule<Adaptee>) {
        ZIKRouteRegistry._registerAdapter(adapter.typeName, forAdaptee: adaptee.typeName, module: true, route: _viewRoute)
    }
}

extension ZIKServiceRouteAdapter {
    /// Adapts service protocol A to B. Recorded as "<AdapterClass> adapter A->B".
    public static func register<Adapter, Adaptee>(adapter: RoutableService<Adapter>, forAdaptee adaptee: RoutableService<Adaptee>) {
        ZIKRouteRegistry._registerAdapter(adapter.typeName, forAdaptee: adaptee.typeName, module: false, route: _serviceRoute)
    }

    public static func register<Adapter, Adaptee>(adapter: RoutableServiceModule<Adapter>, forAdaptee adaptee: RoutableServiceModule<Adaptee>) {
        ZIKRouteRegistry._registerAdapter(adapter.typeName, forAdaptee: adaptee.typeName, module: true, route: _serviceRoute)
    }
}

// MARK: Block routes

extension ZIKViewRoute {
    @discardableResult
    public func register<Protocol>(_ routableView: RoutableView<Protocol>) -> Self {
        ZIKRouteRegistry._registerProtocol(routableView.typeName, module: false, swift: true, route: _entry)
        return self
    }

    @discardableResult
    public func register<Protocol>(_ routableViewModule: RoutableViewModule<Protocol>) -> Self {
        ZIKRouteRegistry._registerProtocol(routableViewModule.typeName, module: true, swift: true, route: _entry)
        return self
    }
}

extension ZIKServiceRoute {
    @discardableResult
    public func register<Protocol>(_ routableService: RoutableService<Protocol>) -> Self {
        ZIKRouteRegistry._registerProtocol(routableService.typeName, module: false, swift: true, route: _entry)
        return self
    }

    @discardableResult
    public func register<Protocol>(_ routableServiceModule: RoutableServiceModule<Protocol>) -> Self {
        ZIKRouteRegistry._registerProtocol(routableServiceModule.typeName, module: true, swift: true, route: _entry)
        return self
    }
}
