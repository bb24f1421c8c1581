#import <AppKit/AppKit.h>
#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// Screens and views too small for a router of their own: ShopViewRouteAdapter registers them.
@protocol AboutViewInput <ZIKViewRoutable>
@property (nonatomic, readonly, copy) NSString *versionString;
@end

@interface AboutViewController : NSViewController <AboutViewInput, ZIKRoutableView>
@end

@interface SpinnerView : NSView <ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
