//
//  LoginModuleInput.h
//  LoginModule
//

#import <ZIKRouter/ZIKViewRouter.h>

NS_ASSUME_NONNULL_BEGIN

/// The login module, for callers that need its result.
@protocol LoginModuleInput <ZIKViewModuleRoutable>
@property (nonatomic, copy, nullable) NSString *prefilledAccount;
@property (nonatomic, copy, nullable) void(^didLogin)(NSString *account);
@end

NS_ASSUME_NONNULL_END
