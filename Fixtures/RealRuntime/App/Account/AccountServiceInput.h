#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AccountServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly, copy, nullable) NSString *currentUserID;
- (void)signInWithUserID:(NSString *)userID;
@end

NS_ASSUME_NONNULL_END
