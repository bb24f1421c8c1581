// The registries: ZIKRouteRegistry (public API) and the recording/checking core shared with ZRouter.
//
// Every registration is checked the way ZIKRouter 1.1.1 asserts in DEBUG (here: `fatalError`, in every build
// configuration) and then appended to `ZIKRouteRegistry.registeredKeys` as "<RouterClass> <kind> <key>".

/// Manual registration control (ObjC `ZIKRouteRegistry`, declared in ZIKRouter.Internal).
public final class ZIKRouteRegistry {
    private init() {}

    nonisolated(unsafe) private static var _autoRegister = true

    /// Whether ZIKRouter registers all routers by itself at launch. Default `true`. A manually registering app
    /// sets it to `false` before anything else. Setting it after registration finished traps.
    public static var autoRegister: Bool {
        get { _autoRegister }
        set {
            if registrationFinished {
                zikRouterTrap("autoRegister can't be changed after registration is finished. Set ZIKRouteRegistry.autoRegister before registering any router.")
            }
            _autoRegister = newValue
        }
    }

    /// True once `notifyRegistrationFinished()` ran. Any registration afterwards traps.
    nonisolated(unsafe) public private(set) static var registrationFinished = false

    /// Stub only: every registration in order, as "<RouterClass> <kind> <key>". See README.md.
    nonisolated(unsafe) public private(set) static var registeredKeys: [String] = []

    /// ZIKRouter enumerates every router class through the Objective-C runtime here. Linux has no class list, so
    /// the stub cannot do it and traps (no-op once registration finished, like ZIKRouter).
    public static func registerAll() {
        if registrationFinished { return }
        zikRouterTrap("ZIKRouteRegistry.registerAll() is not available in ZIKRouterStub: Linux has no Objective-C runtime to enumerate router classes. Set ZIKRouteRegistry.autoRegister = false, call each router's registerRoutableDestination() (e.g. a generated RouteRegistry.registerAllRoutes()) and then ZIKRouteRegistry.notifyRegistrationFinished().")
    }

    /// Ends manual registration. Traps unless `autoRegister == false`, and when called twice. Then calls
    /// `_didFinishRegistration()` on every router class that registered something.
    public static func notifyRegistrationFinished() {
        if _autoRegister {
            zikRouterTrap("notifyRegistrationFinished() can only be called when ZIKRouteRegistry.autoRegister is false (manual registration).")
        }
        if registrationFinished {
            zikRouterTrap("notifyRegistrationFinished() was already called. Registration can only finish once.")
        }
        registrationFinished = true
        let routers = ZIKRouteTable.view.routerClasses + ZIKRouteTable.service.routerClasses
        for router in routers {
            router.didFinishRegistration?()
        }
    }

    /// Stub only: forget every registration and go back to the launch state (`autoRegister == true`).
    public static func _resetForTesting() {
        _autoRegister = true
        registrationFinished = false
        registeredKeys = []
        ZIKRouteTable.view.reset()
        ZIKRouteTable.service.reset()
    }
}

// MARK: - Core shared with ZRouter (package access)

/// The two independent registries of ZIKRouter.
package enum ZIKRouteKind: Sendable {
    case view
    case service

    package var destinationKind: String { self == .view ? "view" : "service" }
    package var exclusiveKind: String { self == .view ? "exclusiveView" : "exclusiveService" }
    package var protocolKind: String { self == .view ? "viewProtocol" : "serviceProtocol" }
    package var moduleKind: String { self == .view ? "viewModuleProtocol" : "serviceModuleProtocol" }
    package var blockRouteName: String { self == .view ? "ZIKViewRoute" : "ZIKServiceRoute" }

    package var table: ZIKRouteTable { self == .view ? ZIKRouteTable.view : ZIKRouteTable.service }
}

