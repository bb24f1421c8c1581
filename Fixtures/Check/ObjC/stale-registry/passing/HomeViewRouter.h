#import <ZIKRouter/ZIKRouter.h>

@interface HomeViewRouter : ZIKViewRouter
@end

@interface HomeViewController : UIViewController <ZIKRoutableView>
@end
