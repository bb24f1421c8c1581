// ZRouter: the Swift layer of ZIKRouter (type-safe routable entries, registration and use-site API).
@_exported import ZIKRouter
