#import "LightweightScreens.h"

@implementation AboutViewController

- (NSString *)versionString {
    return @"1.0";
}

@end

@implementation SpinnerView
@end
