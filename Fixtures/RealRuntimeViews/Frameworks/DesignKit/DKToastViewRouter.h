#import <ZIKRouter/ZIKViewRouter.h>
#import <DesignKit/DKToastViewInput.h>

NS_ASSUME_NONNULL_BEGIN

/// A view, not a view controller: it is added as a subview of the screen that shows it.
@interface DKToastView : NSView <DKToastViewInput, ZIKRoutableView>
@end

@interface DKToastViewRouter : ZIKViewRouter<DKToastView *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
