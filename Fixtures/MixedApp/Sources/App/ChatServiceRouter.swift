import ZIKRouter
import ZIKRouter.Internal

class ChatServiceRouter: ZIKServiceRouter<AnyObject, ZIKPerformRouteConfiguration> {
    override class func registerRoutableDestination() {
        registerIdentifier("chat")
    }
}
