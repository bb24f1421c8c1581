//
//  ZIKCompatibleAlertViewRouter.m
//  ZIKAlertModule
//

#import "ZIKCompatibleAlertViewRouter.h"
@import ZIKRouter.Internal;

@implementation ZIKCompatibleAlertViewConfiguration
@synthesize title = _title;
@synthesize message = _message;
- (void)addOtherButtonTitle:(NSString *)title handler:(void (^)(void))handler {}
- (void)addCancelButtonTitle:(NSString *)title handler:(void (^)(void))handler {}
@end

@implementation ZIKCompatibleAlertViewRouter

+ (void)registerRoutableDestination {
    [self registerView:[UIViewController class]];
    [self registerModuleProtocol:ZIKRoutable(ZIKCompatibleAlertModuleInput)];
}

+ (ZIKCompatibleAlertViewConfiguration *)defaultRouteConfiguration {
    return [ZIKCompatibleAlertViewConfiguration new];
}

- (nullable UIViewController *)destinationWithConfiguration:(ZIKCompatibleAlertViewConfiguration *)configuration {
    return [UIViewController new];
}

@end

// The router registers plain view controllers, which must be routable for `registerView:`.
@interface UIViewController (ZIKCompatibleAlert) <ZIKRoutableView>
@end
@implementation UIViewController (ZIKCompatibleAlert)
@end
