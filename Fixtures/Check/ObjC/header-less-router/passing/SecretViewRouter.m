#import "SecretViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation SecretViewRouter

+ (void)registerRoutableDestination {
    [self registerIdentifier:@"secret"];
    [self registerView:[SecretViewController class]];
}

- (nullable SecretViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[SecretViewController alloc] init];
}

@end
