#import <ZIKRouter/ZIKRouter.h>

/// What the app may ask of the cart screen.
@protocol SCCartViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSString *couponCode;
@end
