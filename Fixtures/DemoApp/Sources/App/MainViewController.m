//
//  MainViewController.m
//  DemoApp
//

#import "MainViewController.h"
#import "RequiredLoginViewInput.h"
#import "RequiredCompatibleAlertModuleInput.h"
#import "AppServiceRouteAdapter.h"
#import <ZIKRouter/ZIKRouter.h>

@implementation MainViewController

- (void)showLogin {
    [ZIKRouterToView(RequiredLoginViewInput) performPath:nil];
}

- (void)showAlert {
    [ZIKRouterToViewModule(RequiredCompatibleAlertModuleInput) performPath:nil];
}

- (NSString *)timeString {
    id<RequiredTimeServiceInput> service = [ZIKRouterToService(RequiredTimeServiceInput) makeDestination];
    return [service currentTimeString];
}

@end
