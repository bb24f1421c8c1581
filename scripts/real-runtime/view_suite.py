"""The view app of the real-runtime tests (Fixtures/RealRuntimeViews) and its seeded faults.

run-tests.py runs it like the service app, against the ZIKRouter build that has the ViewRouter part. One
fault per view row of docs/zikrouter-check-parity.md whose condition the sources decide; each entry's
keys are run-tests.py's Fault arguments.
"""

# DesignKit is a framework whose headers the registry imports as <DesignKit/…>.
SCAN_ARGS = ["App", "Frameworks", "--module-map", "App=ShopViews", "--module-map", "Frameworks/DesignKit=DesignKit",
             "--no-config"]
MODULE = "ShopViews"
GENERATE_ARGS = ["--module", MODULE, "--entry", "objc",
                 "--objc-import", "#import <ZIKRouter/ZIKViewRouterInternal.h>",
                 "--objc-import", "#import <ZIKRouter/ZIKServiceRouterInternal.h>",
                 "--objc-import", "#import <ZIKRouter/ZIKRouteRegistry.h>"]
HAND_WRITTEN_REGISTRY = "HandWrittenRegistry/ShopViewRegistry.m"
HAND_WRITTEN_CLASS = "ShopViewRegistry"
# Every router of the view app is declared in a header named after it.
WRONG_GUESSES = set()

