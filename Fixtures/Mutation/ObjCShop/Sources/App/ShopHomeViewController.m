//
//  ShopHomeViewController.m
//  ObjCShop
//

#import "ShopHomeViewController.h"
#import "ShopLoginViewInput.h"
#import "ShopCartServiceInput.h"
#import <LoginModule/LoginModuleInput.h>
#import <CartModule/CartViewInput.h>
#import <CartModule/CartServiceInput.h>

@implementation ShopHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.emptyTitle = @"No offers today";
    id<ShopCartServiceInput> cart = [ZIKRouterToService(ShopCartServiceInput) makeDestination];
    self.title = [NSString stringWithFormat:@"%lu items", (unsigned long)cart.items.count];
}

- (void)showCart {
    [ZIKRouterToView(CartViewInput) performPath:ZIKViewRoutePath.pushFrom(self)];
}

- (void)showLogin {
    [ZIKRouterToViewModule(LoginModuleInput) performPath:ZIKViewRoutePath.presentModallyFrom(self)
                                             configuring:^(ZIKViewRouteConfiguration<LoginModuleInput> *config) {
        config.didLogin = ^(NSString *account) {
            NSLog(@"logged in as %@", account);
        };
    }];
}

- (void)switchAccount:(NSString *)account {
    [ZIKRouterToView(ShopLoginViewInput) performPath:ZIKViewRoutePath.presentModallyFrom(self)
                                         configuring:^(ZIKViewRouteConfiguration *config) {
        config.prepareDestination = ^(id<ShopLoginViewInput> destination) {
            destination.account = account;
        };
    }];
}

- (void)prepareStore:(NSString *)storeID {
    [ZIKRouterToServiceModule(CartServiceModuleInput) makeDestinationWithConfiguring:^(ZIKPerformRouteConfiguration<CartServiceModuleInput> *config) {
        config.storeID = storeID;
    }];
}

- (BOOL)openDeepLink:(NSURL *)url {
    if ([url.host isEqualToString:@"login"]) {
        [ZIKAnyViewRouter.toIdentifier(@"login") performPath:ZIKViewRoutePath.presentModallyFrom(self)];
        return YES;
    }
    if ([url.host isEqualToString:@"product"]) {
        [ZIKAnyViewRouter.toIdentifier(@"product-detail") performPath:ZIKViewRoutePath.pushFrom(self)];
        return YES;
    }
    if ([url.host isEqualToString:@"about"]) {
        [ZIKAnyViewRouter.toIdentifier(@"about") performPath:ZIKViewRoutePath.pushFrom(self)];
        return YES;
    }
    return NO;
}

@end
