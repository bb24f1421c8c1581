//
//  LoginViewController.h
//  LoginModule
//
//  VIPER view of the login module.
//

#import <ZIKRouter/ZIKClassCapabilities.h>
#import <ViperKit/ViperKit.h>
#import "LoginViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginViewController : XXViewController <LoginViewInput, ModuleView>
@property (nonatomic, strong) id<ModulePresenter> presenter;
@end

NS_ASSUME_NONNULL_END
