//
//  LoginService.m
//  LoginModule
//

#import "LoginService.h"

@implementation LoginService
@synthesize currentAccount;

- (void)restoreSession {
}

@end
