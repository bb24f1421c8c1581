import ZIKRouter
import ZIKRouter.Internal

/// The chat session the app keeps while it runs.
final class ChatSession: NSObject, ZIKRoutableService {}

class ChatServiceRouter: ZIKServiceRouter<AnyObject, ZIKPerformRouteConfiguration> {
    override class func registerRoutableDestination() {
        registerService(ChatSession.self)
        registerIdentifier("chat")
    }

    override func destination(with configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
        ChatSession()
    }
}
