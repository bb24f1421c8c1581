import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

// Same name as EditorKit's router, another class: EditorKit's override is not this one's.
public final class EditorViewRouter: ZIKAnyViewRouter { // expect: missing-own-registration
    override public func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        UIViewController()
    }
}
