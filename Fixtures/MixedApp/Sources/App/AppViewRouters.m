#import "AppViewRouters.h"
#import "LoginViewRouter.h"
@import ZIKRouter.Internal;

/// Made by a `forMaking…` registration of QuickLoginViewInput, so it adopts it and is routable.
@interface LoginAdapterTarget : UIViewController <ZIKRoutableView, QuickLoginViewInput>
@end
@implementation LoginAdapterTarget
@end

/// The screens the routers below make; private to this file.
@interface LoginModuleViewController : UIViewController <ZIKRoutableView>
@end
@implementation LoginModuleViewController
@end

@interface HomeViewController : UIViewController <ZIKRoutableView>
@end
@implementation HomeViewController
@end

@interface ScratchViewController : UIViewController
@end
@implementation ScratchViewController
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
    [self registerView:[LoginModuleViewController class]];
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[LoginModuleViewController alloc] init];
}

+ (ZIKViewRouteConfiguration<LoginModuleInput> *)defaultRouteConfiguration {
    return [LoginModuleConfiguration new];
}
@end

@implementation HomeViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[HomeViewController class]];
    [self registerIdentifier:@"home"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[HomeViewController alloc] init];
}
@end

#if DEBUG
@interface DebugMenuViewController : UITableViewController <ZIKRoutableView>
@end
@implementation DebugMenuViewController
@end

@implementation DebugMenuViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[DebugMenuViewController class]];
    [self registerIdentifier:@"debug-menu"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[DebugMenuViewController alloc] initWithStyle:UITableViewStyleGrouped];
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
    [self registerView:[ScratchViewController class]];
    [self registerIdentifier:@"scratch"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ScratchViewController alloc] init];
}
@end
