#import <ZIKRouter/ZIKRouter.h>

@protocol HomeViewInput <ZIKViewRoutable>
@end

@interface HomeViewController : UIViewController <ZIKRoutableView, HomeViewInput>
@end
