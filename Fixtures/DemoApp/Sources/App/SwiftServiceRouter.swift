//
//  SwiftServiceRouter.swift
//  DemoApp
//

import ZIKRouter.Internal
import ZRouter

final class SwiftServiceRouter: ZIKServiceRouter<SwiftService, SwiftServiceConfiguration> {

    override class func registerRoutableDestination() {
        registerService(SwiftService.self)
        // TEST_BLOCK_ROUTES comes from AppConfig.h through the bridging header. When it is 1,
        // BlockServiceRouteAdapter registers the same protocols on a block route instead.
        if TEST_BLOCK_ROUTES == 0 {
            register(RoutableService<SwiftServiceInput>())
            register(RoutableServiceModule<SwiftServiceModuleInput>())
        }
    }

    override class func defaultRouteConfiguration() -> SwiftServiceConfiguration {
        SwiftServiceConfiguration()
    }

    override func destination(with configuration: SwiftServiceConfiguration) -> SwiftService? {
        SwiftService()
    }
}
