#import <ZIKRouter/ZIKRouter.h>

@interface ZIKCompatibleAlertViewRouter : ZIKViewRouter
@end
