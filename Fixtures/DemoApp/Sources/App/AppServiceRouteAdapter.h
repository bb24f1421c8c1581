//
//  AppServiceRouteAdapter.h
//  DemoApp
//

#import <ZIKRouter/ZIKRouter.h>

@protocol RequiredTimeServiceInput <ZIKServiceRoutable>
- (NSString *)currentTimeString;
@end

@interface AppServiceRouteAdapter : ZIKServiceRouteAdapter
@end
