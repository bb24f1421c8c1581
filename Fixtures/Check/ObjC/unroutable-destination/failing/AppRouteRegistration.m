#import "AppRouteRegistration.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "SettingsViewController.h"
#import "ReceiptPrinter.h"

@implementation AppRouteRegistration

+ (void)registerRoutableDestination {
    [ZIKViewRouter registerViewProtocol:ZIKRoutable(SettingsViewInput) forMakingView:[SettingsViewController class]]; // expect: unroutable-destination
#if DEBUG
    [ZIKServiceRouter registerIdentifier:@"com.shop.receipt-printer" forMakingService:[ReceiptPrinter class] making:^id _Nullable(ZIKPerformRouteConfiguration *configuration) { // expect: unroutable-destination
        return [[ReceiptPrinter alloc] init];
    }];
#endif
}

@end
