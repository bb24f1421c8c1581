//
//  RoutingDocs.swift
//  App
//
//  Text shown by the in-app developer guide. The code below is data, not code.
//

enum RoutingDocs {
    static let newRouterTemplate = """
        import ZIKRouter.Internal
        import ZRouter

        class FakeRouter: ZIKViewRouter<FakeViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(FakeViewController.self)
                register(RoutableView<FakeViewInput>())
            }
        }
        """

    static let serviceRouterTemplate = #"""
        class FakeServiceRouter: ZIKServiceRouter<AnyObject, PerformRouteConfig> {
            override class func registerRoutableDestination() {
                registerService(FakeService.self)
                registerIdentifier("fake \"service\"")
            }
        }
        """#

    static let oneLiner = "class InlineFakeRouter: ZIKAnyViewRouter {}"
}
