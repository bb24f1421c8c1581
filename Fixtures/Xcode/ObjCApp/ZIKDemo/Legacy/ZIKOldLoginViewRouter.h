#import <UIKit/UIKit.h>

// Replaced by ZIKLoginModule in 3.0. Removed from the target, kept for reference.
@interface ZIKOldLoginViewController : UIViewController <ZIKRoutableView>
@end

@interface ZIKOldLoginViewRouter : ZIKViewRouter<ZIKOldLoginViewController *, ZIKViewRouteConfiguration *>
@end
