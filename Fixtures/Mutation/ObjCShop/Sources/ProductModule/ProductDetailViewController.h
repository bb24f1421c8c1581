//
//  ProductDetailViewController.h
//  ProductModule
//

#import <ZIKRouter/ZIKClassCapabilities.h>
#import "ProductDetailViewInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface ProductDetailViewController : XXViewController
@end

@interface ProductDetailViewController (Routable) <ZIKRoutableView, ProductDetailViewInput>
@end

NS_ASSUME_NONNULL_END
