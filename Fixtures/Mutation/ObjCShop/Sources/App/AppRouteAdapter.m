//
//  AppRouteAdapter.m
//  ObjCShop
//
//  The app's view routes that no module router provides: its own interfaces to module screens, and
//  the about screen, which is too simple for a router class of its own.
//

#import "AppRouteAdapter.h"
#import "ShopLoginViewInput.h"
#import "AboutViewController.h"
#import <LoginModule/LoginViewInput.h>
@import ZIKRouter.Internal;

@implementation AppRouteAdapter

+ (void)registerRoutableDestination {
    [self registerDestinationAdapter:ZIKRoutable(ShopLoginViewInput) forAdaptee:ZIKRoutable(LoginViewInput)];

    [ZIKViewRoute<AboutViewController *, ZIKViewRouteConfiguration *>
     makeRouteWithDestination:[AboutViewController class]
     makeDestination:^AboutViewController * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
        return [AboutViewController new];
    }]
    .registerDestinationProtocol(ZIKRoutable(AboutViewInput))
    .registerIdentifier(@"about");
}

@end
