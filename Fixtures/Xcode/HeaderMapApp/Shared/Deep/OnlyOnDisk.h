// Not in the project: found through the recursive USER_HEADER_SEARCH_PATHS entry Shared/** only.
#import <Foundation/Foundation.h>

@protocol HMOnDiskDelegate <NSObject>
- (void)diskDidChange;
@end
