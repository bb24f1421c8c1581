#import <ZIKRouter/ZIKRouter.h>

@protocol AboutViewInput <ZIKViewRoutable> // expect: unregistered-declaration
@end
