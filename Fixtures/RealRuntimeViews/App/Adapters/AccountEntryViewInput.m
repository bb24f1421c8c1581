#import "AccountEntryViewInput.h"

@implementation LoginViewController (AccountEntry)
@end
