#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>
#import "SCCartViewInput.h"

@interface SCCartViewController : UIViewController <ZIKRoutableView, SCCartViewInput>
@end

@interface SCCartViewRouter : ZIKViewRouter<SCCartViewController *, ZIKViewRouteConfiguration *>
@end
