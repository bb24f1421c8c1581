//
//  LoginInteractor.m
//  LoginModule
//

#import "LoginInteractor.h"
#import "LoginServiceInput.h"
#import "LoginModuleRequiredCartInput.h"

@implementation LoginInteractor

- (void)restoreSession {
    id<LoginServiceInput> service = [ZIKServiceRouter.toService(_LoginServiceInput_) makeDestination];
    [service restoreSession];
}

- (void)mergeGuestCart {
    id<LoginModuleRequiredCartInput> cart = [ZIKRouterToService(LoginModuleRequiredCartInput) makeDestination];
    [cart mergeGuestCart];
}

@end
