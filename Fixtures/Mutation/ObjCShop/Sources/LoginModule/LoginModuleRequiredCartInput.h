//
//  LoginModuleRequiredCartInput.h
//  LoginModule
//
//  What the login module needs from the host app: signing in merges the guest's cart. The module
//  ships no cart; the host adapts its own cart service to this protocol.
//

#import <ZIKRouter/ZIKServiceRouter.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LoginModuleRequiredCartInput <ZIKServiceRoutable>
- (void)mergeGuestCart;
@end

NS_ASSUME_NONNULL_END

/// The default adaptation to the shop's cart service, for a host app that sets
/// USE_DEFAULT_DEPENDENCY_LoginModule=1 in its preprocessor macros: expand it once, at file scope, in
/// the file that registers the adapter.
#if USE_DEFAULT_DEPENDENCY_LoginModule
#define ADAPT_DEFAULT_DEPENDENCY_LoginModule \
@interface CartService (LoginModuleRequiredCartInput) <LoginModuleRequiredCartInput> \
@end \
@implementation CartService (LoginModuleRequiredCartInput) \
- (void)mergeGuestCart { [self addItem:@"guest"]; } \
@end
#endif
