#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@protocol PaymentModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy) NSString *orderID;
@end

@interface CheckoutViewController : UIViewController <ZIKRoutableView>
@end

@interface PaymentViewController : UIViewController <ZIKRoutableView>
@end

@interface PaymentModuleConfiguration : ZIKViewMakeableConfiguration <PaymentModuleInput>
@end
