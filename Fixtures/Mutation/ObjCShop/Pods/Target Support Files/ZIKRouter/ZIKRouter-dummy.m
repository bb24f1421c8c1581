#import <Foundation/Foundation.h>
@interface PodsDummy_ZIKRouter : NSObject
@end
@implementation PodsDummy_ZIKRouter
@end
