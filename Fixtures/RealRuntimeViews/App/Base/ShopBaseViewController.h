#import <AppKit/AppKit.h>
#import <ZIKRouter/ZIKViewRouter.h>
#import <DesignKit/DKTrackedScreen.h>

NS_ASSUME_NONNULL_BEGIN

/// Every screen of the shop is tracked: the base class adopts DesignKit's protocol once for all of them.
@interface ShopBaseViewController : NSViewController <DKTrackedScreen>
@end

NS_ASSUME_NONNULL_END
