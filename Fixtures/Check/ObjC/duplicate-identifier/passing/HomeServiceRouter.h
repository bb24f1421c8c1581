#import <ZIKRouter/ZIKRouter.h>

@interface HomeServiceRouter : ZIKServiceRouter
@end

@interface HomeService : NSObject <ZIKRoutableService>
@end
