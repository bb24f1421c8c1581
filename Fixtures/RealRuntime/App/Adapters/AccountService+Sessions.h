#import "AccountService.h"
#import "SessionInputs.h"

NS_ASSUME_NONNULL_BEGIN

@interface AccountService (Sessions) <UserSessionInput, AccountSessionInput>
@end

NS_ASSUME_NONNULL_END
