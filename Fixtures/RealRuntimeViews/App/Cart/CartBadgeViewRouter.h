#import <ZIKRouter/ZIKViewRouter.h>
#import "CartBadgeViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartBadgeViewRouter : ZIKDestinationViewRouter(NSView<CartBadgeViewInput> *)
@end

NS_ASSUME_NONNULL_END
