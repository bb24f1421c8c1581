#import "AccountService.h"

@implementation AccountService {
    NSString *_currentUserID;
}

- (NSString *)currentUserID {
    return _currentUserID;
}

- (void)signInWithUserID:(NSString *)userID {
    _currentUserID = [userID copy];
}

@end
