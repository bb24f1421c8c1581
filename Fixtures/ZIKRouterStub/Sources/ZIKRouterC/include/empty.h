// Umbrella of the Clang module `ZIKRouter` (ZIKRouterStub). Intentionally empty: the API is in the Swift module.
