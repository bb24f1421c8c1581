#import <ZIKRouter/ZIKRouter.h>

@interface NewHomeViewRouter : ZIKViewRouter
@end
