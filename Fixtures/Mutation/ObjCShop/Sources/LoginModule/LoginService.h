//
//  LoginService.h
//  LoginModule
//

#import "LoginServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface LoginService : NSObject <LoginServiceInput>
@end

NS_ASSUME_NONNULL_END
