#import <ZIKRouter/ZIKRouter.h>

#if EDITOR_V2
@interface EditorViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *>
@end
#else
@interface EditorViewRouter : ZIKViewRouter
@end
#endif

@interface EditorViewController : UIViewController <ZIKRoutableView>
@end
