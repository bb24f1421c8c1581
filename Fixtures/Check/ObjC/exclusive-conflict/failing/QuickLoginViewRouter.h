#import <ZIKRouter/ZIKRouter.h>

@interface QuickLoginViewRouter : ZIKViewRouter
@end
