//
//  CartServiceConfiguration.h
//  CartModule
//

#import <ZIKRouter/ZIKServiceRouter.h>
#import "CartServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface CartServiceConfiguration : ZIKPerformRouteConfiguration <CartServiceModuleInput>
@end

NS_ASSUME_NONNULL_END
