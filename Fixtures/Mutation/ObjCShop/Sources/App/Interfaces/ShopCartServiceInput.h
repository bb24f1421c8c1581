//
//  ShopCartServiceInput.h
//  ObjCShop
//
//  The app's own interface to the cart; AppServiceAdapter maps it to CartModule's.
//

#import <ZIKRouter/ZIKServiceRouter.h>
#import <CartModule/CartService.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ShopCartServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly) NSArray<NSString *> *items;
@end

@interface CartService (Shop) <ShopCartServiceInput>
@end

NS_ASSUME_NONNULL_END
