// An NSAssertionHandler that records each failure and returns, so one run collects every assertion
// ZIKRouter makes (its launch checks assert once per check, after logging) instead of stopping at the first.
#import <Foundation/Foundation.h>

@interface AssertionRecorder : NSAssertionHandler
@property (nonatomic, readonly) NSMutableArray<NSString *> *messages;
/// Installs a recorder as the current thread's assertion handler and returns it.
+ (instancetype)installOnCurrentThread;
@end
