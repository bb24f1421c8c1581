#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import "AccountServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface AccountService : NSObject <AccountServiceInput, ZIKRoutableService>
@end

NS_ASSUME_NONNULL_END
