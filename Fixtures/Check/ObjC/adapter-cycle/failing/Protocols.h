#import <ZIKRouter/ZIKRouter.h>

@protocol LoginInput <ZIKViewRoutable>
@end

@protocol RequiredLoginInput <ZIKViewRoutable>
@end
