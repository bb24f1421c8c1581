#import <AppKit/AppKit.h>
#import <ZIKRouter/ZIKViewRouter.h>
#import "CartBadgeViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartBadgeView : NSView <CartBadgeViewInput, ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
