import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// Swift classes are qualified by their module: EditorKit.EditorViewRouter and
// NotesKit.EditorViewRouter are two classes.
public final class EditorViewRouter: ZIKAnyViewRouter {
    override public class func registerRoutableDestination() {
        registerIdentifier("editor")
    }
}
