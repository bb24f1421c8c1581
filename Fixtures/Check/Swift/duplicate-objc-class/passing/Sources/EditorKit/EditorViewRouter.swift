import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// Swift classes are qualified by their module: EditorKit.EditorViewRouter and
// NotesKit.EditorViewRouter are two classes.
public final class EditorViewRouter: ZIKAnyViewRouter {
    override public class func registerRoutableDestination() {
        registerIdentifier("editor")
        registerView(EditorViewController.self)
    }

    override public func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        EditorViewController()
    }
}

public final class EditorViewController: UIViewController, ZIKRoutableView {}
