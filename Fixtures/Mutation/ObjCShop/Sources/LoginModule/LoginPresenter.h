//
//  LoginPresenter.h
//  LoginModule
//

#import <ViperKit/ViperKit.h>

NS_ASSUME_NONNULL_BEGIN

@class LoginInteractor;

@interface LoginPresenter : NSObject <ModulePresenter>
@property (nonatomic, weak) id<ModuleView> view;
@property (nonatomic, strong) LoginInteractor *interactor;
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end

NS_ASSUME_NONNULL_END
