/// A view router's `+supportedRouteTypes`, as ZIKRouter's `ZIKViewRouteTypeMask` defines it
/// (`ZIKViewRouteConfiguration.h`). Only the bits the checks ask about need to be exact; the
/// platform-dependent ones (`Push`, `PresentAsSheet`…) take their iOS values.
package struct ViewRouteTypeMask: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let push = ViewRouteTypeMask(rawValue: 1 << 0)
    package static let presentModally = ViewRouteTypeMask(rawValue: 1 << 1)
    package static let presentAsPopover = ViewRouteTypeMask(rawValue: 1 << 2)
    package static let presentAsSheet = ViewRouteTypeMask(rawValue: 1 << 3)
    package static let presentWithAnimator = ViewRouteTypeMask(rawValue: 1 << 4)
    package static let performSegue = ViewRouteTypeMask(rawValue: 1 << 5)
    package static let show = ViewRouteTypeMask(rawValue: 1 << 6)
    package static let showDetail = ViewRouteTypeMask(rawValue: 1 << 7)
    package static let addAsChildViewController = ViewRouteTypeMask(rawValue: 1 << 8)
    package static let addAsSubview = ViewRouteTypeMask(rawValue: 1 << 9)
    package static let custom = ViewRouteTypeMask(rawValue: 1 << 10)
    package static let makeDestination = ViewRouteTypeMask(rawValue: 1 << 11)
    package static let viewControllerDefault: ViewRouteTypeMask = [
        .push, .presentModally, .presentAsPopover, .performSegue, .show, .showDetail, .addAsChildViewController,
        .makeDestination,
    ]
    package static let viewDefault: ViewRouteTypeMask = [.addAsSubview, .makeDestination]

    /// The constants by their Swift member names; the Objective-C names are
    /// `ZIKViewRouteTypeMask` followed by the capitalised member name (`UIViewDefault` for
    /// `uiViewDefault`).
    package static let members: [String: ViewRouteTypeMask] = [
        "push": .push, "presentModally": .presentModally, "presentAsPopover": .presentAsPopover,
        "presentAsSheet": .presentAsSheet, "presentWithAnimator": .presentWithAnimator, "performSegue": .performSegue,
        "show": .show, "showDetail": .showDetail, "addAsChildViewController": .addAsChildViewController,
        "addAsSubview": .addAsSubview, "custom": .custom, "makeDestination": .makeDestination,
        "getDestination": .makeDestination, "viewControllerDefault": .viewControllerDefault,
        "uiViewControllerDefault": .viewControllerDefault, "viewDefault": .viewDefault, "uiViewDefault": .viewDefault,
    ]

    /// The mask types: a router's, and a block route's (`ZIKBlockViewRouteTypeMask`, whose
    /// constants have the same values and names).
    private static let typeNames = ["ZIKViewRouteTypeMask", "ZIKBlockViewRouteTypeMask"]

    /// `.viewDefault` or `ZIKViewRouteTypeMask.viewDefault` (Swift).
    package static func swiftMember(_ name: String) -> ViewRouteTypeMask? {
        var member = Substring(name)
        if let type = typeNames.first(where: { name.hasPrefix($0 + ".") }) { member = member.dropFirst(type.count + 1) }
        return members[String(member)]
    }

    /// `ZIKViewRouteTypeMaskViewDefault`, `ZIKBlockViewRouteTypeMaskCustom` (Objective-C).
    package static func objcConstant(_ name: String) -> ViewRouteTypeMask? {
        guard let type = typeNames.first(where: name.hasPrefix) else { return nil }
        let suffix = name.dropFirst(type.count)
        guard let first = suffix.first else { return nil }
        let member = suffix.hasPrefix("UI") ? "ui" + suffix.dropFirst(2) : first.lowercased() + suffix.dropFirst()
        return members[member]
    }

    /// What ZIKRouter asks of a router whose destination is a view (`ZIKViewRouteRegistry.m:499`).
    package var supportsAddAsSubviewOrCustom: Bool { !isDisjoint(with: [.addAsSubview, .custom]) }
}

/// What a `supportedRouteTypes` override returns, as far as a static reading can tell.
package enum RouteTypesVerdict: Hashable, Sendable {
    /// Named constants, alone or joined by `|` (an array literal in Swift).
    case literal(ViewRouteTypeMask)
    /// Anything else; the text is kept for the report.
    case unknown(String)
}

/// The instance methods a router must define itself to support `ZIKViewRouteTypeCustom`.
package enum CustomRouteMethod: String, Hashable, Sendable, CaseIterable {
    /// `-canPerformCustomRoute` / `canPerformCustomRoute()`.
    case canPerform
    /// `-performCustomRouteOnDestination:fromSource:configuration:` /
    /// `performCustomRoute(onDestination:fromSource:configuration:)`.
    case perform

    package var objcSelector: String {
        switch self {
        case .canPerform: "canPerformCustomRoute"
        case .perform: "performCustomRouteOnDestination:fromSource:configuration:"
        }
    }

    package var swiftName: String {
        switch self {
        case .canPerform: "canPerformCustomRoute()"
        case .perform: "performCustomRoute(onDestination:fromSource:configuration:)"
        }
    }
}

/// What the chain of a `ZIKViewRoute` block route sets up besides its registrations, kept on the
/// registration of the destination class its creation names.
package struct BlockRouteTraits: Hashable, Sendable {
    /// `.makeSupportedRouteTypes(…)`'s block; nil without one (the route then supports
    /// `ZIKViewRouteTypeMaskViewControllerDefault`, its router class's).
    package var routeTypes: RouteTypesVerdict?
    /// `.canPerformCustomRoute(…)`, `.performCustomRoute(…)`.
    package var customBlocks: Set<CustomRouteMethod> = []
    /// The route is held in a variable and also configured by statements routegen does not
    /// follow (a variable passed on, or one holding more than one route).
    package var configuredElsewhere = false

    package init(
        routeTypes: RouteTypesVerdict? = nil, customBlocks: Set<CustomRouteMethod> = [],
        configuredElsewhere: Bool = false
    ) {
        self.routeTypes = routeTypes
        self.customBlocks = customBlocks
        self.configuredElsewhere = configuredElsewhere
    }

    /// Reads one link of the chain: returns false when the link is none of these.
    package mutating func read(link name: String, routeTypes verdict: @autoclosure () -> RouteTypesVerdict) -> Bool {
        switch name {
        case "makeSupportedRouteTypes": routeTypes = verdict()
        case "canPerformCustomRoute": customBlocks.insert(.canPerform)
        case "performCustomRoute": customBlocks.insert(.perform)
        default: return false
        }
        return true
    }
}
