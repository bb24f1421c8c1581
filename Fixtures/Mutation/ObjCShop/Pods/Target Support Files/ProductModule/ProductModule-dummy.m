#import <Foundation/Foundation.h>
@interface PodsDummy_ProductModule : NSObject
@end
@implementation PodsDummy_ProductModule
@end
