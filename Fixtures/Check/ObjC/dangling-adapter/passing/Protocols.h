#import <ZIKRouter/ZIKRouter.h>

@protocol ProfileLoginInput <ZIKViewRoutable>
@end

@protocol AppLoginInput <ZIKViewRoutable>
@end

@protocol SharedLoginInput <ZIKViewRoutable>
@end

@protocol LoginInput <ZIKViewRoutable>
@end

@interface LoginViewController : UIViewController <ZIKRoutableView, LoginInput>
@end

/// What the adapters hand out for ProfileLoginInput, AppLoginInput and SharedLoginInput.
@interface LoginViewController (Adapted) <ProfileLoginInput, AppLoginInput, SharedLoginInput>
@end
