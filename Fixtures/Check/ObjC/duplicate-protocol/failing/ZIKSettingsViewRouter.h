#import <ZIKRouter/ZIKRouter.h>

@protocol ZIKSettingsViewInput <ZIKViewRoutable>
@end

@interface ZIKSettingsViewRouter : ZIKViewRouter
@end

@interface ZIKNewSettingsViewRouter : ZIKViewRouter
@end
