#import <ZIKRouter/ZIKRouter.h>

@protocol LoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end
