//
//  AppTimeServiceRouter.h
//  DemoApp
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AppTimeServiceInput <ZIKServiceRoutable>
- (NSString *)currentTimeString;
@end

@interface AppTimeService : NSObject <AppTimeServiceInput>
@end

@interface AppTimeServiceRouter : ZIKServiceRouter<AppTimeService *, ZIKPerformRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
