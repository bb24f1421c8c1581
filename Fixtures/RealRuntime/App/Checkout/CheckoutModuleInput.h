#import <ZIKRouter/ZIKServiceModuleRoutable.h>
#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CheckoutServiceInput <NSObject>
@property (nonatomic, readonly, copy) NSString *currency;
@property (nonatomic, readonly, copy, nullable) NSString *cartIdentifier;
@end

/// What a caller sets before the checkout service is made.
@protocol CheckoutModuleInput <ZIKServiceModuleRoutable>
@property (nonatomic, copy) NSString *currency;
@property (nonatomic, copy, nullable) NSString *cartIdentifier;
@end

NS_ASSUME_NONNULL_END
