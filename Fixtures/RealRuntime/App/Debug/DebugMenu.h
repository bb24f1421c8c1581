#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

#if DEBUG
@protocol DebugMenuServiceInput <ZIKServiceRoutable>
- (NSArray<NSString *> *)menuItems;
@end

/// Only in debug builds: the internal menu with environment switches.
@interface DebugMenuServiceRouter : ZIKAnyServiceRouter
@end
#endif

NS_ASSUME_NONNULL_END
