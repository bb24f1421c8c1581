#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

// Services simple enough to need no router subclass: block routes and forMakingService registrations
// in ShopServiceRouteAdapter make them.

@protocol FeatureFlagsInput <ZIKServiceRoutable>
- (BOOL)isEnabled:(NSString *)flag;
@end

@protocol ReceiptPrinterInput <ZIKServiceRoutable>
- (NSString *)receiptForAmount:(NSString *)amount;
@end

@protocol ClockServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly) NSDate *now;
@end

@interface FeatureFlagsService : NSObject <FeatureFlagsInput, ZIKRoutableService>
- (instancetype)initWithEnabledFlags:(NSSet<NSString *> *)flags;
@end

@interface ReceiptPrinter : NSObject <ReceiptPrinterInput, ZIKRoutableService>
@end

@interface SystemClock : NSObject <ClockServiceInput, ZIKRoutableService>
@end

@interface KeychainStore : NSObject <ZIKRoutableService>
- (nullable NSString *)secretForKey:(NSString *)key;
@end

NS_ASSUME_NONNULL_END
