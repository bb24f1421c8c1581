#import "ZIKLoginViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import "ZIKLoginViewInput.h"
#import "ZIKLoginViewController.h"

// `TEST_BLOCK_ROUTES` comes from the target's preprocessor settings: the router registers the
// protocol in one configuration, a block route in the other.
@interface ZIKLoginModuleConfiguration : ZIKViewRouteConfiguration <ZIKLoginModuleInput>
@end
@implementation ZIKLoginModuleConfiguration
@end

@implementation ZIKLoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKLoginViewController class]];
    if (TEST_BLOCK_ROUTES == 0) {
        [self registerViewProtocol:ZIKRoutable(ZIKLoginViewInput)];
    } else {
        [self registerModuleProtocol:ZIKRoutable(ZIKLoginModuleInput)];
    }
}

+ (ZIKViewRouteConfiguration *)defaultRouteConfiguration {
    return [ZIKLoginModuleConfiguration new];
}

- (nullable ZIKLoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKLoginViewController alloc] init];
}

@end

@implementation ZIKLoginViewAdapter

+ (void)registerRoutableDestination {
    if (TEST_BLOCK_ROUTES != 1)
        return;
    [ZIKViewRoute<ZIKLoginViewController *, ZIKViewRouteConfiguration *>
     makeRouteWithDestination:[ZIKLoginViewController class]
     makeDestination:^ZIKLoginViewController * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
        return [[ZIKLoginViewController alloc] init];
    }]
    .registerDestinationProtocol(ZIKRoutable(ZIKLoginViewInput));
}

@end

// `LOGIN_FLOW` is a preprocessor constant: one `switch` case per configuration.
@implementation ZIKWebLoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKWebLoginViewController class]];
    switch (LOGIN_FLOW) {
        case 0:
            break;
        case 1:
        case 2:
            [self registerViewProtocol:ZIKRoutable(ZIKWebLoginViewInput)];
            break;
        default:
            break;
    }
}

- (nullable ZIKWebLoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKWebLoginViewController alloc] init];
}

@end

@implementation ZIKLegacyWebLoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ZIKLegacyWebLoginViewController class]];
    switch (LOGIN_FLOW) {
        case 0:
            [self registerViewProtocol:ZIKRoutable(ZIKWebLoginViewInput)];
            break;
    }
}

- (nullable ZIKLegacyWebLoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ZIKLegacyWebLoginViewController alloc] init];
}

@end