/// A route object: a router class, a block route instance, or the internal route of an easy registration.
package final class ZIKRouteEntry {
    /// Identity of the route object (the router class, or the route instance).
    package let id: ObjectIdentifier
    /// Name used in `registeredKeys` and in messages.
    package let name: String
    package let kind: ZIKRouteKind
    package let isRouterClass: Bool
    package let makeDefaultConfiguration: () -> ZIKPerformRouteConfiguration
    /// Builds the destination with a configuration (used by the use-site API; may return nil).
    package let makeDestination: (ZIKPerformRouteConfiguration) -> Any?
    package let didFinishRegistration: (() -> Void)?

    package init(id: ObjectIdentifier, name: String, kind: ZIKRouteKind, isRouterClass: Bool,
                 makeDefaultConfiguration: @escaping () -> ZIKPerformRouteConfiguration,
                 makeDestination: @escaping (ZIKPerformRouteConfiguration) -> Any?,
                 didFinishRegistration: (() -> Void)? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.isRouterClass = isRouterClass
        self.makeDefaultConfiguration = makeDefaultConfiguration
        self.makeDestination = makeDestination
        self.didFinishRegistration = didFinishRegistration
    }

    /// Route of an easy registration (`register…(_:forMaking…:)`), one per call like ZIKRouter's lazy routes.
    package static func easyRoute(kind: ZIKRouteKind,
                                  makeDefaultConfiguration: @escaping () -> ZIKPerformRouteConfiguration,
                                  makeDestination: @escaping (ZIKPerformRouteConfiguration) -> Any?) -> ZIKRouteEntry {
        let token = EasyRouteToken()
        return ZIKRouteEntry(id: ObjectIdentifier(token), name: kind.blockRouteName, kind: kind, isRouterClass: false,
                             makeDefaultConfiguration: { _ = token; return makeDefaultConfiguration() },
                             makeDestination: makeDestination)
    }

    private final class EasyRouteToken {}
}

/// State of one registry (view or service).
package final class ZIKRouteTable {
    nonisolated(unsafe) package static let view = ZIKRouteTable()
    nonisolated(unsafe) package static let service = ZIKRouteTable()

    /// destination class → its exclusive route
    var exclusiveRoutes: [ObjectIdentifier: ZIKRouteEntry] = [:]
    /// destination class → routes that registered it shared
    var sharedRoutes: [ObjectIdentifier: [ZIKRouteEntry]] = [:]
    /// destination class → easy registration making it
    var makingRoutes: [ObjectIdentifier: ZIKRouteEntry] = [:]
    var destinationProtocols: [String: ZIKRouteEntry] = [:]
    var moduleProtocols: [String: ZIKRouteEntry] = [:]
    var identifiers: [String: ZIKRouteEntry] = [:]
    var urlPatterns: [(pattern: String, route: ZIKRouteEntry)] = []
    /// adapter protocol → (adaptee protocol, adapter class name)
    var destinationAdapters: [String: (adaptee: String, adapter: String)] = [:]
    var moduleAdapters: [String: (adaptee: String, adapter: String)] = [:]
    /// router classes that registered something, in first-registration order
    package private(set) var routerClasses: [ZIKRouteEntry] = []

    func reset() {
        exclusiveRoutes = [:]
        sharedRoutes = [:]
        makingRoutes = [:]
        destinationProtocols = [:]
        moduleProtocols = [:]
        identifiers = [:]
        urlPatterns = []
        destinationAdapters = [:]
        moduleAdapters = [:]
        routerClasses = []
    }

    func noteRoute(_ route: ZIKRouteEntry) {
        if route.isRouterClass && !routerClasses.contains(where: { $0.id == route.id }) {
            routerClasses.append(route)
        }
    }
}

extension ZIKRouteRegistry {
    private static func record(_ route: ZIKRouteEntry, _ kind: String, _ key: String) {
        registeredKeys.append("\(route.name) \(kind) \(key)")
        route.kind.table.noteRoute(route)
    }

    private static func recordAdapter(_ route: ZIKRouteEntry, _ adapter: String, _ adaptee: String) {
        registeredKeys.append("\(route.name) adapter \(adapter)->\(adaptee)")
        route.kind.table.noteRoute(route)
    }

    private static func checkNotFinished(_ who: String, _ kind: String, _ key: String) {
        if registrationFinished {
            zikRouterTrap("Only register in +registerRoutableDestination. Can't register after app did finish launch (\(who) \(kind) \(key)).")
        }
    }

    private static func names(_ routes: [ZIKRouteEntry]) -> String {
        routes.map(\.name).joined(separator: ", ")
    }

    // MARK: Destination classes

