#import <ZIKRouter/ZIKRouter.h>

@protocol LoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

@protocol LoginModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end
