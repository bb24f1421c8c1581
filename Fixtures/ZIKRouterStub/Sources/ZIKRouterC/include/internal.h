// Header of the explicit submodule `ZIKRouter.Internal` (ZIKRouterStub). Intentionally empty: on Linux the
// "internal" API (registerRoutableDestination, ZIKRouteRegistry, …) is always visible from the Swift module.
