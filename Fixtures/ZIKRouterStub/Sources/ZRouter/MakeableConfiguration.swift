// Makeable configurations: module configs that carry destination factories instead of a config subclass.
// `makeDestinationWith` / `constructDestination` trap if read on a configuration made with `init()`.

open class ViewMakeableConfiguration<Destination, Constructor>: ZIKViewRouteConfiguration, ZIKDestinationMakeable {
    private var _makeDestinationWith: Constructor?
    private var _constructDestination: Constructor?

    public var makeDestination: (() -> Destination?)?
    public var makedDestination: Destination?
    public var makeDestinationWith: Constructor {
        get { _makeDestinationWith ?? { zikRouterTrap("makeDestinationWith was not set (use init(_:)).") }() }
        set { _makeDestinationWith = newValue }
    }
    public var constructDestination: Constructor {
        get { _constructDestination ?? { zikRouterTrap("constructDestination was not set (use init(_:)).") }() }
        set { _constructDestination = newValue }
    }
    public var didMakeDestination: ((Destination) -> Void)?
    public var __prepareDestination: ((Destination) -> Void)?
    public lazy var constructorContainer: [String: Any] = [:]

    public init(_ constructor: Constructor) {
        _makeDestinationWith = constructor
        _constructDestination = constructor
        super.init()
    }

    public required init() { super.init() }

    package func _makeAnyDestination() -> Any? {
        guard let destination = makeDestination?() else { return nil }
        makedDestination = destination
        __prepareDestination?(destination)
        if let didMake = didMakeDestination {
            didMakeDestination = nil
            didMake(destination)
        }
        return destination
    }
}

open class AnyViewMakeableConfiguration<Destination, Maker, Constructor>: ZIKViewRouteConfiguration, ZIKDestinationMakeable {
    private var _makeDestinationWith: Maker?
    private var _constructDestination: Constructor?

    public var makeDestination: (() -> Destination?)?
    public var makedDestination: Destination?
    public var makeDestinationWith: Maker {
        get { _makeDestinationWith ?? { zikRouterTrap("makeDestinationWith was not set (use init(makeDestinationWith:constructDestination:)).") }() }
        set { _makeDestinationWith = newValue }
    }
    public var constructDestination: Constructor {
        get { _constructDestination ?? { zikRouterTrap("constructDestination was not set (use init(makeDestinationWith:constructDestination:)).") }() }
        set { _constructDestination = newValue }
    }
    public var didMakeDestination: ((Destination) -> Void)?
    public var __prepareDestination: ((Destination) -> Void)?
    public lazy var constructorContainer: [String: Any] = [:]

    public init(makeDestinationWith maker: Maker, constructDestination constructor: Constructor) {
        _makeDestinationWith = maker
        _constructDestination = constructor
        super.init()
    }

    public required init() { super.init() }

    package func _makeAnyDestination() -> Any? {
        guard let destination = makeDestination?() else { return nil }
        makedDestination = destination
        __prepareDestination?(destination)
        if let didMake = didMakeDestination {
            didMakeDestination = nil
            didMake(destination)
        }
        return destination
    }
}

open class ServiceMakeableConfiguration<Destination, Constructor>: ZIKPerformRouteConfiguration, ZIKDestinationMakeable {
    private var _makeDestinationWith: Constructor?
    private var _constructDestination: Constructor?

    public var makeDestination: (() -> Destination?)?
    public var makedDestination: Destination?
    public var makeDestinationWith: Constructor {
        get { _makeDestinationWith ?? { zikRouterTrap("makeDestinationWith was not set (use init(_:)).") }() }
        set { _makeDestinationWith = newValue }
    }
    public var constructDestination: Constructor {
        get { _constructDestination ?? { zikRouterTrap("constructDestination was not set (use init(_:)).") }() }
        set { _constructDestination = newValue }
    }
    public var didMakeDestination: ((Destination) -> Void)?
    public var __prepareDestination: ((Destination) -> Void)?
    public lazy var constructorContainer: [String: Any] = [:]

    public init(_ constructor: Constructor) {
        _makeDestinationWith = constructor
        _constructDestination = constructor
        super.init()
    }

    public required init() { super.init() }

    package func _makeAnyDestination() -> Any? {
        guard let destination = makeDestination?() else { return nil }
        makedDestination = destination
        __prepareDestination?(destination)
        if let didMake = didMakeDestination {
            didMakeDestination = nil
            didMake(destination)
        }
        return destination
    }
}
