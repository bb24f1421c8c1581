import ZIKRouter

// Routable, but the extension that would add LocationProviding was never written.
extension LocationService: ZIKRoutableService {}
