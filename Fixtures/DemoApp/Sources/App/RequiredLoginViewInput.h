//
//  RequiredLoginViewInput.h
//  DemoApp
//
//  What the app requires from a login screen; DemoRouteAdapter binds it to the login module's router.
//

#import <ZIKRouter/ZIKRouter.h>

@protocol RequiredLoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) void (^didLogin)(void);
@end
