#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>
#import <ZIKLoginModule/ZIKLoginModuleRequiredAlertInput.h>

NS_ASSUME_NONNULL_BEGIN

/// This app's alert serves the login module directly: its configuration is the module's
/// required alert input.
@interface SBAlertConfiguration : ZIKViewRouteConfiguration <ZIKLoginModuleRequiredAlertInput>
@end

@interface SBAlertViewController : UIViewController <ZIKRoutableView>
@property (nonatomic, copy, nullable) NSString *message;
@end

@interface SBAlertViewRouter : ZIKViewRouter<SBAlertViewController *, SBAlertConfiguration *>
@end

NS_ASSUME_NONNULL_END
