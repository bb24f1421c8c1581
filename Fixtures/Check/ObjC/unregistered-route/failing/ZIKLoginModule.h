// The login module's public header, as a framework ships it: the app opts into the module's
// default dependency and calls the helper from one of its adapters.
#import <ZIKRouter/ZIKRouter.h>

@protocol ZIKLoginModuleRequiredAlertInput <ZIKViewModuleRoutable>
@end

@protocol ZIKCompatibleAlertModuleInput <ZIKViewModuleRoutable>
@end

#ifdef USE_DEFAULT_DEPENDENCY_ZIKLoginModule
static inline void registerDependencyOfZIKLoginModule(void) {
    [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(ZIKLoginModuleRequiredAlertInput)
                                    forAdaptee:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}
#endif
