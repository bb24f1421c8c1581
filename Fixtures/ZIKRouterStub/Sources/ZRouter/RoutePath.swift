// Route paths and strictly typed configuration wrappers used by the use-site API.

public enum ViewRoutePath {
    case push(from: AnyObject)
    case presentModally(from: AnyObject)
    case show(from: AnyObject)
    case showDetail(from: AnyObject)
    case addAsSubview(from: AnyObject)
    case custom(from: AnyObject?)
    /// The router's default route type.
    case defaultPath(from: AnyObject)
    case makeDestination
    case extensible(path: ZIKViewRoutePath)

    public var source: AnyObject? {
        switch self {
        case .push(let source), .presentModally(let source), .show(let source), .showDetail(let source),
             .addAsSubview(let source), .defaultPath(let source):
            return source
        case .custom(let source):
            return source
        case .makeDestination:
            return nil
        case .extensible(let path):
            return path.source
        }
    }

    public var routeType: ViewRouteType {
        switch self {
        case .push: return .push
        case .presentModally, .defaultPath: return .presentModally
        case .show: return .show
        case .showDetail: return .showDetail
        case .addAsSubview: return .addAsSubview
        case .custom: return .custom
        case .makeDestination: return .makeDestination
        case .extensible(let path): return path.routeType
        }
    }
}

/// Typed view of a perform configuration.
public class PerformRouteStrictConfig<Destination> {
    public let configuration: PerformRouteConfig

    package init(configuration: PerformRouteConfig) { self.configuration = configuration }

    public var prepareDestination: ((Destination) -> Void)? {
        didSet {
            let block = prepareDestination
            configuration.prepareDestination = block.map { block in { if let d = $0 as? Destination { block(d) } } }
        }
    }

    public var successHandler: ((Destination) -> Void)? {
        didSet {
            let block = successHandler
            configuration.successHandler = block.map { block in { if let d = $0 as? Destination { block(d) } } }
        }
    }

    public var errorHandler: ((ZIKRouteAction, Error) -> Void)? {
        get { configuration.errorHandler }
        set { configuration.errorHandler = newValue }
    }

    public var completionHandler: ((Bool, Any?, ZIKRouteAction, Error?) -> Void)? {
        get { configuration.completionHandler }
        set { configuration.completionHandler = newValue }
    }

    public var userInfo: [String: Any] { configuration.userInfo }

    public func addUserInfo(forKey key: String, object: Any) { configuration.addUserInfo(forKey: key, object: object) }

    public func addUserInfo(_ userInfo: [String: Any]) { configuration.addUserInfo(userInfo) }
}

/// Typed view of a view-route configuration.
public class ViewRouteStrictConfig<Destination>: PerformRouteStrictConfig<Destination> {
    public var routeType: ViewRouteType {
        get { (configuration as? ViewRouteConfig)?.routeType ?? .presentModally }
        set { (configuration as? ViewRouteConfig)?.routeType = newValue }
    }

    public var animated: Bool {
        get { (configuration as? ViewRouteConfig)?.animated ?? true }
        set { (configuration as? ViewRouteConfig)?.animated = newValue }
    }
}

/// Typed view of a remove configuration.
public class RemoveRouteStrictConfig<Destination> {
    public let configuration: RemoveRouteConfig

    package init(configuration: RemoveRouteConfig) { self.configuration = configuration }

    public var prepareDestination: ((Destination) -> Void)? {
        didSet {
            let block = prepareDestination
            configuration.prepareDestination = block.map { block in { if let d = $0 as? Destination { block(d) } } }
        }
    }

    public var successHandler: (() -> Void)? {
        get { configuration.successHandler }
        set { configuration.successHandler = newValue }
    }

    public var errorHandler: ((ZIKRouteAction, Error) -> Void)? {
        get { configuration.errorHandler }
        set { configuration.errorHandler = newValue }
    }
}

/// Typed view of a view remove configuration.
public class ViewRemoveStrictConfig<Destination>: RemoveRouteStrictConfig<Destination> {
    public var animated: Bool {
        get { (configuration as? ViewRemoveConfig)?.animated ?? true }
        set { (configuration as? ViewRemoveConfig)?.animated = newValue }
    }
}
