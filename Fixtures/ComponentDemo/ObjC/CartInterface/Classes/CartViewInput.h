//
//  CartViewInput.h
//  CartInterface
//
//  The cart's routable protocols. CartModule's routers register them; feature pods depend on
//  this pod alone.
//

#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CartViewInput <ZIKViewRoutable>
@property (nonatomic, readonly) NSInteger itemCount;
- (void)highlightItemWithID:(NSString *)itemID;
@end

@protocol CartServiceInput <ZIKServiceRoutable>
- (void)addItemWithID:(NSString *)itemID quantity:(NSInteger)quantity;
@end

NS_ASSUME_NONNULL_END
