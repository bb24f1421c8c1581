#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import "CheckoutModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CheckoutService : NSObject <CheckoutServiceInput, ZIKRoutableService>
- (instancetype)initWithCurrency:(NSString *)currency cartIdentifier:(nullable NSString *)cartIdentifier NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END
