import CoreLocation

final class LocationService: NSObject {
    private let manager = CLLocationManager()
    var city: String?
}
