#import <ZIKRouter/ZIKRouter.h>
#import "AppViewController.h"

// Every subclass of AppViewController is routable.
@interface AppViewController (Routable) <ZIKRoutableView>
@end
