// Routable markers, value types and route paths of ZIKRouter.

/// Destination classes conform to this to declare they are routable views (ObjC: `ZIKRoutableView`).
public protocol ZIKRoutableView: AnyObject {}
/// Destination classes conform to this to declare they are routable services (ObjC: `ZIKRoutableService`).
public protocol ZIKRoutableService: AnyObject {}
/// Root of routable view protocols (ObjC `@protocol P <ZIKViewRoutable>`). Unused on Linux, kept for spelling.
public protocol ZIKViewRoutable {}
/// Root of routable view module (configuration) protocols.
public protocol ZIKViewModuleRoutable {}
/// Root of routable service protocols.
public protocol ZIKServiceRoutable {}
/// Root of routable service module (configuration) protocols.
public protocol ZIKServiceModuleRoutable {}

/// Action names passed to error handlers (ObjC `ZIKRouteAction`, an NSString typedef).
public typealias ZIKRouteAction = String

public enum ZIKRouterState: Int, Sendable {
    case unrouted
    case routing
    case routed
    case removing
}

public enum ZIKViewRouteType: Int, Sendable {
    case push
    case presentModally
    case presentAsPopover
    case performSegue
    case show
    case showDetail
    case addAsChildViewController
    case addAsSubview
    case custom
    case makeDestination
}

public struct ZIKViewRouteTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let push = ZIKViewRouteTypeMask(rawValue: 1 << 0)
    public static let presentModally = ZIKViewRouteTypeMask(rawValue: 1 << 1)
    public static let presentAsPopover = ZIKViewRouteTypeMask(rawValue: 1 << 2)
    public static let performSegue = ZIKViewRouteTypeMask(rawValue: 1 << 3)
    public static let show = ZIKViewRouteTypeMask(rawValue: 1 << 4)
    public static let showDetail = ZIKViewRouteTypeMask(rawValue: 1 << 5)
    public static let addAsChildViewController = ZIKViewRouteTypeMask(rawValue: 1 << 6)
    public static let addAsSubview = ZIKViewRouteTypeMask(rawValue: 1 << 7)
    public static let custom = ZIKViewRouteTypeMask(rawValue: 1 << 8)
    public static let makeDestination = ZIKViewRouteTypeMask(rawValue: 1 << 9)

    public static let viewControllerDefault: ZIKViewRouteTypeMask = [
        .push, .presentModally, .presentAsPopover, .performSegue, .show, .showDetail,
        .addAsChildViewController, .makeDestination,
    ]
    public static let viewDefault: ZIKViewRouteTypeMask = [.addAsSubview, .makeDestination]
}

/// Route path object used by the URL-router API (`performURL(_:path:)`). ZRouter's enum `ViewRoutePath` is the
/// Swift-side equivalent.
public final class ZIKViewRoutePath {
    public let routeType: ZIKViewRouteType
    public let source: AnyObject?

    public init(routeType: ZIKViewRouteType, source: AnyObject?) {
        self.routeType = routeType
        self.source = source
    }

    public static func push(from source: AnyObject) -> ZIKViewRoutePath { .init(routeType: .push, source: source) }
    public static func presentModally(from source: AnyObject) -> ZIKViewRoutePath { .init(routeType: .presentModally, source: source) }
    public static func show(from source: AnyObject) -> ZIKViewRoutePath { .init(routeType: .show, source: source) }
    public static func showDetail(from source: AnyObject) -> ZIKViewRoutePath { .init(routeType: .showDetail, source: source) }
    public static func addAsSubview(from source: AnyObject) -> ZIKViewRoutePath { .init(routeType: .addAsSubview, source: source) }
    public static func custom(from source: AnyObject?) -> ZIKViewRoutePath { .init(routeType: .custom, source: source) }
    public static var makeDestination: ZIKViewRoutePath { .init(routeType: .makeDestination, source: nil) }
}

/// Error codes given to error handlers by the use-site API (ObjC `ZIKRouteError…` codes).
public enum ZIKRouteError: Int, Error, Sendable {
    case invalidProtocol
    case invalidConfiguration
    case destinationUnavailable
    case actionFailed
    case overRoute
    case infiniteRecursion
}
