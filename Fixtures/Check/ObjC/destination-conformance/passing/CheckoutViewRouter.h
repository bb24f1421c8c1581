#import <ZIKRouter/ZIKRouter.h>

@protocol PhoneCheckoutInput <ZIKViewRoutable>
@end

@protocol PadCheckoutInput <ZIKViewRoutable>
@end

@interface PhoneCheckoutViewController : UIViewController <PhoneCheckoutInput, ZIKRoutableView>
@end

@interface PadCheckoutViewController : UIViewController <PadCheckoutInput, ZIKRoutableView>
@end

@interface CheckoutViewRouter : ZIKViewRouter
@end
