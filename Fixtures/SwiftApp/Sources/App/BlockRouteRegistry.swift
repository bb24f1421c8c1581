//
//  BlockRouteRegistry.swift
//  App
//
//  Views routed by block routes instead of router subclasses. Block routes only exist once the code that
//  makes them runs, so they are made inside an adapter's registerRoutableDestination.
//

import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension FeedbackViewController: ZIKRoutableView {
}

extension MaintenanceViewController: ZIKRoutableView {
}

final class BlockRouteRegistry: ZIKViewRouteAdapter {

    override class func registerRoutableDestination() {
        ZIKViewRoute<FeedbackViewController, ViewRouteConfig>
            .make(withDestination: FeedbackViewController.self, makeDestination: { config, router in
                return FeedbackViewController()
            })
            .prepareDestination({ destination, config, router in
                destination.title = "Feedback"
            })
            .register(RoutableView<FeedbackViewInput>())

        let maintenanceRoute = ZIKViewRoute<MaintenanceViewController, ViewRouteConfig>
            .make(withExclusiveDestination: MaintenanceViewController.self, makeDestination: { _, _ in
                MaintenanceViewController()
            })
        _ = maintenanceRoute.registerDestinationProtocol(MaintenanceViewInput.self)
        _ = maintenanceRoute.registerIdentifier("maintenance").registerURLPattern("app://maintenance")
    }
}
