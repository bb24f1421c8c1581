#import <ZIKRouter/ZIKRouter.h>

@interface LoginConfig : ZIKViewRouteConfiguration
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end
