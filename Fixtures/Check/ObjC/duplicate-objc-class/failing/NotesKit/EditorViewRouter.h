#import <ZIKRouter/ZIKRouter.h>

// Another pod's router with the same class name: one of the two is dropped at load time.
@interface EditorViewRouter : ZIKViewRouter // expect: duplicate-objc-class
@end
