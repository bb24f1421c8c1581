import Foundation

/// What the project says about the code the app links but routegen does not scan, for one
/// question: can a protocol that no scanned file declares inherit ZIKRouter's `ZIKRoutableView`
/// or `ZIKRoutableService`? Only a module that can import ZIKRouter can declare such a protocol.
/// An SDK framework cannot, and neither can a pod whose dependencies in `Podfile.lock` do not reach
/// ZIKRouter (ZIKRouter declares no such protocol itself). So when the nearest `Podfile.lock`
/// above the scanned folders lists every pod the app links and none of the unscanned ones depends
/// on ZIKRouter, no unscanned protocol makes a class routable.
package struct LinkedDependencies: Hashable, Sendable {
    /// Why an unscanned protocol may still inherit ZIKRouter's, as a clause; nil when it cannot.
    package var openBecause: String?
    /// Why code routegen does not scan may set `ZIKRouteRegistry.autoRegister` (only code that
    /// imports ZIKRouter can), as a clause; nil when the scan is taken for all such code: no
    /// dependency manager above the scanned folders, or a `Podfile.lock` whose every pod that
    /// depends on ZIKRouter is scanned.
    package var registrySetupOpenBecause: String?

    package init(openBecause: String?, registrySetupOpenBecause: String? = nil) {
        self.openBecause = openBecause
        self.registrySetupOpenBecause = registrySetupOpenBecause
    }

    /// Nothing read: the default of a graph built without a project around it.
    package static let unknown = LinkedDependencies(openBecause: "no Podfile.lock says which modules the app links")
}
