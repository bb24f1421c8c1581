#import "ZIKLoginViewRouter.h"
#import "ZIKAccountServiceRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKLoginViewController
@synthesize account;
@end

@implementation ZIKLoginViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[ZIKLoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(ZIKLoginViewInput)];
    [self registerIdentifier:@"login"];
}
@end
