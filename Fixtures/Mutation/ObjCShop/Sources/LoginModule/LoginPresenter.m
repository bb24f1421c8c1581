//
//  LoginPresenter.m
//  LoginModule
//

#import "LoginPresenter.h"
#import "LoginInteractor.h"

@implementation LoginPresenter

- (void)viewIsReady {
    [self.view showLoading];
    [self.interactor restoreSession];
    [self.view hideLoading];
}

@end
