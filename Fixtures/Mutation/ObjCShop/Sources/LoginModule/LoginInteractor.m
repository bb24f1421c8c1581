//
//  LoginInteractor.m
//  LoginModule
//

#import "LoginInteractor.h"
#import "LoginServiceInput.h"

@implementation LoginInteractor

- (void)restoreSession {
    id<LoginServiceInput> service = [ZIKServiceRouter.toService(_LoginServiceInput_) makeDestination];
    [service restoreSession];
}

@end
