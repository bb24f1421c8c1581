import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class NoteEditorViewController: UIViewController, ZIKRoutableView {}

// Same name as EditorKit's router; it defines its own registration in an extension below.
public final class EditorViewRouter: ZIKViewRouter<NoteEditorViewController, ViewRouteConfig> {}

extension EditorViewRouter {
    override public class func registerRoutableDestination() {
        registerView(NoteEditorViewController.self)
    }

    override public func destination(with configuration: ViewRouteConfig) -> NoteEditorViewController? {
        NoteEditorViewController()
    }
}
