import UIKit
import ZIKRouter.Internal
import ZRouter

extension CoachMarkViewRouter {
    override func canPerformCustomRoute() -> Bool {
        true
    }

    override func performCustomRoute(onDestination destination: CoachMarkView, fromSource source: Any?, configuration: ViewRouteConfig) {
        (source as? UIView)?.addSubview(destination)
        endPerformRouteWithSuccess()
    }
}
