//
//  LoginServiceInput.h
//  LoginModule
//

#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LoginServiceInput <ZIKServiceRoutable>
@property (nonatomic, readonly, nullable) NSString *currentAccount;
- (void)restoreSession;
@end

/// Shorthand used by the module's callers: `ZIKServiceRouter.toService(_LoginServiceInput_)`.
#define _LoginServiceInput_ (Protocol<ZIKServiceRoutable> *)@protocol(LoginServiceInput)

NS_ASSUME_NONNULL_END
