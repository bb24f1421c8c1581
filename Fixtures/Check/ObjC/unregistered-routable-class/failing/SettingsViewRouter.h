#import <ZIKRouter/ZIKRouter.h>

@interface SettingsViewRouter : ZIKViewRouter
@end
