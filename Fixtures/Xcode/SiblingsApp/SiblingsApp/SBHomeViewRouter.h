#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@interface SBHomeViewController : UIViewController <ZIKRoutableView>
@end

@interface SBHomeViewRouter : ZIKViewRouter<SBHomeViewController *, ZIKViewRouteConfiguration *>
@end
