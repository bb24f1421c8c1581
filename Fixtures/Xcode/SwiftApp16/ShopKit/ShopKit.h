#import <Foundation/Foundation.h>

FOUNDATION_EXPORT double ShopKitVersionNumber;

#import <ShopKit/SKPaymentServiceRouter.h>
