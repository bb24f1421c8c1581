// `Router`: type-safe discovery, perform and factory methods (ZRouter Router.swift).

public class Router {
    private init() {}

    private static func viewRoute(_ key: String, module: Bool) -> ZIKRouteEntry? {
        ZIKRouteRegistry._route(kind: .view, module: module, key: key)
    }

    private static func serviceRoute(_ key: String, module: Bool) -> ZIKRouteEntry? {
        ZIKRouteRegistry._route(kind: .service, module: module, key: key)
    }

    // MARK: Routable discover

    public static func to<Destination>(_ routableView: RoutableView<Destination>) -> ViewRouterType<Destination, ViewRouteConfig>? {
        viewRoute(routableView.typeName, module: false).map { ViewRouterType(route: $0) }
    }

    public static func to<Module>(_ routableViewModule: RoutableViewModule<Module>) -> ViewRouterType<Any, Module>? {
        viewRoute(routableViewModule.typeName, module: true).map { ViewRouterType(route: $0) }
    }

    public static func to<Destination>(_ routableService: RoutableService<Destination>) -> ServiceRouterType<Destination, PerformRouteConfig>? {
        serviceRoute(routableService.typeName, module: false).map { ServiceRouterType(route: $0) }
    }

    public static func to<Module>(_ routableServiceModule: RoutableServiceModule<Module>) -> ServiceRouterType<Any, Module>? {
        serviceRoute(routableServiceModule.typeName, module: true).map { ServiceRouterType(route: $0) }
    }

    // MARK: Switchable discover

    public static func to(_ switchableView: SwitchableView) -> ViewRouterType<Any, ViewRouteConfig>? {
        viewRoute(switchableView.typeName, module: false).map { ViewRouterType(route: $0) }
    }

    public static func to(_ switchableViewModule: SwitchableViewModule) -> ViewRouterType<Any, ViewRouteConfig>? {
        viewRoute(switchableViewModule.typeName, module: true).map { ViewRouterType(route: $0) }
    }

    public static func to(_ switchableService: SwitchableService) -> ServiceRouterType<Any, PerformRouteConfig>? {
        serviceRoute(switchableService.typeName, module: false).map { ServiceRouterType(route: $0) }
    }

    public static func to(_ switchableServiceModule: SwitchableServiceModule) -> ServiceRouterType<Any, PerformRouteConfig>? {
        serviceRoute(switchableServiceModule.typeName, module: true).map { ServiceRouterType(route: $0) }
    }

    // MARK: Identifier discover

    public static func to(viewIdentifier: String) -> ViewRouterType<Any, ViewRouteConfig>? {
        ZIKAnyViewRouter.toIdentifier(viewIdentifier).map { ViewRouterType(routerType: $0) }
    }

    public static func to(serviceIdentifier: String) -> ServiceRouterType<Any, PerformRouteConfig>? {
        ZIKAnyServiceRouter.toIdentifier(serviceIdentifier).map { ServiceRouterType(routerType: $0) }
    }
}

// MARK: - Perform

