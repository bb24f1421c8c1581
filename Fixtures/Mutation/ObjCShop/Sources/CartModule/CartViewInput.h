//
//  CartViewInput.h
//  CartModule
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CartViewInput <ZIKViewRoutable>
@property (nonatomic, readonly) NSInteger itemCount;
- (void)reloadItems;
@end

NS_ASSUME_NONNULL_END
