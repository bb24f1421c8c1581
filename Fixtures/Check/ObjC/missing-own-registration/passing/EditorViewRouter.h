#import <ZIKRouter/ZIKRouter.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

// Superclasses whose type arguments are generic themselves, as ZIKRouter's documentation
// writes them (one without the final `*`): every router here must be found.
@interface EditorViewRouter : ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<UIViewController *> *>
@end

@interface DraftViewRouter : ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<UIViewController *>>
@end

@protocol TagListInput <ZIKServiceRoutable>
@end

@interface TagListServiceRouter : ZIKServiceRouter<id<TagListInput>, ZIKServiceMakeableConfiguration<NSArray<NSString *> *> *>
@end

@interface NotesViewRouter : ZIKViewRouter
@end

@interface EditorViewController : UIViewController <ZIKRoutableView>
@end

@interface DraftViewController : UIViewController <ZIKRoutableView>
@end

@interface TagListService : NSObject <ZIKRoutableService, TagListInput>
@end

@interface NotesViewController : UIViewController <ZIKRoutableView>
@end

NS_ASSUME_NONNULL_END
