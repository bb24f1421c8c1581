#import <Foundation/Foundation.h>
#import <ZIKRouter/ZIKRouter.h>

@interface AnalyticsService : NSObject <ZIKRoutableService>
- (void)track:(NSString *)event;
@end
