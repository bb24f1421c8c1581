//
//  AppRouteAdapter.h
//  ObjCShop
//

#import <ZIKRouter/ZIKViewRouteAdapter.h>

NS_ASSUME_NONNULL_BEGIN

@interface AppRouteAdapter : ZIKViewRouteAdapter
@end

NS_ASSUME_NONNULL_END
