#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKAccountServiceInput <ZIKServiceRoutable>
- (nullable NSString *)currentAccount;
@end

@interface ZIKAccountService : NSObject <ZIKAccountServiceInput, ZIKRoutableService>
@end

/// The login screen's own helper; the app reaches it through ZIKAccountServiceInput.
@interface ZIKAccountServiceRouter : ZIKServiceRouter<ZIKAccountService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
