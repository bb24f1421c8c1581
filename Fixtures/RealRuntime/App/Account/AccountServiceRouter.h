#import <ZIKRouter/ZIKServiceRouter.h>
#import "AccountService.h"

NS_ASSUME_NONNULL_BEGIN

@interface AccountServiceRouter : ZIKServiceRouter<AccountService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
