#import "EditorViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>

@implementation EditorViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"editor"];
    [self registerView:[EditorViewController class]];
}

- (nullable EditorViewController *)destinationWithConfiguration:(ZIKViewMakeableConfiguration<UIViewController *> *)configuration {
    return [[EditorViewController alloc] init];
}
@end

@implementation DraftViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"draft"];
    [self registerView:[DraftViewController class]];
}

- (nullable DraftViewController *)destinationWithConfiguration:(ZIKViewMakeableConfiguration<UIViewController *> *)configuration {
    return [[DraftViewController alloc] init];
}
@end

@implementation TagListServiceRouter
+ (void)registerRoutableDestination {
    [self registerServiceProtocol:ZIKRoutable(TagListInput)];
    [self registerService:[TagListService class]];
}

- (nullable id<TagListInput>)destinationWithConfiguration:(ZIKServiceMakeableConfiguration<NSArray<NSString *> *> *)configuration {
    return [[TagListService alloc] init];
}
@end

@implementation NotesViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"notes"];
    [self registerView:[NotesViewController class]];
}

- (nullable NotesViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[NotesViewController alloc] init];
}
@end
