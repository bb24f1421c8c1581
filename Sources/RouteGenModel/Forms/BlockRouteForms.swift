/// A registration made by a `ZIKViewRoute` / `ZIKServiceRoute` block route
/// (docs/ZIKRouter-semantics.md#registration-calls-block-routes): the call that creates the
/// route (which registers its destination) or one link of the chain after it. Whether a view or
/// service kind is registered follows from the route's type, not from the form.
package struct BlockRouteForm: Sendable {
    package enum Meaning: Sendable {
        case destination(exclusive: Bool)
        case destinationProtocol
        case moduleProtocol
        case identifier
        /// Also registers the pattern as an identifier.
        case urlPattern
        /// The protocol registration of a `RoutableView…<P>()` argument (Swift only).
        case routableEntry
    }

    /// How Objective-C spells a form: a creating message or a block property of the chain.
    package enum ObjCSpelling: Sendable {
        /// `[ZIKViewRoute makeRouteWithDestination:…]`: the selector's first part, sent to the class.
        case classMessage(String)
        /// `[[ZIKViewRoute alloc] initWithDestination:…]`: sent to a new instance.
        case initializer(String)
        /// `.registerIdentifier(@"id")`
        case blockProperty(String)

        package var name: String {
            switch self {
            case .classMessage(let name), .initializer(let name), .blockProperty(let name): name
            }
        }
    }

    package var meaning: Meaning
    /// Creates the route, and is recognised only when sent to a block-route type.
    package var createsRoute: Bool
    /// Swift: matched on the method and its first argument label.
    package var swift: SwiftCallSpelling?
    package var objc: ObjCSpelling?

    package init(_ meaning: Meaning, createsRoute: Bool = false, swift: SwiftCallSpelling?, objc: ObjCSpelling?) {
        self.meaning = meaning
        self.createsRoute = createsRoute
        self.swift = swift
        self.objc = objc
    }

    /// What the form registers on a view or service route; a routable entry's kind comes from
    /// the entry, so it yields nothing here.
    package func kinds(onServiceRoute isService: Bool) -> [RegistrationKind] {
        switch meaning {
        case .destination(let exclusive): [.destination(inServiceRegistry: isService, exclusive: exclusive)]
        case .destinationProtocol: [isService ? .serviceProtocol : .viewProtocol]
        case .moduleProtocol: [isService ? .serviceModuleProtocol : .viewModuleProtocol]
        case .identifier: [.identifier]
        case .urlPattern: [.urlPattern, .identifier]
        case .routableEntry: []
        }
    }

    /// The key each registration of `kinds` reads: a destination class, a protocol or a string.
    package var key: RegistrationForm.Key {
        switch meaning {
        case .destination: .destinationClass
        case .destinationProtocol, .moduleProtocol: .protocolName
        case .identifier, .urlPattern: .string
        case .routableEntry: .routableEntry
        }
    }

    package static let all: [BlockRouteForm] = [
        .init(
            .destination(exclusive: false), createsRoute: true,
            swift: "make(withDestination:makeDestination:)", objc: .classMessage("makeRouteWithDestination")),
        .init(
            .destination(exclusive: true), createsRoute: true,
            swift: "make(withExclusiveDestination:makeDestination:)",
            objc: .classMessage("makeRouteWithExclusiveDestination")),
        .init(
            .destination(exclusive: false), createsRoute: true, swift: nil, objc: .initializer("initWithDestination")),
        .init(
            .destination(exclusive: true), createsRoute: true, swift: nil,
            objc: .initializer("initWithExclusiveDestination")),
        .init(
            .destination(exclusive: false), swift: "registerDestination(_:)",
            objc: .blockProperty("registerDestination")),
        .init(
            .destination(exclusive: true), swift: "registerExclusiveDestination(_:)",
            objc: .blockProperty("registerExclusiveDestination")),
        .init(
            .destinationProtocol, swift: "registerDestinationProtocol(_:)",
            objc: .blockProperty("registerDestinationProtocol")),
        .init(.moduleProtocol, swift: "registerModuleProtocol(_:)", objc: .blockProperty("registerModuleProtocol")),
        .init(.identifier, swift: "registerIdentifier(_:)", objc: .blockProperty("registerIdentifier")),
        .init(.urlPattern, swift: "registerURLPattern(_:)", objc: .blockProperty("registerURLPattern")),
        .init(.routableEntry, swift: "register(_:)", objc: nil),
    ]

    /// Block-route types (typedefs and macros included, read by name) and whether each is a
    /// service route. `initWithMakeDestination:` makes an unregistered temporary route and has no row.
    package static let routeTypes: [String: Bool] = [
        "ZIKViewRoute": false, "ZIKAnyViewRoute": false, "ZIKDestinationViewRoute": false, "ZIKModuleViewRoute": false,
        "ZIKServiceRoute": true, "ZIKAnyServiceRoute": true, "ZIKDestinationServiceRoute": true,
        "ZIKModuleServiceRoute": true,
    ]

    package static func matchingSwift(method: String, firstLabel: String?) -> BlockRouteForm? {
        all.first { $0.swift?.method == method && $0.swift?.labels.first == (firstLabel ?? "_") }
    }

    package static func matchingObjC(_ spelling: ObjCSpelling) -> BlockRouteForm? {
        all.first {
            switch ($0.objc, spelling) {
            case (.classMessage(let a)?, .classMessage(let b)), (.initializer(let a)?, .initializer(let b)),
                (.blockProperty(let a)?, .blockProperty(let b)):
                a == b
            default: false
            }
        }
    }
}

extension RegistrationKind {
    /// A destination-class registration in the view or service registry.
    package static func destination(inServiceRegistry isService: Bool, exclusive: Bool) -> RegistrationKind {
        switch (isService, exclusive) {
        case (false, false): .view
        case (false, true): .exclusiveView
        case (true, false): .service
        case (true, true): .exclusiveService
        }
    }
}
