//
//  ZIKLoginModule.h
//  ZIKLoginModule
//
//  Umbrella header. The login module needs an alert from its host app; it declares what it needs as
//  ZIKLoginModuleRequiredAlertInput and ships a default registration that adapts it to ZIKAlertModule.
//

#import <ZIKRouter/ZIKRouter.h>
#import <ZIKLoginModule/ZIKLoginViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ZIKLoginModuleRequiredAlertInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, nullable) NSString *message;
- (void)addOtherButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
@end

/**
 Default dependency registration, wrapped in a macro: a host app that adds
 USE_DEFAULT_DEPENDENCY_ZIKLoginModule=1 to its preprocessor macros calls this function from one of its
 adapters. A host app that wants another alert module ignores it and registers its own adaptee.
 */
#if USE_DEFAULT_DEPENDENCY_ZIKLoginModule
#import <ZIKAlertModule/ZIKCompatibleAlertModuleInput.h>

static inline void registerDependencyOfZIKLoginModule(void) {
    [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(ZIKLoginModuleRequiredAlertInput)
                                    forAdaptee:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}
#endif

NS_ASSUME_NONNULL_END
