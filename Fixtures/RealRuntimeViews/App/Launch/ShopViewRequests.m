#import "ShopViewRequests.h"
#import <ZIKRouter/ZIKViewRouter+Discover.h>
#import <ZIKRouter/ZIKViewRouterType.h>
#import <ZIKRouter/ZIKViewRouter+URLRouter.h>
#import <DesignKit/DesignKit.h>
#import "ProductListViewInput.h"
#import "ProductDetailModuleInput.h"
#import "CartBadgeViewInput.h"
#import "CartBadgeView.h"
#import "PromotionViewInputs.h"
#import "CheckoutViewInput.h"
#import "CheckoutDependencies.h"
#import "LoginViewInput.h"
#import "AccountEntryViewInput.h"
#import "LightweightScreens.h"

void ShopRequestViews(ShopViewReport report) {
    id<ProductListViewInput> products = [ZIKRouterToView(ProductListViewInput) makeDestination];
    products.category = @"all";
    report(@"ProductListViewInput", products);
    report(@"com.shop.products", [ZIKViewRouter.toIdentifier(@"com.shop.products") makeDestination]);
    report(@"shop://products/shoes", [[ZIKAnyViewRouter routerForURL:@"shop://products/shoes"] makeDestination]);

    report(@"ProductDetailModuleInput", [ZIKRouterToViewModule(ProductDetailModuleInput)
                                         makeDestinationWithConfiguring:^(ZIKViewRouteConfiguration<ProductDetailModuleInput> *config) {
                                             config.productID = @"p-42";
                                             config.showsReviews = YES;
                                         }]);
    report(@"shop://product/42", [[ZIKAnyViewRouter routerForURL:@"shop://product/42"] makeDestination]);

    id<CartBadgeViewInput> badge = [ZIKRouterToView(CartBadgeViewInput) makeDestination];
    badge.itemCount = 3;
    report(@"CartBadgeViewInput", badge);
    // The toolbar looks the badge's router up by the view it shows.
    NSArray<ZIKAnyViewRouterType *> *badgeRouters = ZIKViewRouter.routersToClass([CartBadgeView class]);
    report(@"routersToClass:CartBadgeView", [badgeRouters.firstObject makeDestination]);
    report(@"PromoCarouselViewInput", [ZIKRouterToView(PromoCarouselViewInput) makeDestination]);
    report(@"PromoBannerViewInput", [ZIKRouterToView(PromoBannerViewInput) makeDestination]);

    report(@"CheckoutViewInput", [ZIKRouterToView(CheckoutViewInput) makeDestination]);
    report(@"LoginViewInput", [ZIKRouterToView(LoginViewInput) makeDestination]);
    report(@"com.shop.login", [ZIKViewRouter.toIdentifier(@"com.shop.login") makeDestination]);
    report(@"CheckoutLoginViewInput", [ZIKRouterToView(CheckoutLoginViewInput) makeDestination]);
    report(@"AccountEntryViewInput", [ZIKRouterToView(AccountEntryViewInput) makeDestination]);

    report(@"DKTrackedScreen", [ZIKRouterToView(DKTrackedScreen) makeDestination]);
    report(@"AboutViewInput", [ZIKRouterToView(AboutViewInput) makeDestination]);
    report(@"com.shop.spinner", [ZIKViewRouter.toIdentifier(@"com.shop.spinner") makeDestination]);
    report(@"DKToastViewInput", [ZIKRouterToView(DKToastViewInput) makeDestination]);
    report(@"com.designkit.toast", [ZIKViewRouter.toIdentifier(@"com.designkit.toast") makeDestination]);
}
