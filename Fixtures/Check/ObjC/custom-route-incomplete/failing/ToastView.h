#import <ZIKRouter/ZIKClassCapabilities.h>
#import "AppOverlayRouter.h"

@interface ToastView : XXView <ZIKRoutableView>
@property (nonatomic, copy) NSString *text;
@end

/// Inherits the overlay router's custom route, which ZIKRouter does not accept.
@interface ToastViewRouter : AppOverlayRouter
@end

@interface SnackbarView : ToastView
@end

@interface SnackbarViewRouter : ZIKViewRouter<SnackbarView *, ZIKViewRouteConfiguration *>
@end
