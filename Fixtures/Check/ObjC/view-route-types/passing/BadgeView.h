#import <ZIKRouter/ZIKClassCapabilities.h>
#import <ZIKRouter/ZIKRouter.h>

@interface BadgeView : XXView <ZIKRoutableView>
@end

@interface BadgeViewRouter : ZIKViewRouter<BadgeView *, ZIKViewRouteConfiguration *>
@end
