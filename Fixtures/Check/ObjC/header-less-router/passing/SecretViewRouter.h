#import <ZIKRouter/ZIKRouter.h>

@interface SecretViewRouter : ZIKViewRouter
@end
