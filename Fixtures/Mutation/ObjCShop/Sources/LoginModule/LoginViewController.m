//
//  LoginViewController.m
//  LoginModule
//

#import "LoginViewController.h"

@implementation LoginViewController
@synthesize account;

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.presenter viewIsReady];
}

- (void)showLoading {
}

- (void)hideLoading {
}

@end
