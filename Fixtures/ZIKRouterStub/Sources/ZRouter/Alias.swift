// Swift typealiases of ZRouter (Alias.swift).

public typealias RouterState = ZIKRouterState
public typealias RouteConfig = ZIKRouteConfiguration
public typealias PerformRouteConfig = ZIKPerformRouteConfiguration
public typealias RemoveRouteConfig = ZIKRemoveRouteConfiguration

public typealias ViewRouteType = ZIKViewRouteType
public typealias ViewRouteConfig = ZIKViewRouteConfiguration
public typealias ViewRemoveConfig = ZIKViewRemoveConfiguration

/// Router base with a specific destination class: `class R: ZIKDestinationViewRouter<SomeVC>`.
public typealias ZIKDestinationViewRouter<Destination: AnyObject> = ZIKViewRouter<Destination, ViewRouteConfig>
/// Router base with a specific configuration class (not a protocol): `class R: ZIKModuleViewRouter<SomeConfig>`.
public typealias ZIKModuleViewRouter<ModuleConfig: ViewRouteConfig> = ZIKViewRouter<AnyObject, ModuleConfig>
public typealias ZIKDestinationServiceRouter<Destination: AnyObject> = ZIKServiceRouter<Destination, PerformRouteConfig>
public typealias ZIKModuleServiceRouter<ModuleConfig: PerformRouteConfig> = ZIKServiceRouter<AnyObject, ModuleConfig>

// Wrappers of performed routers (not router bases).
public typealias AnyViewRouter = ViewRouter<Any, ViewRouteConfig>
public typealias DestinationViewRouter<Destination> = ViewRouter<Destination, ViewRouteConfig>
public typealias ModuleViewRouter<ModuleConfig> = ViewRouter<Any, ModuleConfig>
public typealias AnyServiceRouter = ServiceRouter<Any, PerformRouteConfig>
public typealias DestinationServiceRouter<Destination> = ServiceRouter<Destination, PerformRouteConfig>
public typealias ModuleServiceRouter<ModuleConfig> = ServiceRouter<Any, ModuleConfig>
