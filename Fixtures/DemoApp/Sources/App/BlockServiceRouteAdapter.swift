//
//  BlockServiceRouteAdapter.swift
//  DemoApp
//
//  Registers routes without router subclasses, for the TEST_BLOCK_ROUTES configuration.
//

import ZIKRouter.Internal
import ZRouter

final class BlockServiceRouteAdapter: ZIKServiceRouteAdapter {

    override class func registerRoutableDestination() {
        guard TEST_BLOCK_ROUTES == 1 else {
            return
        }
        ZIKServiceRoute<SwiftService, SwiftServiceConfiguration>
            .make(withDestination: SwiftService.self, makeDestination: { _, _ in SwiftService() })
            .register(RoutableService<SwiftServiceInput>())
            .register(RoutableServiceModule<SwiftServiceModuleInput>())
    }
}
