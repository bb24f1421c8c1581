#import <Foundation/Foundation.h>
@interface PodsDummy_ViperKit : NSObject
@end
@implementation PodsDummy_ViperKit
@end
