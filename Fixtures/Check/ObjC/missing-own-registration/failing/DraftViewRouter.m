#import "DraftViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation DraftViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"draft"];
}
@end

@implementation QuickDraftViewRouter
@end
