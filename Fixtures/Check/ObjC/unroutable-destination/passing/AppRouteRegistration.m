#import "AppRouteRegistration.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "HelpViewController.h"
#import "HelpViewInput.h"
#import "AnalyticsService.h"

@interface HelpViewController (Input) <HelpViewInput>
@end

@implementation AppRouteRegistration

+ (void)registerRoutableDestination {
    // Routable through its superclass's category, and through its own @interface.
    [ZIKViewRouter registerViewProtocol:ZIKRoutable(HelpViewInput) forMakingView:[HelpViewController class]];
    [ZIKServiceRouter registerIdentifier:@"com.shop.analytics" forMakingService:[AnalyticsService class] making:^id _Nullable(ZIKPerformRouteConfiguration *configuration) {
        return [[AnalyticsService alloc] init];
    }];
}

@end
