/// A view router's `+supportedRouteTypes`, as ZIKRouter's `ZIKViewRouteTypeMask` defines it
/// (`ZIKViewRouteConfiguration.h`). Only the bits the checks ask about need to be exact; the
/// platform-dependent ones (`Push`, `PresentAsSheet`…) take their iOS values.
public struct ViewRouteTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let push = ViewRouteTypeMask(rawValue: 1 << 0)
    public static let presentModally = ViewRouteTypeMask(rawValue: 1 << 1)
    public static let presentAsPopover = ViewRouteTypeMask(rawValue: 1 << 2)
    public static let presentAsSheet = ViewRouteTypeMask(rawValue: 1 << 3)
    public static let presentWithAnimator = ViewRouteTypeMask(rawValue: 1 << 4)
    public static let performSegue = ViewRouteTypeMask(rawValue: 1 << 5)
    public static let show = ViewRouteTypeMask(rawValue: 1 << 6)
    public static let showDetail = ViewRouteTypeMask(rawValue: 1 << 7)
    public static let addAsChildViewController = ViewRouteTypeMask(rawValue: 1 << 8)
    public static let addAsSubview = ViewRouteTypeMask(rawValue: 1 << 9)
    public static let custom = ViewRouteTypeMask(rawValue: 1 << 10)
    public static let makeDestination = ViewRouteTypeMask(rawValue: 1 << 11)
    public static let viewControllerDefault: ViewRouteTypeMask = [
        .push, .presentModally, .presentAsPopover, .performSegue, .show, .showDetail, .addAsChildViewController, .makeDestination,
    ]
    public static let viewDefault: ViewRouteTypeMask = [.addAsSubview, .makeDestination]

    /// The constants by their Swift member names; the Objective-C names are
    /// `ZIKViewRouteTypeMask` followed by the capitalised member name (`UIViewDefault` for
    /// `uiViewDefault`).
    static let members: [String: ViewRouteTypeMask] = [
        "push": .push, "presentModally": .presentModally, "presentAsPopover": .presentAsPopover,
        "presentAsSheet": .presentAsSheet, "presentWithAnimator": .presentWithAnimator, "performSegue": .performSegue,
        "show": .show, "showDetail": .showDetail, "addAsChildViewController": .addAsChildViewController,
        "addAsSubview": .addAsSubview, "custom": .custom, "makeDestination": .makeDestination,
        "getDestination": .makeDestination, "viewControllerDefault": .viewControllerDefault,
        "uiViewControllerDefault": .viewControllerDefault, "viewDefault": .viewDefault, "uiViewDefault": .viewDefault,
    ]

    /// `.viewDefault` or `ZIKViewRouteTypeMask.viewDefault` (Swift).
    static func swiftMember(_ name: String) -> ViewRouteTypeMask? {
        let member = name.hasPrefix("ZIKViewRouteTypeMask.") ? String(name.dropFirst("ZIKViewRouteTypeMask.".count)) : name
        return members[member]
    }

    /// `ZIKViewRouteTypeMaskViewDefault` (Objective-C).
    static func objcConstant(_ name: String) -> ViewRouteTypeMask? {
        guard name.hasPrefix("ZIKViewRouteTypeMask") else { return nil }
        let suffix = name.dropFirst("ZIKViewRouteTypeMask".count)
        guard let first = suffix.first else { return nil }
        let member = suffix.hasPrefix("UI") ? "ui" + suffix.dropFirst(2) : first.lowercased() + suffix.dropFirst()
        return members[member]
    }

    /// ZIKRouter's spelling, for messages.
    public var supportsAddAsSubviewOrCustom: Bool { !isDisjoint(with: [.addAsSubview, .custom]) }
}

/// What a `supportedRouteTypes` override returns, as far as a static reading can tell.
public enum RouteTypesVerdict: Hashable, Sendable {
    /// Named constants, alone or joined by `|` (an array literal in Swift).
    case literal(ViewRouteTypeMask)
    /// Anything else; the text is kept for the report.
    case unknown(String)
}

/// The instance methods a router must define itself to support `ZIKViewRouteTypeCustom`.
public enum CustomRouteMethod: String, Hashable, Sendable, CaseIterable {
    /// `-canPerformCustomRoute` / `canPerformCustomRoute()`.
    case canPerform
    /// `-performCustomRouteOnDestination:fromSource:configuration:` /
    /// `performCustomRoute(onDestination:fromSource:configuration:)`.
    case perform

    public var objcSelector: String {
        switch self {
        case .canPerform: "canPerformCustomRoute"
        case .perform: "performCustomRouteOnDestination:fromSource:configuration:"
        }
    }

    public var swiftName: String {
        switch self {
        case .canPerform: "canPerformCustomRoute()"
        case .perform: "performCustomRoute(onDestination:fromSource:configuration:)"
        }
    }
}
