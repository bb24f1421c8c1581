#import <ZIKRouter/ZIKRouter.h>
#import <UIKit/UIKit.h>

@interface DraftViewRouter : ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<id<ZIKViewRoutable>> *>
@end

// Declared after a nested generic superclass: still read.
@interface QuickDraftViewRouter : DraftViewRouter // expect: missing-own-registration
@end
