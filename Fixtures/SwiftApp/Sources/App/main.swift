import ZIKRouter
ZIKRouteRegistry.autoRegister = false
RouteRegistry.registerAllRoutes()
for key in ZIKRouteRegistry.registeredKeys { print(key) }
