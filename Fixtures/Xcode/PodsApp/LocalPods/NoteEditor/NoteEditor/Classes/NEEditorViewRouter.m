#import "NEEditorViewRouter.h"
@import ZIKRouter.Internal;

@implementation NEEditorViewController
@synthesize noteID;
@end

@implementation NEEditorViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[NEEditorViewController class]];
    [self registerViewProtocol:ZIKRoutable(NEEditorViewInput)];
    [self registerIdentifier:@"editor"];
}
@end
