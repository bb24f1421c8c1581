//
//  LoginModule.h
//  LoginModule
//

#import <ZIKRouter/ZIKRouter.h>
#import "LoginViewRouter.h"

NS_ASSUME_NONNULL_BEGIN

@protocol LoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

/// What LoginModule needs from its host after a sign-in; the host adapts it to the cart it links.
@protocol LoginRequiredCartInput <ZIKViewRoutable>
@property (nonatomic, readonly) NSInteger itemCount;
@end

NS_ASSUME_NONNULL_END
