//
//  ZIKCompatibleAlertModuleInput.h
//  ZIKAlertModule
//
//  The module interface of the alert module: configure title, message and buttons before the alert is made.
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKCompatibleAlertModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, nullable) NSString *message;
- (void)addOtherButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
@end

NS_ASSUME_NONNULL_END
