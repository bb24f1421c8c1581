#import "AppModalViewRouter.h"

@interface BannerView : UIControl <ZIKRoutableView>
@end

@interface BannerViewRouter : AppModalViewRouter
@end
