#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol NEEditorViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *noteID;
@end

@interface NEEditorViewController : UIViewController <NEEditorViewInput, ZIKRoutableView>
@end

@interface NEEditorViewRouter : ZIKViewRouter<NEEditorViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