    /// `registerView(_:)` / `registerExclusiveView(_:)` / service equivalents / block-route destinations.
    package static func _registerDestination(_ destinationClass: AnyClass, exclusive: Bool, route: ZIKRouteEntry) {
        let kind = route.kind
        let table = kind.table
        let clsName = String(describing: destinationClass)
        let cls = ObjectIdentifier(destinationClass)
        checkNotFinished(route.name, exclusive ? kind.exclusiveKind : kind.destinationKind, clsName)
        if let existing = table.exclusiveRoutes[cls] {
            if exclusive {
                zikRouterTrap("There is already a registered exclusive router (\(existing.name)) for destinationClass (\(clsName)), can't register exclusive router (\(route.name)). You can only specific one exclusive router for each destinationClass.")
            }
            zikRouterTrap("There is a registered exclusive router (\(existing.name)), can't register this router (\(route.name)) for destinationClass (\(clsName)).")
        }
        if exclusive {
            if let shared = table.sharedRoutes[cls], !shared.isEmpty {
                zikRouterTrap("destinationClass (\(clsName)) already registered with another router (\(names(shared))), can't register exclusive router (\(route.name)).")
            }
            if table.makingRoutes[cls] != nil {
                zikRouterTrap("destinationClass (\(clsName)) already registered with `registerXXX:forMakingXXX:`, can't register exclusive router (\(route.name)).")
            }
            table.exclusiveRoutes[cls] = route
            record(route, kind.exclusiveKind, clsName)
        } else {
            var shared = table.sharedRoutes[cls] ?? []
            if !shared.contains(where: { $0.id == route.id }) { shared.append(route) }
            table.sharedRoutes[cls] = shared
            record(route, kind.destinationKind, clsName)
        }
    }

    // MARK: Protocols

    /// Destination (`module == false`) or module-config (`module == true`) protocol → route.
    /// `swift == true` is ZRouter's `register(Routable…<P>())` path: a second registration traps even from the
    /// same route. Otherwise (ObjC-style `registerViewProtocol(_:)`…) the same route may register again.
    package static func _registerProtocol(_ key: String, module: Bool, swift: Bool, route: ZIKRouteEntry) {
        let kind = route.kind
        let table = kind.table
        let kindName = module ? kind.moduleKind : kind.protocolKind
        checkNotFinished(route.name, kindName, key)
        let existing = module ? table.moduleProtocols[key] : table.destinationProtocols[key]
        if let existing {
            let what = kind == .view ? (module ? "view config protocol" : "view protocol")
                                     : (module ? "service config protocol" : "service protocol")
            if swift {
                zikRouterTrap("\(what) (\(key)) was already registered with router (\(existing.name)).")
            }
            if existing.id != route.id {
                let objcWhat = module ? "Module config protocol" : "Destination protocol"
                zikRouterTrap("\(objcWhat) (\(key)) already registered with another router (\(existing.name)), can't register with router (\(route.name)).")
            }
        }
        if module { table.moduleProtocols[key] = route } else { table.destinationProtocols[key] = route }
        record(route, kindName, key)
    }

    // MARK: Identifiers and URL patterns

    package static func _registerIdentifier(_ identifier: String, route: ZIKRouteEntry) {
        let table = route.kind.table
        checkNotFinished(route.name, "identifier", identifier)
        if let existing = table.identifiers[identifier] {
            if existing.id == route.id {
                zikRouterTrap("Identifier (\(identifier)) already registered with router (\(route.name)), can't register it twice.")
            }
            zikRouterTrap("Identifier (\(identifier)) already registered with another router (\(existing.name)), can't register with router (\(route.name)).")
        }
        table.identifiers[identifier] = route
        record(route, "identifier", identifier)
    }

    /// Adds the pattern to the URL matcher and registers it as identifier too, like ZIKRouter's URL router.
    package static func _registerURLPattern(_ pattern: String, route: ZIKRouteEntry) {
        let table = route.kind.table
        checkNotFinished(route.name, "urlPattern", pattern)
        table.urlPatterns.append((pattern, route))
        record(route, "urlPattern", pattern)
        _registerIdentifier(pattern, route: route)
    }

    // MARK: Easy registrations

