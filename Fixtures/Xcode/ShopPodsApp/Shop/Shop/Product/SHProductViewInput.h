#import <ZIKRouter/ZIKRouter.h>

@protocol SHProductViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSString *productID;
@end
