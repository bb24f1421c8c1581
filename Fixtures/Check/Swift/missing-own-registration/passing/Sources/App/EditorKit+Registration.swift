import EditorKit
import ZIKRouter
import ZIKRouter.Internal

// An EditorKit router whose registration is written in the app, qualified by its module.
public final class LegacyEditorViewRouter: EditorKit.EditorViewRouter {}

extension EditorKit.EditorViewRouter {
    static let legacyIdentifier = "legacy-editor"
}

extension LegacyEditorViewRouter {
    override public class func registerRoutableDestination() {
        registerIdentifier(EditorKit.EditorViewRouter.legacyIdentifier)
        registerView(LegacyEditorViewController.self)
    }

    override public func destination(with configuration: ViewRouteConfig) -> EditorViewController? {
        LegacyEditorViewController()
    }
}

public final class LegacyEditorViewController: EditorViewController {}
