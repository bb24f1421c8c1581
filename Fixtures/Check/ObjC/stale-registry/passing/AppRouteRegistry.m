#import <ZIKRouter/ZIKRouteRegistry.h>
#import "LoginViewRouter.h"
#import "HomeViewRouter.h"

@implementation AppRouteRegistry

+ (void)registerEarlyRequiredModules {
    [LoginViewRouter registerRoutableDestination];
}

+ (void)registerRoutes {
    [HomeViewRouter registerRoutableDestination];
    [ZIKRouteRegistry notifyRegistrationFinished];
}

@end
