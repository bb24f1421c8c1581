#import <ZIKRouter/ZIKRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// Routable directly.
@protocol LoginViewInput <ZIKViewRoutable>
@end

/// Routable through LoginViewInput (docs/ZIKRouter-semantics.md#routable-protocols-objc: inheritance is transitive).
@protocol QuickLoginViewInput <LoginViewInput>
@end

@protocol LoginModuleInput <ZIKViewModuleRoutable>
@end

NS_ASSUME_NONNULL_END
