#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// Installed before anything else runs, so it must be registered before the main registration.
@protocol CrashReporterInput <ZIKServiceRoutable>
- (void)install;
@property (nonatomic, readonly, getter=isInstalled) BOOL installed;
@end

// routegen:early
@interface CrashReporterServiceRouter : ZIKAnyServiceRouter
@end

NS_ASSUME_NONNULL_END
