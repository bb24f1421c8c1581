/// The configuration factory of a `forMaking…` module registration
/// (`registerModuleProtocol:forMakingView:making:` / `…factory:`,
/// `registerIdentifier:forMakingView:configurationMaking:` / `…configurationFactory:`, the service
/// versions, ZRouter's `register(RoutableViewModule<P>(), forMakingView:making:)`): ZIKRouter calls
/// it once when the registration runs in debug builds and asserts on the configuration it returns.
package struct ConfigurationFactory: Hashable, Sendable {
    /// `forMakingView:`: the view registry, which also asks for a `ZIKViewRouteConfiguration`.
    package var inViewRegistry: Bool
    /// The class every return of the factory instantiates, when routegen reads it.
    package var madeClass: String?
    /// Why `madeClass` is nil, as a clause: "the block returns `makeConfig()`".
    package var unreadBecause: String?
    /// Where the class was read (the returned expression), or the factory argument when it was not.
    package var location: SourceLocation

    package init(inViewRegistry: Bool, madeClass: String?, unreadBecause: String? = nil, location: SourceLocation) {
        self.inViewRegistry = inViewRegistry
        self.madeClass = madeClass
        self.unreadBecause = unreadBecause
        self.location = location
    }
}
