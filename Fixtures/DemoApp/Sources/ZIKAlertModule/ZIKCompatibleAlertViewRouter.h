//
//  ZIKCompatibleAlertViewRouter.h
//  ZIKAlertModule
//

#import <ZIKRouter/ZIKRouter.h>
#import "ZIKCompatibleAlertModuleInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface ZIKCompatibleAlertViewConfiguration : ZIKViewRouteConfiguration <ZIKCompatibleAlertModuleInput>
@end

@interface ZIKCompatibleAlertViewRouter : ZIKViewRouter<UIViewController *, ZIKCompatibleAlertViewConfiguration *>
@end

NS_ASSUME_NONNULL_END
