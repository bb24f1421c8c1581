#import <ZIKRouter/ZIKViewRouter.h>
#import "HMMapInternal.h"

NS_ASSUME_NONNULL_BEGIN

@protocol HMMapViewInput <ZIKViewRoutable>
@end

@interface HMMapViewController : UIViewController <HMMapViewInput, ZIKRoutableView>
@end

@interface HMMapViewRouter : ZIKViewRouter<HMMapViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
