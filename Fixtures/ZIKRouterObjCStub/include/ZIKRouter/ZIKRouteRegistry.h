#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ZIKRouteRegistry : NSObject
@property (class, nonatomic) BOOL autoRegister;
@property (class, nonatomic, readonly) BOOL registrationFinished;
+ (void)registerAll;
+ (void)notifyRegistrationFinished;
@end

NS_ASSUME_NONNULL_END
