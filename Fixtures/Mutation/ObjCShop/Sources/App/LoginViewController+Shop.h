//
//  LoginViewController+Shop.h
//  ObjCShop
//

#import <LoginModule/LoginViewController.h>
#import "ShopLoginViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewController (Shop) <ShopLoginViewInput>
@end

NS_ASSUME_NONNULL_END
