#import "SKPaymentServiceRouter.h"
@import ZIKRouter.Internal;

@implementation SKPaymentService
- (void)payAmount:(NSInteger)cents {
}
@end

@implementation SKPaymentServiceRouter
+ (void)registerRoutableDestination {
    [self registerService:[SKPaymentService class]];
    [self registerServiceProtocol:ZIKRoutable(SKPaymentServiceInput)];
}

- (nullable id)destinationWithConfiguration:(ZIKPerformRouteConfiguration *)configuration {
    return [[SKPaymentService alloc] init];
}

@end
