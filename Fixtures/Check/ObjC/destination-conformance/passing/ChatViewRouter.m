#import "ChatViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation ChatViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[ChatViewController class]];
    [self registerViewProtocol:ZIKRoutable(ChatViewInput)];
    [self registerView:[NotesViewController class]];
    [self registerViewProtocol:ZIKRoutable(NotesViewInput)];
}

@end
