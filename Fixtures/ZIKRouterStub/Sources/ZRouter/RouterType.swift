// Lookup results (ViewRouterType / ServiceRouterType) and performed routers (ViewRouter / ServiceRouter).
// On Linux "performing" only makes and prepares the destination: there is no UI transition.

/// A found view route with typed destination and module config.
public class ViewRouterType<Destination, ModuleConfig> {
    package let route: ZIKRouteEntry

    package init(route: ZIKRouteEntry) { self.route = route }

    public convenience init(routerType: ZIKViewRouterType<AnyObject, ZIKViewRouteConfiguration>) {
        self.init(route: routerType.route)
    }

    /// Stub only: the recorded name of the route ("LoginViewRouter", "ZIKViewRoute").
    public var routeName: String { route.name }

    public var defaultRouteConfiguration: ModuleConfig {
        guard let config = route.makeDefaultConfiguration() as? ModuleConfig else {
            zikRouterTrap("The default configuration of \(route.name) is not a \(ModuleConfig.self).")
        }
        return config
    }

    @discardableResult
    public func perform(path: ViewRoutePath,
                        configuring configure: (ViewRouteStrictConfig<Destination>, ((ModuleConfig) -> Void) -> Void) -> Void,
                        removing removeConfigure: ((ViewRemoveStrictConfig<Destination>) -> Void)? = nil) -> ViewRouter<Destination, ModuleConfig>? {
        let config = route.makeDefaultConfiguration()
        if let viewConfig = config as? ViewRouteConfig {
            viewConfig.routeType = path.routeType
            viewConfig.source = path.source
        }
        configure(ViewRouteStrictConfig(configuration: config)) { prepareModule in
            if let module = config as? ModuleConfig { prepareModule(module) }
        }
        removeConfigure?(ViewRemoveStrictConfig(configuration: ViewRemoveConfig()))
        return ViewRouter(route: route, configuration: config)
    }

    @discardableResult
    public func perform(path: ViewRoutePath) -> ViewRouter<Destination, ModuleConfig>? {
        perform(path: path, configuring: { _, _ in })
    }

    @discardableResult
    public func perform(path: ViewRoutePath,
                        completion performerCompletion: @escaping (Bool, Destination?, ZIKRouteAction, Error?) -> Void) -> ViewRouter<Destination, ModuleConfig>? {
        perform(path: path, configuring: { config, _ in
            config.completionHandler = { success, destination, action, error in
                performerCompletion(success, destination as? Destination, action, error)
            }
        })
    }

    @discardableResult
    public func perform(path: ViewRoutePath, preparation prepare: @escaping (Destination) -> Void) -> ViewRouter<Destination, ModuleConfig>? {
        perform(path: path, configuring: { config, _ in config.prepareDestination = prepare })
    }

    @discardableResult
    public func perform(path: ViewRoutePath,
                        successHandler performerSuccessHandler: ((Destination) -> Void)? = nil,
                        errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil) -> ViewRouter<Destination, ModuleConfig>? {
        perform(path: path, configuring: { config, _ in
            config.successHandler = performerSuccessHandler
            config.errorHandler = performerErrorHandler
        })
    }

    public func makeDestination(preparation prepare: ((Destination) -> Void)? = nil) -> Destination? {
        let config = route.makeDefaultConfiguration()
        if let viewConfig = config as? ViewRouteConfig { viewConfig.routeType = .makeDestination }
        let strict = ViewRouteStrictConfig<Destination>(configuration: config)
        strict.prepareDestination = prepare
        return route.makeDestination(config) as? Destination
    }

    public func makeDestination(configuring configure: (ViewRouteStrictConfig<Destination>, ((ModuleConfig) -> Void) -> Void) -> Void) -> Destination? {
        let config = route.makeDefaultConfiguration()
        if let viewConfig = config as? ViewRouteConfig { viewConfig.routeType = .makeDestination }
        configure(ViewRouteStrictConfig(configuration: config)) { prepareModule in
            if let module = config as? ModuleConfig { prepareModule(module) }
        }
        return route.makeDestination(config) as? Destination
    }
}

/// A found service route with typed destination and module config.
public class ServiceRouterType<Destination, ModuleConfig> {
    package let route: ZIKRouteEntry

    package init(route: ZIKRouteEntry) { self.route = route }

    public convenience init(routerType: ZIKServiceRouterType<AnyObject, ZIKPerformRouteConfiguration>) {
        self.init(route: routerType.route)
    }

    /// Stub only: the recorded name of the route ("SettingsServiceRouter", "ZIKServiceRoute").
    public var routeName: String { route.name }

    public var defaultRouteConfiguration: ModuleConfig {
        guard let config = route.makeDefaultConfiguration() as? ModuleConfig else {
            zikRouterTrap("The default configuration of \(route.name) is not a \(ModuleConfig.self).")
        }
        return config
    }

