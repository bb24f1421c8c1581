#import "EditorViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation EditorViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"editor"];
}
@end

@implementation DraftViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"draft"];
}
@end

@implementation TagListServiceRouter
+ (void)registerRoutableDestination {
    [self registerServiceProtocol:ZIKRoutable(TagListInput)];
}
@end

@implementation NotesViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"notes"];
}
@end
