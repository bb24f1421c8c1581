#import <ZIKRouter/ZIKRouter.h>
#import "SHSearchServiceInput.h"

@interface SHSearchService : NSObject <ZIKRoutableService, SHSearchServiceInput>
@end

@interface SHSearchServiceRouter : ZIKServiceRouter<SHSearchService *, ZIKPerformRouteConfiguration *>
@end
