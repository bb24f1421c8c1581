#import <ZIKRouter/ZIKRouter.h>

@protocol HelpViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSString *topic;
@end
