//
//  LoginViewRouter.m
//  LoginModule
//

#import "LoginViewRouter.h"
#import "LoginModule.h"
#import <CartInterface/CartViewInput.h>
@import ZIKRouter.Internal;

DeclareRoutableView(LoginViewController, LoginViewRouter)

@interface LoginViewController () <LoginViewInput>
@end

@implementation LoginViewController

- (void)didSignInWithPendingItem:(nullable NSString *)itemID {
    if (itemID) {
        id<CartServiceInput> cart = [ZIKRouterToService(CartServiceInput) makeDestination];
        [cart addItemWithID:itemID quantity:1];
        return;
    }
    if (self.account == nil) {
        [ZIKAnyViewRouter performURL:@"shop://cart/featured" fromSource:self];
        return;
    }
    [ZIKRouterToView(LoginRequiredCartInput) performPath:ZIKViewRoutePath.pushFrom(self)];
}

- (void)showCartFromBanner {
#if DEBUG
    [ZIKAnyViewRouter.toIdentifier(@"cart") performPath:ZIKViewRoutePath.presentModallyFrom(self)];
#else
    [ZIKRouterToView(CartViewInput) performPath:ZIKViewRoutePath.presentModallyFrom(self)];
#endif
}

@end

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
}

- (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [LoginViewController new];
}

@end
