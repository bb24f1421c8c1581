#import "AppViewRouters.h"
#import "LoginViewRouter.h"
@import ZIKRouter.Internal;

@interface LoginAdapterTarget : UIViewController
@end
@implementation LoginAdapterTarget
@end

/// Declared only in this file: no generated code can import it (header-less-router).
@interface ScratchViewRouter : ZIKViewRouter
@end

@implementation AppBaseViewRouter
+ (BOOL)isAbstractRouter {
    return self == [AppBaseViewRouter class];
}
@end

/// What the login module is configured with: ZIKRouter checks that the router's default
/// configuration adopts the module protocol it registers.
@interface LoginModuleConfiguration : ZIKViewRouteConfiguration <LoginModuleInput>
@end
@implementation LoginModuleConfiguration
@end

@implementation LoginModuleRouter
+ (void)registerRoutableDestination {
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
}

+ (ZIKViewRouteConfiguration<LoginModuleInput> *)defaultRouteConfiguration {
    return [LoginModuleConfiguration new];
}
@end

@implementation HomeViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"home"];
}
@end

#if DEBUG
@implementation DebugMenuViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"debug-menu"];
}
@end
#endif

@implementation LoginAdapter
+ (void)registerRoutableDestination {
    // Bound to LoginViewRouter, the receiver (docs/ZIKRouter-semantics.md#registration-attribution-rule).
    [LoginViewRouter registerIdentifier:@"login-adapted"];
    [ZIKViewRouter registerViewProtocol:ZIKRoutable(QuickLoginViewInput) forMakingView:[LoginAdapterTarget class]];
}
@end

@implementation ScratchViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"scratch"];
}
@end
