#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

@interface NLNoteListViewController : UIViewController <ZIKRoutableView>
@end

@interface NLNoteListViewRouter : ZIKViewRouter<NLNoteListViewController *, ZIKViewRouteConfiguration *>
@end
