#import <ZIKRouter/ZIKRouter.h>

@interface BaseViewRouter : ZIKViewRouter
@end
