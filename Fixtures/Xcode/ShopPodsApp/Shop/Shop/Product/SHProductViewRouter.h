#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>
#import "SHProductViewInput.h"

@interface SHProductViewController : UIViewController <ZIKRoutableView, SHProductViewInput>
@end

// routegen:early
@interface SHProductViewRouter : ZIKViewRouter<SHProductViewController *, ZIKViewRouteConfiguration *>
@end
