#import <UIKit/UIKit.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// The app's alert module: every screen builds its alerts through this configuration.
@protocol ZIKDemoAlertModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy, nullable) NSString *message;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
@end

@interface ZIKDemoAlertConfiguration : ZIKViewRouteConfiguration <ZIKDemoAlertModuleInput>
@end

@interface ZIKDemoAlertViewController : UIViewController <ZIKRoutableView>
@property (nonatomic, copy, nullable) NSString *message;
@end

@interface ZIKDemoAlertViewRouter : ZIKViewRouter<ZIKDemoAlertViewController *, ZIKDemoAlertConfiguration *>
@end

NS_ASSUME_NONNULL_END
