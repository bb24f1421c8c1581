#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AvatarServiceInput <ZIKServiceRoutable>
@end

@interface AvatarService : NSObject <AvatarServiceInput>
@end

@interface AvatarServiceRouter : ZIKServiceRouter<AvatarService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
