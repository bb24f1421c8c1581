//
//  LoginModuleConfiguration.m
//  LoginModule
//

#import "LoginModuleConfiguration.h"

@implementation LoginModuleConfiguration
@synthesize prefilledAccount;
@synthesize didLogin;

- (id)copyWithZone:(nullable NSZone *)zone {
    LoginModuleConfiguration *copy = [super copyWithZone:zone];
    copy.prefilledAccount = self.prefilledAccount;
    copy.didLogin = self.didLogin;
    return copy;
}

@end
