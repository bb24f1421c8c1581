import Foundation
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol LocationProviding: AnyObject {
    var lastKnownCity: String? { get }
}

extension RoutableService where Protocol == LocationProviding {
    init() { self.init(declaredTypeName: "LocationProviding") }
}

final class LocationServiceRouter: ZIKServiceRouter<LocationService, PerformRouteConfig> {
    override class func registerRoutableDestination() {
        registerService(LocationService.self) // expect: destination-conformance
        #if DEBUG
        register(RoutableService<LocationProviding>())
        #endif
    }
}
