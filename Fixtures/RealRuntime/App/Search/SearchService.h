#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKServiceRouter.h>
#import "SearchServiceInput.h"

NS_ASSUME_NONNULL_BEGIN

@interface SearchService : NSObject <SearchServiceInput, ZIKRoutableService>
@end

NS_ASSUME_NONNULL_END
