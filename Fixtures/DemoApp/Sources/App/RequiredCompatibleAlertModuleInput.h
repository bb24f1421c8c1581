//
//  RequiredCompatibleAlertModuleInput.h
//  DemoApp
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RequiredCompatibleAlertModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *title;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
@end

NS_ASSUME_NONNULL_END
