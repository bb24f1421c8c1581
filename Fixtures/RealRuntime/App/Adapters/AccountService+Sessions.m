#import "AccountService+Sessions.h"

@implementation AccountService (Sessions)

- (BOOL)isSignedIn {
    return self.currentUserID != nil;
}

- (NSString *)sessionToken {
    return self.currentUserID ? [@"token-" stringByAppendingString:self.currentUserID] : nil;
}

@end
