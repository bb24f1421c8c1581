#import "NLNoteListViewRouter.h"
#import <NoteEditor/NEEditorViewRouter.h>
@import ZIKRouter.Internal;

@implementation NLNoteListViewController
- (void)openEditor {
    [ZIKRouterToView(NEEditorViewInput) performPath:nil];
}
@end

@implementation NLNoteListViewRouter
+ (void)registerRoutableDestination {
    [self registerExclusiveView:[NLNoteListViewController class]];
    [self registerIdentifier:@"notes"];
}

- (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[NLNoteListViewController alloc] init];
}

@end
