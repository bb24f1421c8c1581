//
//  CartServiceInput.h
//  CartModule
//

#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CartServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly) NSArray<NSString *> *items;
@property (nonatomic, readonly) BOOL needsLogin;
- (void)addItem:(NSString *)productID;
@end

/// The cart service made for a given store.
@protocol CartServiceModuleInput <ZIKServiceModuleRoutable>
@property (nonatomic, copy, nullable) NSString *storeID;
@end

NS_ASSUME_NONNULL_END
