#import <ZIKRouter/ZIKServiceRoutable.h>

NS_ASSUME_NONNULL_BEGIN

/// What the onboarding feature asks for; the account service provides it (two adapter hops).
@protocol UserSessionInput <ZIKServiceRoutable>
@property (nonatomic, readonly, getter=isSignedIn) BOOL signedIn;
@end

/// What the networking layer asks for; the account service provides it.
@protocol AccountSessionInput <ZIKServiceRoutable>
@property (nonatomic, readonly, copy, nullable) NSString *sessionToken;
@end

NS_ASSUME_NONNULL_END
