#import <ZIKRouter/ZIKRouter.h>

@protocol SignupViewInput <ZIKViewRoutable>
- (void)prefillEmail:(NSString *)email;
@end
