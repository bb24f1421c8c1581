#import "ChatViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation ChatViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ChatViewController class]];
    [self registerViewProtocol:ZIKRoutable(ChatViewInput)];
}

@end

@implementation NotesViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[NotesViewController class]];
    [self registerViewProtocol:ZIKRoutable(NotesViewInput)];
}

@end
