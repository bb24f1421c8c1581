#import "LoginConfig.h"
#import "LoginModuleInput.h"

@interface LoginConfig (Module) <LoginModuleInput>
@end
