//
//  AppServiceAdapter.h
//  ObjCShop
//

#import <ZIKRouter/ZIKServiceRouteAdapter.h>

NS_ASSUME_NONNULL_BEGIN

@interface AppServiceAdapter : ZIKServiceRouteAdapter
@end

NS_ASSUME_NONNULL_END
