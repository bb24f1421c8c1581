#import <ZIKRouter/ZIKRouter.h>

@protocol ShopLoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

@protocol ShopLoginModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end

@protocol ClockServiceInput <ZIKServiceRoutable>
- (NSDate *)now;
@end

@protocol ShopClockServiceInput <ZIKServiceRoutable>
- (NSDate *)now;
@end

@interface ShopClockService : NSObject <ZIKRoutableService, ClockServiceInput>
@end
