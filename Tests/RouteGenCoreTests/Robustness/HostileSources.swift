/// Real-looking router files with a hostile part added, shared by the robustness tests.
enum HostileSources {
    static let swiftRouter = """
        import ZIKRouter.Internal
        import ZRouter

        final class CheckoutViewRouter: ZIKViewRouter<CheckoutViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(CheckoutViewController.self)
                registerIdentifier("checkout")
            }

            override func destination(with configuration: ViewRouteConfig) -> CheckoutViewController? {
                CheckoutViewController()
            }
        }

        """

    static let objcHeader = """
        #import <ZIKRouter/ZIKViewRouter.h>

        @interface CheckoutViewRouter : ZIKViewRouter
        @end

        """

    static let objcImplementation = """
        #import "CheckoutViewRouter.h"
        @import ZIKRouter.Internal;

        @implementation CheckoutViewRouter
        + (void)registerRoutableDestination {
            [self registerView:[CheckoutViewController class]];
            [self registerIdentifier:@"checkout"];
        }
        - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[CheckoutViewController alloc] init];
        }
        @end

        """

    /// `open` then the same number of `close`, around `middle`.
    static func nested(_ open: String, _ close: String, depth: Int, middle: String) -> String {
        String(repeating: open, count: depth) + middle + String(repeating: close, count: depth)
    }

    /// A SwiftUI body nested `depth` stacks deep, as screens are written.
    static func swiftUIBody(depth: Int) -> String {
        var body = "Text(\"Total\")\n"
        for level in 0..<depth {
            body = (level % 2 == 0 ? "VStack {\n" : "HStack(alignment: .top) {\n") + body + "}\n"
        }
        return """
            import SwiftUI

            struct CheckoutSummaryView: View {
                var body: some View {
                    \(body)
                }
            }

            """
    }
}