FAULTS = [
    dict(ident="view-destination-not-adopting", title="a view controller that stops adopting its view protocol",
         edits=[("App/Products/ProductListViewController.h",
                 "@interface ProductListViewController : ShopBaseViewController <ProductListViewInput, ZIKRoutableView>\n",
                 "@interface ProductListViewController : ShopBaseViewController <ZIKRoutableView>\n"
                 "@property (nonatomic, copy, nullable) NSString *category;\n")],
         subjects=["ProductListViewController", "ProductListViewInput"]),
    dict(ident="view-module-config-not-conforming", title="a module configuration that stops adopting its module protocol",
         edits=[("App/ProductDetail/ProductDetailViewRouter.h",
                 "@interface ProductDetailModuleConfiguration : ZIKViewRouteConfiguration <ProductDetailModuleInput>\n",
                 "@interface ProductDetailModuleConfiguration : ZIKViewRouteConfiguration\n"
                 "@property (nonatomic, copy, nullable) NSString *productID;\n"
                 "@property (nonatomic, assign) BOOL showsReviews;\n")],
         subjects=["ProductDetailModuleConfiguration", "ProductDetailModuleInput"]),
    dict(ident="view-routable-non-view", title="a window controller adopting ZIKRoutableView",
         edits=[("App/Settings/LightweightScreens.h", "@interface SpinnerView",
                 "/// The order history window; its router has not been written yet.\n"
                 "@interface OrderHistoryWindowController : NSWindowController <ZIKRoutableView>\n@end\n\n"
                 "@interface SpinnerView"),
                ("App/Settings/LightweightScreens.m", "@implementation SpinnerView",
                 "@implementation OrderHistoryWindowController\n@end\n\n@implementation SpinnerView")],
         subjects=["OrderHistoryWindowController"]),
    dict(ident="view-route-types-for-a-view", title="a view router for an NSView that keeps the view controllers' route types",
         edits=[("App/Cart/CartBadgeViewRouter.m",
                 "// A view is added to its superview; it cannot be pushed or presented.\n"
                 "+ (ZIKViewRouteTypeMask)supportedRouteTypes {\n"
                 "    return ZIKViewRouteTypeMaskViewDefault;\n"
                 "}\n\n", "")],
         subjects=["CartBadgeViewRouter"]),
    dict(ident="view-custom-route-incomplete", title="a custom route type without -canPerformCustomRoute",
         edits=[("App/Promotions/PromoCarouselViewRouter.m",
                 "- (BOOL)canPerformCustomRoute {\n    return YES;\n}\n\n", "")],
         subjects=["PromoCarouselViewRouter"]),
    dict(ident="view-make-destination-unsupported", title="makeDestination on a router whose route types lack it",
         edits=[("App/Checkout/CheckoutViewRouter.m",
                 "    return ZIKViewRouteTypeMaskViewControllerDefault | ZIKViewRouteTypeMaskCustom;\n",
                 "    return ZIKViewRouteTypeMaskPresentAsSheet | ZIKViewRouteTypeMaskCustom;\n")],
         subjects=["CheckoutViewRouter"]),
    dict(ident="view-wrong-kind", title="a view protocol registered as a module protocol",
         edits=[("App/Login/LoginViewRouter.m", "[self registerViewProtocol:ZIKRoutable(LoginViewInput)]",
                 "[self registerModuleProtocol:ZIKRoutable(LoginViewInput)]")],
         subjects=["LoginViewInput"]),
    dict(ident="view-missing-destination-override", title="a view router without -destinationWithConfiguration:",
         edits=[("App/Settings/SettingsViewRouter.m",
                 "- (nullable NSViewController<DKTrackedScreen> *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {\n"
                 "    return [[SettingsViewController alloc] init];\n"
                 "}\n\n", "")],
         subjects=["SettingsViewRouter"]),
    dict(ident="view-router-without-destination", title="a view router that registers no view class",
         edits=[("App/Products/ProductListViewRouter.m", "    [self registerView:[ProductListViewController class]];\n", "")],
         subjects=["ProductListViewRouter"]),
    dict(ident="view-adaptee-not-adopting-adapter", title="an adapter whose adaptee's view misses the macro-made category",
         edits=[("App/Checkout/CheckoutDependencies.h",
                 "SHOP_PROVIDE_DEPENDENCY(LoginViewController, CheckoutLoginViewInput)\n", ""),
                ("App/Checkout/CheckoutDependencies.m",
                 "SHOP_IMPLEMENT_DEPENDENCY(LoginViewController, CheckoutLoginViewInput)\n", "")],
         subjects=["LoginViewController", "CheckoutLoginViewInput"]),
    dict(ident="view-exclusive-conflict", title="a second router for an exclusively registered view controller",
         edits=[("App/Checkout/CheckoutViewRouter.m", "#import \"CheckoutViewController.h\"\n",
                 "#import \"CheckoutViewController.h\"\n#import \"LoginViewController.h\"\n"),
                ("App/Checkout/CheckoutViewRouter.m", "    [self registerView:[CheckoutViewController class]];\n",
                 "    [self registerView:[CheckoutViewController class]];\n"
                 "    [self registerView:[LoginViewController class]];\n")],
         subjects=["LoginViewController"]),
    dict(ident="view-duplicate-protocol", title="a view protocol registered by two routers",
         edits=[("App/Products/ProductListViewRouter.m", "    [self registerViewProtocol:ZIKRoutable(ProductListViewInput)];\n",
                 "    [self registerViewProtocol:ZIKRoutable(ProductListViewInput)];\n"
                 "    [self registerViewProtocol:ZIKRoutable(DKTrackedScreen)];\n")],
         subjects=["DKTrackedScreen"]),

    # Beyond the decidable rows, where the two could part: a class ZIKRouter's launch check never looks at.
    dict(ident="view-routable-non-responder", title="an NSObject subclass adopting ZIKRoutableView that no route registers",
         edits=[("App/Settings/LightweightScreens.h", "@interface SpinnerView",
                 "/// Formats prices for the product screens; marked routable by mistake.\n"
                 "@interface PriceFormatter : NSObject <ZIKRoutableView>\n@end\n\n@interface SpinnerView"),
                ("App/Settings/LightweightScreens.m", "@implementation SpinnerView",
                 "@implementation PriceFormatter\n@end\n\n@implementation SpinnerView")],
         subjects=["PriceFormatter"]),
]
