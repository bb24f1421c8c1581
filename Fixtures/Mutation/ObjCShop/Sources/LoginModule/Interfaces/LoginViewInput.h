//
//  LoginViewInput.h
//  LoginModule
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// The login screen, for callers that only present it.
@protocol LoginViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *account;
@end

NS_ASSUME_NONNULL_END
