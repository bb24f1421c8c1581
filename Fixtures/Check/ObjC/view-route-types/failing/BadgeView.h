#import <ZIKRouter/ZIKClassCapabilities.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface BadgeView : XXView <ZIKRoutableView>
@property (nonatomic, assign) NSInteger count;
@end

@interface BadgeViewRouter : ZIKViewRouter<BadgeView *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
