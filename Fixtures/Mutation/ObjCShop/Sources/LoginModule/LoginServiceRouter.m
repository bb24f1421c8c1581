//
//  LoginServiceRouter.m
//  LoginModule
//

#import "LoginServiceRouter.h"
@import ZIKRouter.Internal;

DeclareRoutableService(LoginService, LoginServiceRouter)

@implementation LoginServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[LoginService class]];
    [self registerServiceProtocol:ZIKRoutable(LoginServiceInput)];
}

- (nullable LoginService *)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [LoginService new];
}

@end
