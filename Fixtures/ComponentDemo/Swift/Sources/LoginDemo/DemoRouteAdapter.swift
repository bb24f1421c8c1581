import ZIKRouter
import ZIKRouter.Internal
import ZRouter
import CartInterface
import LoginModule

/// The demo app hosts LoginModule the way the Shop app does: LoginModule's required cart is
/// the cart module's own protocol.
final class DemoRouteAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        register(adapter: RoutableView<LoginRequiredCartInput>(), forAdaptee: RoutableView<CartViewInput>())
    }
}
