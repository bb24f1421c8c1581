//
//  ShopHomeViewController.h
//  ObjCShop
//

#import <ShopUI/ShopBaseViewController.h>

NS_ASSUME_NONNULL_BEGIN

@interface ShopHomeViewController : ShopBaseViewController
- (BOOL)openDeepLink:(NSURL *)url;
@end

NS_ASSUME_NONNULL_END
