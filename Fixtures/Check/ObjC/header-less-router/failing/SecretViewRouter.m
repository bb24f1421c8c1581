#import <ZIKRouter/ZIKRouter.h>
#import <ZIKRouter/ZIKViewRouterInternal.h>

@interface SecretViewRouter : ZIKViewRouter // expect: header-less-router
@end

@implementation SecretViewRouter
+ (void)registerRoutableDestination {
    [self registerIdentifier:@"secret"];
}
@end
