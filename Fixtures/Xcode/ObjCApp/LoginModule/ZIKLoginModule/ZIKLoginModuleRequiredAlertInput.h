#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// The alert the login screen shows on a failed sign-in. The module does not ship one: the host
/// app adapts its own alert module to this protocol.
@protocol ZIKLoginModuleRequiredAlertInput <ZIKViewModuleRoutable>
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy, nullable) NSString *message;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
@end

/// A default wiring to the demo's alert module, compiled only into a host app that sets
/// USE_DEFAULT_DEPENDENCY_ZIKLoginModule=1 in its own preprocessor macros. The framework itself
/// never defines it: the helper exists in the translation units of the app that include this
/// header, with the app's settings.
#if USE_DEFAULT_DEPENDENCY_ZIKLoginModule
@protocol ZIKDemoAlertModuleInput;

static inline void registerDependencyOfZIKLoginModule(void) {
    [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(ZIKLoginModuleRequiredAlertInput)
                                    forAdaptee:ZIKRoutable(ZIKDemoAlertModuleInput)];
}

// What the adaptee must also be: the host app expands this once, at file scope of its adapter.
#define ADAPT_DEFAULT_DEPENDENCY_ZIKLoginModule \
@interface ZIKDemoAlertConfiguration (ZIKLoginModuleRequiredAlertInput) <ZIKLoginModuleRequiredAlertInput> \
@end \
@implementation ZIKDemoAlertConfiguration (ZIKLoginModuleRequiredAlertInput) \
@end \

#endif

NS_ASSUME_NONNULL_END
