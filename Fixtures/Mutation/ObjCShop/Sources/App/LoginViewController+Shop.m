//
//  LoginViewController+Shop.m
//  ObjCShop
//

#import "LoginViewController+Shop.h"

@implementation LoginViewController (Shop)
@end
