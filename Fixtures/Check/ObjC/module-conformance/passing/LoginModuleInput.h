#import <ZIKRouter/ZIKRouter.h>

@protocol LoginModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end
