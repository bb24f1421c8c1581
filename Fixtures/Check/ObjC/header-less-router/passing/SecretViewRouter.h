#import <ZIKRouter/ZIKRouter.h>

@interface SecretViewRouter : ZIKViewRouter
@end

@interface SecretViewController : UIViewController <ZIKRoutableView>
@end