    @discardableResult
    public func perform(configuring configure: (PerformRouteStrictConfig<Destination>, ((ModuleConfig) -> Void) -> Void) -> Void,
                        removing removeConfigure: ((RemoveRouteStrictConfig<Destination>) -> Void)? = nil) -> ServiceRouter<Destination, ModuleConfig>? {
        let config = route.makeDefaultConfiguration()
        configure(PerformRouteStrictConfig(configuration: config)) { prepareModule in
            if let module = config as? ModuleConfig { prepareModule(module) }
        }
        removeConfigure?(RemoveRouteStrictConfig(configuration: RemoveRouteConfig()))
        return ServiceRouter(route: route, configuration: config)
    }

    @discardableResult
    public func perform(completion performerCompletion: @escaping (Bool, Destination?, ZIKRouteAction, Error?) -> Void) -> ServiceRouter<Destination, ModuleConfig>? {
        perform(configuring: { config, _ in
            config.completionHandler = { success, destination, action, error in
                performerCompletion(success, destination as? Destination, action, error)
            }
        })
    }

    @discardableResult
    public func perform(preparation prepare: @escaping (Destination) -> Void) -> ServiceRouter<Destination, ModuleConfig>? {
        perform(configuring: { config, _ in config.prepareDestination = prepare })
    }

    @discardableResult
    public func perform(successHandler performerSuccessHandler: ((Destination) -> Void)? = nil,
                        errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil) -> ServiceRouter<Destination, ModuleConfig>? {
        perform(configuring: { config, _ in
            config.successHandler = performerSuccessHandler
            config.errorHandler = performerErrorHandler
        })
    }

    public func makeDestination(preparation prepare: ((Destination) -> Void)? = nil) -> Destination? {
        let config = route.makeDefaultConfiguration()
        let strict = PerformRouteStrictConfig<Destination>(configuration: config)
        strict.prepareDestination = prepare
        return route.makeDestination(config) as? Destination
    }

    public func makeDestination(configuring configure: (PerformRouteStrictConfig<Destination>, ((ModuleConfig) -> Void) -> Void) -> Void) -> Destination? {
        let config = route.makeDefaultConfiguration()
        configure(PerformRouteStrictConfig(configuration: config)) { prepareModule in
            if let module = config as? ModuleConfig { prepareModule(module) }
        }
        return route.makeDestination(config) as? Destination
    }
}

/// A performed view route. The destination is made (and prepared) when the router is created.
public class ViewRouter<Destination, ModuleConfig> {
    package let route: ZIKRouteEntry
    public let configuration: PerformRouteConfig
    public private(set) var destination: Destination?
    public private(set) var state: RouterState

    package init(route: ZIKRouteEntry, configuration: PerformRouteConfig) {
        self.route = route
        self.configuration = configuration
        let made = route.makeDestination(configuration)
        destination = made as? Destination
        state = made == nil ? .unrouted : .routed
        if made == nil {
            configuration.errorHandler?("performRoute", ZIKRouteError.destinationUnavailable)
        }
        configuration.completionHandler?(made != nil, made, "performRoute",
                                         made == nil ? ZIKRouteError.destinationUnavailable : nil)
    }

    public var canRemove: Bool { state == .routed }

    public func removeRoute(successHandler performerSuccessHandler: (() -> Void)? = nil,
                            errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil) {
        guard canRemove else {
            performerErrorHandler?("removeRoute", ZIKRouteError.actionFailed)
            return
        }
        destination = nil
        state = .unrouted
        performerSuccessHandler?()
    }
}

/// A performed service route. The destination is made (and prepared) when the router is created.
public class ServiceRouter<Destination, ModuleConfig> {
    package let route: ZIKRouteEntry
    public let configuration: PerformRouteConfig
    public private(set) var destination: Destination?
    public private(set) var state: RouterState

    package init(route: ZIKRouteEntry, configuration: PerformRouteConfig) {
        self.route = route
        self.configuration = configuration
        let made = route.makeDestination(configuration)
        destination = made as? Destination
        state = made == nil ? .unrouted : .routed
        if made == nil {
            configuration.errorHandler?("performRoute", ZIKRouteError.destinationUnavailable)
        }
        configuration.completionHandler?(made != nil, made, "performRoute",
                                         made == nil ? ZIKRouteError.destinationUnavailable : nil)
    }

    public var canRemove: Bool { state == .routed }

    public func removeRoute(successHandler performerSuccessHandler: (() -> Void)? = nil,
                            errorHandler performerErrorHandler: ((ZIKRouteAction, Error) -> Void)? = nil) {
        guard canRemove else {
            performerErrorHandler?("removeRoute", ZIKRouteError.actionFailed)
            return
        }
        destination = nil
        state = .unrouted
        performerSuccessHandler?()
    }
}
