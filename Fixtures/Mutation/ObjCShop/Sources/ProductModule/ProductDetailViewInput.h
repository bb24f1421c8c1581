//
//  ProductDetailViewInput.h
//  ProductModule
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ProductDetailViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *productID;
@end

NS_ASSUME_NONNULL_END
