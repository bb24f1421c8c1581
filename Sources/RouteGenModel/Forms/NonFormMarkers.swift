/// Spellings the pre-filters search for that are not registration forms: declarations, the
/// methods and macros routegen reads besides registrations, and use sites. The registration
/// forms' own spellings come from `RegistrationForm.all` and `BlockRouteForm.all`
/// (`PrefilterMarkers`); a file holding none of either yields no fact.
package enum NonFormMarkers {
    /// Swift: `isAbstractRouter`, `registerRoutableDestination`, the route-type methods
    /// (`supportedRouteTypes`, `canPerformCustomRoute`; `performCustomRoute` has `perform`); routable declarations and
    /// `Routable…<P>()` use sites, `Switchable…(Routable…)`: `Routable`; `Router.to(…)`,
    /// `Router.perform…`: `Router`; `toIdentifier`; `performURL` and direct `SomeRouter.perform…`:
    /// `perform`; `makeDestination`; `routerForURL`; `routersToClass` (whose receiver may be an alias
    /// that does not say `Router`); the registry's own setup (`registry-setup`):
    /// `notifyRegistrationFinished`, `autoRegister`, the generated registry's `registerRoutes`.
    package static let swift =
        [
            "isAbstractRouter", "registerRoutableDestination", "Routable", "Router",
            "toIdentifier", "perform", "makeDestination", "routerForURL", "routersToClass",
            "supportedRouteTypes", "canPerformCustomRoute",
        ] + registrySetup

    /// `notifyRegistrationFinished`, the `autoRegister` flag (`setAutoRegister:` in Objective-C) and
    /// the generated registry's methods that finish registration (`registerRoutes`,
    /// `registerAllRoutes`), which an app delegate or `main` may hold without naming anything else
    /// routegen reads.
    package static let registrySetup = [
        "notifyRegistrationFinished", "autoRegister", "AutoRegister", "registerRoutes", "registerAllRoutes",
    ]

    /// Swift declarations that may lead to a router: a class (a custom base's name need not say
    /// "Router"), `class func` methods, a typealias of a router base. A tree run leaves them to the
    /// router closure; a single file's pre-filter must let them through.
    package static let swiftDeclarations = ["class", "typealias"]

    /// Objective-C: routable protocols (`@protocol`, also the start of every `@protocol(P)`
    /// argument) and classes (`ZIKRoutableView` / `ZIKRoutableService` in a conformance list,
    /// `DeclareRoutable…`, `ZIX_ADD_CATEGORY`); the methods routegen reads (also the route-type
    /// methods); use sites
    /// (`ZIKRouterTo…`, the getters `toView`/`toModule`/`toService` they expand to, `toIdentifier`,
    /// `performURL`, `routerForURL`, `routersToClass`); the registry's own setup.
    package static let objc =
        [
            "@protocol", "ZIKRoutableView", "ZIKRoutableService", "DeclareRoutable", "ZIX_ADD_CATEGORY",
            "registerRoutableDestination", "isAbstractRouter",
            "supportedRouteTypes", "canPerformCustomRoute", "performCustomRouteOnDestination",
            "ZIKRouterTo", "toView", "toModule", "toService", "toIdentifier", "performURL", "routerForURL",
            "routersToClass",
        ] + registrySetup

    /// A class declaration, which may lead to a router through a user base class. Like Swift's,
    /// left to the router closure in a tree run.
    package static let objcClassDeclaration = "@interface"

    /// A conformance added at run time, which makes a conformance check unknowable; in either
    /// language.
    package static let runtimeConformance = "class_addProtocol"

    /// `// routegen:early`, `// routegen:ignore …` in either language.
    package static let commentCommand = "routegen:"
}
