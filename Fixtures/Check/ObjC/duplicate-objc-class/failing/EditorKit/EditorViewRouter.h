#import <ZIKRouter/ZIKRouter.h>

@interface EditorViewRouter : ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *> // expect: duplicate-objc-class
@end
