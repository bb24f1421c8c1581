#import <ZIKRouter/ZIKRouter.h>
#import "LoginViewInput.h"

@interface Coordinator : NSObject
@end

@implementation Coordinator

- (void)showLogin {
    [ZIKRouterToView(LoginViewInput) performPath:ZIKViewRoutePath.pushFrom(self)]; // expect: unregistered-route
}

- (void)openSettings {
    [ZIKAnyViewRouter.toIdentifier(@"settings") performPath:ZIKViewRoutePath.pushFrom(self)]; // expect: unregistered-route
}

@end
