import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class EditorViewRouter: ZIKAnyViewRouter {
    override public class func registerRoutableDestination() {
        registerIdentifier("note-editor")
    }
}
