import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class EditorViewRouter: ZIKAnyViewRouter {
    override public class func registerRoutableDestination() {
        registerIdentifier("note-editor")
        registerView(NoteEditorViewController.self)
    }

    override public func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        NoteEditorViewController()
    }
}

public final class NoteEditorViewController: UIViewController, ZIKRoutableView {}