extension Router {
    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        path: ViewRoutePath,
        configuring configure: (ViewRouteStrictConfig<Destination>, ((ViewRouteConfig) -> Void) -> Void) -> Void,
        removing removeConfigure: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        to(routableView)?.perform(path: path, configuring: configure, removing: removeConfigure)
    }

    @discardableResult
    public static func perform<Destination>(to routableView: RoutableView<Destination>, path: ViewRoutePath) -> ViewRouter<Destination, ViewRouteConfig>? {
        to(routableView)?.perform(path: path)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        path: ViewRoutePath,
        completion performerCompletion: @escaping (Bool, Destination?, ZIKRouteAction, Error?) -> Void
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        to(routableView)?.perform(path: path, completion: performerCompletion)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        path: ViewRoutePath,
        preparation prepare: @escaping (Destination) -> Void
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        to(routableView)?.perform(path: path, preparation: prepare)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        path: ViewRoutePath,
        successHandler performerSuccessHandler: ((Destination) -> Void)? = nil,
        errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        to(routableView)?.perform(path: path, successHandler: performerSuccessHandler, errorHandler: performerErrorHandler)
    }

    @discardableResult
    public static func perform<Module>(
        to routableViewModule: RoutableViewModule<Module>,
        path: ViewRoutePath,
        configuring configure: (ViewRouteStrictConfig<Any>, ((Module) -> Void) -> Void) -> Void,
        removing removeConfigure: ((ViewRemoveStrictConfig<Any>) -> Void)? = nil
    ) -> ViewRouter<Any, Module>? {
        to(routableViewModule)?.perform(path: path, configuring: configure, removing: removeConfigure)
    }

    @discardableResult
    public static func perform<Module>(to routableViewModule: RoutableViewModule<Module>, path: ViewRoutePath) -> ViewRouter<Any, Module>? {
        to(routableViewModule)?.perform(path: path)
    }

    @discardableResult
    public static func perform<Module>(
        to routableViewModule: RoutableViewModule<Module>,
        path: ViewRoutePath,
        completion performerCompletion: @escaping (Bool, Any?, ZIKRouteAction, Error?) -> Void
    ) -> ViewRouter<Any, Module>? {
        to(routableViewModule)?.perform(path: path, completion: performerCompletion)
    }

    @discardableResult
    public static func perform<Module>(
        to routableViewModule: RoutableViewModule<Module>,
        path: ViewRoutePath,
        preparation prepare: @escaping (Module) -> Void
    ) -> ViewRouter<Any, Module>? {
        to(routableViewModule)?.perform(path: path, configuring: { _, prepareModule in prepareModule(prepare) })
    }

    @discardableResult
    public static func perform<Destination>(
        to routableService: RoutableService<Destination>,
        configuring configure: (PerformRouteStrictConfig<Destination>, ((PerformRouteConfig) -> Void) -> Void) -> Void,
        removing removeConfigure: ((RemoveRouteStrictConfig<Destination>) -> Void)? = nil
    ) -> ServiceRouter<Destination, PerformRouteConfig>? {
        to(routableService)?.perform(configuring: configure, removing: removeConfigure)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableService: RoutableService<Destination>,
        completion performerCompletion: @escaping (Bool, Destination?, ZIKRouteAction, Error?) -> Void
    ) -> ServiceRouter<Destination, PerformRouteConfig>? {
        to(routableService)?.perform(completion: performerCompletion)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableService: RoutableService<Destination>,
        preparation prepare: @escaping (Destination) -> Void
    ) -> ServiceRouter<Destination, PerformRouteConfig>? {
        to(routableService)?.perform(preparation: prepare)
    }

    @discardableResult
    public static func perform<Destination>(
        to routableService: RoutableService<Destination>,
        successHandler performerSuccessHandler: ((Destination) -> Void)? = nil,
        errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil
    ) -> ServiceRouter<Destination, PerformRouteConfig>? {
        to(routableService)?.perform(successHandler: performerSuccessHandler, errorHandler: performerErrorHandler)
    }

    @discardableResult
    public static func perform<Module>(
        to routableServiceModule: RoutableServiceModule<Module>,
        configuring configure: (PerformRouteStrictConfig<Any>, ((Module) -> Void) -> Void) -> Void,
        removing removeConfigure: ((RemoveRouteStrictConfig<Any>) -> Void)? = nil
    ) -> ServiceRouter<Any, Module>? {
        to(routableServiceModule)?.perform(configuring: configure, removing: removeConfigure)
    }

    @discardableResult
    public static func perform<Module>(
        to routableServiceModule: RoutableServiceModule<Module>,
        completion performerCompletion: @escaping (Bool, Any?, ZIKRouteAction, Error?) -> Void
    ) -> ServiceRouter<Any, Module>? {
        to(routableServiceModule)?.perform(completion: performerCompletion)
    }

    @discardableResult
    public static func perform<Module>(
        to routableServiceModule: RoutableServiceModule<Module>,
        preparation prepare: @escaping (Module) -> Void
    ) -> ServiceRouter<Any, Module>? {
        to(routableServiceModule)?.perform(configuring: { _, prepareModule in prepareModule(prepare) })
    }

    // MARK: Deprecated

    @available(*, deprecated, message: "Use perform(to:path:configuring:removing:) instead")
    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        from source: AnyObject?,
        configuring configure: (ViewRouteStrictConfig<Destination>, ((ViewRouteConfig) -> Void) -> Void) -> Void,
        removing removeConfigure: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        perform(to: routableView, path: .custom(from: source), configuring: configure, removing: removeConfigure)
    }

    @available(*, deprecated, message: "Use perform(to:path:) instead")
    @discardableResult
    public static func perform<Destination>(
        to routableView: RoutableView<Destination>,
        from source: AnyObject?,
        routeType: ViewRouteType
    ) -> ViewRouter<Destination, ViewRouteConfig>? {
        perform(to: routableView, path: .custom(from: source), configuring: { config, _ in config.routeType = routeType })
    }
}

// MARK: - Factory

extension Router {
    public static func makeDestination<Destination>(
        to routableView: RoutableView<Destination>,
        preparation prepare: ((Destination) -> Void)? = nil
    ) -> Destination? {
        to(routableView)?.makeDestination(preparation: prepare)
    }

    public static func makeDestination<Destination>(
        to routableView: RoutableView<Destination>,
        configuring configure: (ViewRouteStrictConfig<Destination>, ((ViewRouteConfig) -> Void) -> Void) -> Void
    ) -> Destination? {
        to(routableView)?.makeDestination(configuring: configure)
    }

    public static func makeDestination<Module>(
        to routableViewModule: RoutableViewModule<Module>,
        preparation prepare: ((Module) -> Void)? = nil
    ) -> Any? {
        to(routableViewModule)?.makeDestination(configuring: { _, prepareModule in
            if let prepare { prepareModule(prepare) }
        })
    }

    public static func makeDestination<Module>(
        to routableViewModule: RoutableViewModule<Module>,
        configuring configure: (ViewRouteStrictConfig<Any>, ((Module) -> Void) -> Void) -> Void
    ) -> Any? {
        to(routableViewModule)?.makeDestination(configuring: configure)
    }

    public static func makeDestination<Destination>(
        to routableService: RoutableService<Destination>,
        preparation prepare: ((Destination) -> Void)? = nil
    ) -> Destination? {
        to(routableService)?.makeDestination(preparation: prepare)
    }

    public static func makeDestination<Destination>(
        to routableService: RoutableService<Destination>,
        configuring configure: (PerformRouteStrictConfig<Destination>, ((PerformRouteConfig) -> Void) -> Void) -> Void
    ) -> Destination? {
        to(routableService)?.makeDestination(configuring: configure)
    }

    public static func makeDestination<Module>(
        to routableServiceModule: RoutableServiceModule<Module>,
        preparation prepare: ((Module) -> Void)? = nil
    ) -> Any? {
        to(routableServiceModule)?.makeDestination(configuring: { _, prepareModule in
            if let prepare { prepareModule(prepare) }
        })
    }

    public static func makeDestination<Module>(
        to routableServiceModule: RoutableServiceModule<Module>,
        configuring configure: (PerformRouteStrictConfig<Any>, ((Module) -> Void) -> Void) -> Void
    ) -> Any? {
        to(routableServiceModule)?.makeDestination(configuring: configure)
    }
}
