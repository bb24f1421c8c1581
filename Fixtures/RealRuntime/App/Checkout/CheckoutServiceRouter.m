#import "CheckoutServiceRouter.h"
#import <ZIKRouter/ZIKServiceRouterInternal.h>
#import "CheckoutService.h"

@implementation CheckoutModuleConfiguration

@synthesize currency = _currency;
@synthesize cartIdentifier = _cartIdentifier;

- (instancetype)init {
    if (self = [super init]) {
        _currency = @"USD";
    }
    return self;
}

- (id)copyWithZone:(NSZone *)zone {
    CheckoutModuleConfiguration *copy = [super copyWithZone:zone];
    copy.currency = self.currency;
    copy.cartIdentifier = self.cartIdentifier;
    return copy;
}

@end

@implementation CheckoutServiceRouter

+ (void)registerRoutableDestination {
    [self registerService:[CheckoutService class]];
    [self registerModuleProtocol:ZIKRoutable(CheckoutModuleInput)];
}

+ (ZIKPerformRouteConfiguration *)defaultRouteConfiguration {
    return [[CheckoutModuleConfiguration alloc] init];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration<CheckoutModuleInput> *)configuration {
    return [[CheckoutService alloc] initWithCurrency:configuration.currency cartIdentifier:configuration.cartIdentifier];
}

@end
