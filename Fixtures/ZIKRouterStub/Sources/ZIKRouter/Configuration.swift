// Route configurations. `required init()` on the root lets generic routers build `RouteConfig()`.

open class ZIKRouteConfiguration {
    public var errorHandler: ((ZIKRouteAction, Error) -> Void)?
    public var completionHandler: ((Bool, Any?, ZIKRouteAction, Error?) -> Void)?
    public required init() {}
}

open class ZIKPerformRouteConfiguration: ZIKRouteConfiguration {
    public var prepareDestination: ((Any) -> Void)?
    public var successHandler: ((Any) -> Void)?
    public var userInfo: [String: Any] = [:]

    public required init() { super.init() }

    public func addUserInfo(forKey key: String, object: Any) { userInfo[key] = object }
    public func addUserInfo(_ info: [String: Any]) { userInfo.merge(info) { _, new in new } }
}

open class ZIKRemoveRouteConfiguration: ZIKRouteConfiguration {
    public var prepareDestination: ((Any) -> Void)?
    public var successHandler: (() -> Void)?
    public required init() { super.init() }
}

open class ZIKViewRouteConfiguration: ZIKPerformRouteConfiguration {
    public var source: AnyObject?
    public var routeType: ZIKViewRouteType = .presentModally
    public var animated: Bool = true
    public required init() { super.init() }
}

open class ZIKViewRemoveConfiguration: ZIKRemoveRouteConfiguration {
    public var animated: Bool = true
    public required init() { super.init() }
}

/// Configuration carrying a destination factory (ObjC `ZIKViewMakeableConfiguration<Destination>`).
open class ZIKViewMakeableConfiguration<Destination>: ZIKViewRouteConfiguration {
    public var makeDestination: (() -> Destination?)?
    public var makedDestination: Destination?
    public required init() { super.init() }
}

/// Configuration carrying a destination factory (ObjC `ZIKServiceMakeableConfiguration<Destination>`).
open class ZIKServiceMakeableConfiguration<Destination>: ZIKPerformRouteConfiguration {
    public var makeDestination: (() -> Destination?)?
    public var makedDestination: Destination?
    public required init() { super.init() }
}

public typealias ZIKRouteConfig = ZIKRouteConfiguration
public typealias ZIKViewRouteConfig = ZIKViewRouteConfiguration
public typealias ZIKPerformRouteConfig = ZIKPerformRouteConfiguration
public typealias ZIKRemoveRouteConfig = ZIKRemoveRouteConfiguration
public typealias ZIKViewRemoveConfig = ZIKViewRemoveConfiguration

/// Configurations that can make their destination themselves (used by easy registrations of module protocols).
package protocol ZIKDestinationMakeable: AnyObject {
    func _makeAnyDestination() -> Any?
}

extension ZIKViewMakeableConfiguration: ZIKDestinationMakeable {
    package func _makeAnyDestination() -> Any? {
        guard let destination = makeDestination?() else { return nil }
        makedDestination = destination
        return destination
    }
}

extension ZIKServiceMakeableConfiguration: ZIKDestinationMakeable {
    package func _makeAnyDestination() -> Any? {
        guard let destination = makeDestination?() else { return nil }
        makedDestination = destination
        return destination
    }
}
