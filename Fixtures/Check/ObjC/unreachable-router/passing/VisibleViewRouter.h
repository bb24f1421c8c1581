#import <ZIKRouter/ZIKRouter.h>

@interface VisibleViewRouter : ZIKViewRouter
@end

@interface VisibleViewController : UIViewController <ZIKRoutableView>
@end
