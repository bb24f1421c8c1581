//
//  ShopLoginViewInput.h
//  ObjCShop
//
//  The app's own interface to the login screen; AppRouteAdapter maps it to LoginModule's.
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ShopLoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

NS_ASSUME_NONNULL_END
