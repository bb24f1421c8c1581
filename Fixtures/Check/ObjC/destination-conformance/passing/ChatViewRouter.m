#import "ChatViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation ChatViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ChatViewController class]];
    [self registerViewProtocol:ZIKRoutable(ChatViewInput)];
}

- (nullable ChatViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[ChatViewController alloc] init];
}

@end

@implementation NotesViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[NotesViewController class]];
    [self registerViewProtocol:ZIKRoutable(NotesViewInput)];
}

- (nullable NotesViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[NotesViewController alloc] init];
}

@end
