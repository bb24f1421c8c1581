#import "EditorViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

// A class extension and a category of the same class are not second classes.
@interface EditorViewRouter ()
@property (nonatomic, copy) NSString *draftIdentifier;
@end

@interface EditorViewRouter (Drafts) <ZIKViewRouteConfigurationDelegate>
@end

@implementation EditorViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"editor"];
    [self registerView:[EditorViewController class]];
}

- (nullable EditorViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
    return [[EditorViewController alloc] init];
}
@end
