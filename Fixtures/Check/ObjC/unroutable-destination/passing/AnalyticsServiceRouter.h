#import <ZIKRouter/ZIKRouter.h>

@interface AnalyticsServiceRouter : ZIKServiceRouter
@end
