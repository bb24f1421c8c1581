#import <ZIKRouter/ZIKRouter.h>

@protocol LoginViewInput <ZIKViewRoutable>
@end

@protocol LegacyLoginViewInput <ZIKViewRoutable>
@end
