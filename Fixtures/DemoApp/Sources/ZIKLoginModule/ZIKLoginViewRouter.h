//
//  ZIKLoginViewRouter.h
//  ZIKLoginModule
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKLoginViewController : UIViewController
@end

@interface ZIKLoginViewRouter : ZIKViewRouter<ZIKLoginViewController *, ZIKViewRouteConfiguration *>
@end

NS_ASSUME_NONNULL_END
