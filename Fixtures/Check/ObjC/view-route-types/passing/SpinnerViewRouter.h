#import "AppOverlayRouter.h"

@interface SpinnerView : UIView <ZIKRoutableView>
@end

@interface SpinnerViewRouter : AppOverlayRouter
@end