    /// `register…Protocol(_:forMaking…:)`, `registerIdentifier(_:forMaking…:)`, ZRouter `register(_:forMaking…:)`.
    /// `kindName` is one of the protocol kinds or "identifier". Any earlier binding of the key traps.
    package static func _registerEasy(kindName: String, key: String, making destinationClass: AnyClass,
                                      route: ZIKRouteEntry) {
        let kind = route.kind
        let table = kind.table
        let clsName = String(describing: destinationClass)
        let cls = ObjectIdentifier(destinationClass)
        checkNotFinished(route.name, kindName, key)
        if let exclusive = table.exclusiveRoutes[cls] {
            zikRouterTrap("There is a registered exclusive router (\(exclusive.name)) for destination class (\(clsName)), can't register \(kindName) (\(key)) for making it.")
        }
        switch kindName {
        case "identifier":
            if let existing = table.identifiers[key] {
                zikRouterTrap("Identifier (\(key)) already registered with another router (\(existing.name)), can't register for making destination (\(clsName)).")
            }
            table.identifiers[key] = route
        case kind.moduleKind:
            if let existing = table.moduleProtocols[key] {
                zikRouterTrap("Protocol (\(key)) already registered with another destination or router (\(existing.name)), can't register for making destination (\(clsName)).")
            }
            table.moduleProtocols[key] = route
        default:
            if let existing = table.destinationProtocols[key] {
                zikRouterTrap("Protocol (\(key)) already registered with another destination or router (\(existing.name)), can't register for making destination (\(clsName)).")
            }
            table.destinationProtocols[key] = route
        }
        table.makingRoutes[cls] = route
        record(route, kindName, key)
    }

    // MARK: Adapters

    /// `route` is the adapter class (an `isAdapter()` router); its name is recorded.
    package static func _registerAdapter(_ adapter: String, forAdaptee adaptee: String, module: Bool,
                                         route: ZIKRouteEntry) {
        let table = route.kind.table
        let adapterClass = route.name
        checkNotFinished(adapterClass, "adapter", "\(adapter)->\(adaptee)")
        let bound = module ? table.moduleProtocols[adapter] : table.destinationProtocols[adapter]
        if let bound {
            zikRouterTrap("Adapter (\(adapter)) already register with router (\(bound.name)), can't adapt it to adaptee (\(adaptee)).")
        }
        let existing = module ? table.moduleAdapters[adapter] : table.destinationAdapters[adapter]
        if let existing, existing.adaptee != adaptee {
            zikRouterTrap("Adapter (\(adapter)) already register another adaptee (\(existing.adaptee)), can't register adaptee (\(adaptee)).")
        }
        if adapter == adaptee {
            zikRouterTrap("Adapter (\(adapter)) can't adapt itself.")
        }
        if module {
            table.moduleAdapters[adapter] = (adaptee, adapterClass)
        } else {
            table.destinationAdapters[adapter] = (adaptee, adapterClass)
        }
        recordAdapter(route, adapter, adaptee)
    }

    // MARK: Lookups (use-site API)

    /// The route registered for a protocol key, following adapter → adaptee chains.
    package static func _route(kind: ZIKRouteKind, module: Bool, key: String) -> ZIKRouteEntry? {
        let table = kind.table
        var current = key
        var visited: Set<String> = []
        while true {
            if let route = module ? table.moduleProtocols[current] : table.destinationProtocols[current] {
                return route
            }
            guard let next = module ? table.moduleAdapters[current] : table.destinationAdapters[current] else {
                return nil
            }
            visited.insert(current)
            if visited.contains(next.adaptee) {
                zikRouterTrap("Adapter chain of (\(key)) has a cycle at (\(next.adaptee)).")
            }
            current = next.adaptee
        }
    }

    package static func _route(kind: ZIKRouteKind, identifier: String) -> ZIKRouteEntry? {
        kind.table.identifiers[identifier]
    }

    /// Matches a URL against the registered patterns ("scheme://host/path/:param", a final "*" taking the
    /// rest of the path; query ignored), in registration order.
    package static func _route(kind: ZIKRouteKind, url: String) -> ZIKRouteEntry? {
        let path = url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? url
        let urlParts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (pattern, route) in kind.table.urlPatterns {
            var parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
            if parts.last == "*" {
                parts.removeLast()
                guard urlParts.count > parts.count else { continue }
            } else {
                guard parts.count == urlParts.count else { continue }
            }
            let matches = zip(parts, urlParts).allSatisfy { p, u in
                p == u || (p.hasPrefix(":") && !u.isEmpty)
            }
            if matches { return route }
        }
        return nil
    }
}
