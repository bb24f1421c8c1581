#import "BaseViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation BaseViewRouter
+ (BOOL)isAbstractRouter {
    return self == [BaseViewRouter class];
}
@end
