#import "ZIKOldLoginViewRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKOldLoginViewController
@end

@implementation ZIKOldLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerView:[ZIKOldLoginViewController class]];
    [self registerIdentifier:@"login"];
}
@end
