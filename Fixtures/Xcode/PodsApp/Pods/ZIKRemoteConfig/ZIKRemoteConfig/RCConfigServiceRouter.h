#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKRouter.h>

@interface RCConfigService : NSObject <ZIKRoutableService>
@end

@interface RCConfigServiceRouter : ZIKServiceRouter<RCConfigService *, ZIKPerformRouteConfiguration *>
@end
