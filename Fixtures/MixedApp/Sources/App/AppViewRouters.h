#import <ZIKRouter/ZIKRouter.h>
#import "LoginViewInput.h"

NS_ASSUME_NONNULL_BEGIN

/// A user base router: abstract through its own +isAbstractRouter, subclassed in both languages.
@interface AppBaseViewRouter : ZIKAnyViewRouter
@end

/// Declared with the module macro; the space before the argument list is legal.
@interface LoginModuleRouter : ZIKModuleViewRouter (LoginModuleInput)
@end

@interface HomeViewRouter : AppBaseViewRouter
@end

#if DEBUG
@interface DebugMenuViewRouter : ZIKViewRouter <ZIKViewRoutable>
@end
#endif

@interface LoginAdapter : ZIKViewRouteAdapter
@end

NS_ASSUME_NONNULL_END
