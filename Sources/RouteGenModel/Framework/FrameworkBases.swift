/// The ZIKRouter classes, typedefs and typealiases a user router may inherit from (docs/ZIKRouter-semantics.md#router-base-classes).
/// They end every superclass chain: a class of the framework is never a user router, even when
/// the scanned code declares one with the same name (as the Linux stub does).
package enum FrameworkBases {
    package static let routerKinds: [String: RouterKind] = [
        "ZIKViewRouter": .view,
        "ZIKAnyViewRouter": .view,
        "ZIKDestinationViewRouter": .view,
        "ZIKModuleViewRouter": .view,
        "ZIKServiceRouter": .service,
        "ZIKAnyServiceRouter": .service,
        "ZIKDestinationServiceRouter": .service,
        "ZIKModuleServiceRouter": .service,
        "ZIKViewRouteAdapter": .viewAdapter,
        "ZIKServiceRouteAdapter": .serviceAdapter,
    ]

    /// Framework router classes that are never user routers, besides the bases above: the root
    /// class and the private block-route routers (always abstract, docs/ZIKRouter-semantics.md#router-base-classes-subclassable).
    package static let otherFrameworkRouters: Set<String> = [
        "ZIKRouter", "ZIKBlockViewRouter", "ZIKBlockServiceRouter",
    ]

    /// The framework's own modules (its CocoaPods pods and frameworks): their sources declare the
    /// bases above and are never scanned as app code.
    package static let frameworkModules: Set<String> = ["ZIKRouter", "ZRouter"]

    package static func kind(of name: String) -> RouterKind? {
        routerKinds[TypeReference(name: name).nameWithoutFrameworkModule]
    }

    package static func isFrameworkClass(_ name: String) -> Bool {
        let bare = TypeReference(name: name).nameWithoutFrameworkModule
        return routerKinds[bare] != nil || otherFrameworkRouters.contains(bare)
    }
}
