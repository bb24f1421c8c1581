//
//  LoginViewRouter.m
//  LoginModule
//

#import "LoginViewRouter.h"
#import "LoginViewController.h"
#import "LoginPresenter.h"
#import "LoginInteractor.h"
#import "LoginModuleConfiguration.h"
@import ZIKRouter.Internal;

DeclareRoutableView(LoginViewController, LoginViewRouter)

@implementation LoginViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[LoginViewController class]];
    [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
    [self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];
    [self registerIdentifier:@"login"];
}

+ (LoginModuleConfiguration *)defaultRouteConfiguration {
    return [LoginModuleConfiguration new];
}

- (nullable LoginViewController *)destinationWithConfiguration:(LoginModuleConfiguration *)configuration {
    LoginViewController *view = [LoginViewController new];
    LoginPresenter *presenter = [LoginPresenter new];
    presenter.view = view;
    presenter.interactor = [LoginInteractor new];
    presenter.didLogin = configuration.didLogin;
    view.presenter = presenter;
    view.account = configuration.prefilledAccount;
    return view;
}

@end
