#import "EditorViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation EditorViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"editor"];
}
@end
