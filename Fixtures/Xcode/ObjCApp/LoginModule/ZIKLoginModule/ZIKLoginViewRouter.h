#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKLoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

@interface ZIKLoginViewController : UIViewController <ZIKLoginViewInput, ZIKRoutableView>
@end

// routegen:early
@interface ZIKLoginViewRouter : ZIKViewRouter<ZIKLoginViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
