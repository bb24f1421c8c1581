#import "SearchService.h"

@implementation SearchService

- (NSArray<NSString *> *)suggestionsForQuery:(NSString *)query {
    return @[ [query stringByAppendingString:@" shoes"], [query stringByAppendingString:@" sale"] ];
}

@end
